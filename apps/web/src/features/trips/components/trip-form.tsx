import {
  LR_EDITABLE_STATUSES,
  LR_MESSAGES,
  TRIP_MESSAGES,
  TRIP_REQUIRED_FIELDS,
  TRIP_STATUSES,
  TRUCK_TYPES,
  can,
  formatRupees,
  normaliseTruckNumber,
  type LorryReceipt,
  type LrUpdate,
  type TripRecord,
} from '@freightdesk/domain';
import {
  Alert,
  Anchor,
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type OptionsFilter,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AmountInput } from '@/components/amount-input';
import { SCREENS, reviseBillPath, tripPath, tripReturnPath, type TripSaved } from '@/config/paths';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useOpenLrPdf } from '@/features/lorry-receipts/api/lr-pdf';
import { useCreateTrip } from '../api/create-trip';
import { useCustomerNames } from '@/features/customers/api/get-customer-names';
import classes from './trip-form.module.css';
import { useUpdateTrip } from '../api/update-trip';
import { useLrEntry } from '../hooks/use-lr-entry';
import type { TripLookups } from '../hooks/use-trip-lookups';
import { useTripDraft } from '../hooks/use-trip-draft';
import { carriedLr, isLrKey, type LrCarried, type LrDraftKey } from './lr-fields';
import { LrSection } from './lr-section';
import {
  EMPTY_TRIP,
  NEW_TRIP_STATUS,
  TRIP_LABELS,
  checkTrip,
  draftOf,
  isDraftKey,
  placeSuggestions,
  suggestions,
  tripFreight,
  tripReferences,
  tripTdsRate,
  type TripDraftKey,
  type TripErrors,
  type TripNumberKey,
} from './trip-fields';

// The suggestions arrive already matched and ordered, so the dropdown shows them as they are.
const asGiven: OptionsFilter = ({ options }) => options;

const TRUCK_TYPE_OPTIONS = [{ value: '', label: 'Select Truck Type' }, ...TRUCK_TYPES];

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

interface TripFormProps {
  /** The trip being edited; none for a new one. */
  trip?: TripRecord | undefined;
  /** The trip's lorry receipt, read before the form opens, if it has one. */
  lr?: LorryReceipt | undefined;
  /** Why the trip's lorry receipt could not be read, if it could not. */
  lrProblem?: string | null | undefined;
  lookups: TripLookups;
}

/** The trip just entered, and its lorry receipt when one was made with it. */
interface Saved {
  tripId: string;
  lrNo: string | null;
}

const REQUIRED = new Set<string>(TRIP_REQUIRED_FIELDS);

/** What a failed call says: the server's message, else why no answer came. */
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Spec-1's trip entry form: a new trip at /home, an existing one at /home/{TripID}; a billed trip only to read. */
export function TripForm({ trip, lr, lrProblem = null, lookups }: TripFormProps) {
  const { profile, username } = useCurrentUser();
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  const billed = trip?.TransactionStatus === 'Billed';
  const mayEdit = can(profile, 'tripEdit') && !billed;
  const seesFreight = can(profile, 'tripFreight');
  const statusLocked = pathname.startsWith(`${SCREENS.upload.path}/`);
  const opened = trip ? draftOf(trip) : EMPTY_TRIP;

  const { draft, setDraft, restored, dismissRestored, reset } = useTripDraft(username, trip?.TripID ?? 'new', opened);
  const [errors, setErrors] = useState<TripErrors>({});
  // A new generation of inputs after each save: no input can keep a value of the trip just saved.
  const [generation, setGeneration] = useState(0);
  const [saved, setSaved] = useState<Saved | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();
  const openLrPdf = useOpenLrPdf();

  // Issue 32: the lorry receipt below the trip, for those who make LRs; a trip's standing LR shows to everyone.
  const entersLr = can(profile, 'lrEntry');
  const typesRate = can(profile, 'lrMoney');
  const showsLr = entersLr || lr !== undefined || lrProblem !== null;
  const lrEditable = mayEdit && entersLr && lrProblem === null && (!lr || LR_EDITABLE_STATUSES.includes(lr.status));
  const lrEntry = useLrEntry({ lr, carried: lr || lrProblem ? null : carriedLr(location.state), typesRate });
  const customers = useCustomerNames(lrEditable);
  const lrIdPrefix = useId();
  const lrInputId = (field: LrDraftKey) => `${lrIdPrefix}-${field}`;

  const change = (field: TripDraftKey, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
  };

  function focus(field: TripDraftKey) {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }

  // Ready for the next truck without reaching for the mouse.
  useEffect(() => {
    if (generation > 0) focus('TruckNumber');
  }, [generation]);

  // The landing screen after sign-in (issue 29): a new trip starts at Truck Number, unless the focus is already taken.
  const isNew = trip === undefined;
  useEffect(() => {
    const current = document.activeElement;
    if (isNew && (current === null || current === document.body || current.tagName === 'MAIN')) focus('TruckNumber');
  }, [isNew]);

  function focusLr(field: LrDraftKey) {
    document.getElementById(lrInputId(field))?.focus();
  }

  function cleared() {
    reset(trip ? { ...EMPTY_TRIP, TransactionStatus: trip.TransactionStatus } : EMPTY_TRIP);
    setErrors({});
    lrEntry.clear();
    setGeneration((current) => current + 1);
  }

  function refuseFromServer(message: string, error: unknown) {
    notifyError(message);
    const field = error instanceof ApiRequestError ? error.field : undefined;
    if (isLrKey(field)) {
      lrEntry.refuse(field, message);
      focusLr(field);
      return;
    }
    if (!isDraftKey(field)) return;
    setErrors((current) => ({ ...current, [field]: message }));
    focus(field);
  }

  /** The link to a trip in an alert: alerts live outside the router, so it steers it by hand instead of reloading. */
  function tripLink(tripId: string) {
    const path = tripPath(tripId);
    return (
      <Anchor
        href={path}
        inherit
        onClick={(event) => {
          event.preventDefault();
          void navigate(path);
        }}
      >
        {tripId}
      </Anchor>
    );
  }

  /** A new trip is saved: its LR next, if one was typed; the form then clears for the next truck. */
  async function created(tripId: string, lrFields: LrUpdate | null) {
    if (!lrFields) {
      notifySuccess(<>Saved as {tripLink(tripId)}</>, { id: `trip-saved:${tripId}` });
      setSaved({ tripId, lrNo: null });
      cleared();
      return;
    }
    const lrDraft = lrEntry.draft;
    try {
      const { lrNo } = await lrEntry.save(tripId, lrFields);
      notifySuccess(
        <>
          Saved as {tripLink(tripId)} with lorry receipt {lrNo}
        </>,
        { id: `trip-saved:${tripId}` },
      );
      setSaved({ tripId, lrNo });
      cleared();
    } catch (error) {
      // The trip exists now: its own page offers the LR's text again, to correct and submit there.
      notifyError(`Trip ${tripId} is saved, but not its lorry receipt: ${reasonOf(error)}`);
      cleared();
      const carried: LrCarried = { lrDraft };
      void navigate(tripPath(tripId), { state: carried });
    }
  }

  /** An edited trip is saved: its LR next, if it changed; then back where the trip was opened from. */
  async function updated(tripId: string, message: string, lrFields: LrUpdate | null) {
    let lrNote = '';
    if (lrFields) {
      try {
        const { lrNo } = await lrEntry.save(tripId, lrFields);
        lrNote = ` ${lr ? LR_MESSAGES.updated : LR_MESSAGES.created} (${lrNo})`;
      } catch (error) {
        // The trip's changes are saved; the LR's stay on screen to correct and submit again.
        notifySuccess(message);
        refuseFromServer(reasonOf(error), error);
        return;
      }
    }
    notifySuccess(`${message}${lrNote}`);
    reset();
    // Back to the list or screen the trip was opened from, its row marked (issue 29); else, as the spec
    // clears the form after a submit, the saved edit gives way to a new trip.
    const returnTo = tripReturnPath(location.state);
    const savedTrip: TripSaved = { savedTripId: tripId };
    void navigate(returnTo ?? SCREENS.upload.path, { replace: returnTo !== null, state: savedTrip });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mayEdit) {
      notifyError(billed ? TRIP_MESSAGES.billed : TRIP_MESSAGES.noAccess);
      if (!billed) cleared();
      return;
    }
    const check = checkTrip(draft, tripReferences(lookups), trip === undefined);
    // Both parts are read at once, so every refusal shows on its field; the trip's are named first.
    const lrCheck = lrEditable ? lrEntry.check() : ({ ok: true, lr: null } as const);
    if (!check.ok) {
      notifyError(check.alert);
      setErrors(check.errors);
      focus(check.field);
      return;
    }
    if (!lrCheck.ok) {
      notifyError(lrCheck.alert);
      focusLr(lrCheck.field);
      return;
    }
    if (trip) {
      updateTrip.mutate(
        { ...check.trip, TripID: trip.TripID },
        {
          onSuccess: ({ message }) => void updated(trip.TripID, message, lrCheck.lr),
          onError: (error) => refuseFromServer(serverMessageOr(error, TRIP_MESSAGES.updateFailed), error),
        },
      );
      return;
    }
    createTrip.mutate(check.trip, {
      onSuccess: ({ TripID }) => void created(TripID, lrCheck.lr),
      onError: (error) => refuseFromServer(error.message, error),
    });
  }

  const common = (field: TripDraftKey) => ({
    name: field,
    label: TRIP_LABELS[field],
    required: REQUIRED.has(field),
    withAsterisk: false,
    labelProps: REQUIRED.has(field) ? { className: classes.required } : undefined,
    error: errors[field],
    disabled: !mayEdit && !billed,
    readOnly: billed,
    autoComplete: 'off',
  });

  const typeAhead = (field: TripDraftKey, data: string[], asTyped: (value: string) => string = (value) => value) => (
    <Autocomplete
      {...common(field)}
      value={draft[field]}
      onChange={(value) => change(field, asTyped(value))}
      data={data}
      filter={asGiven}
    />
  );

  // Kept exactly as typed or pasted: the schema reads "₹ 1,500.50" and refuses what is not a number, on the field.
  const amount = (field: TripNumberKey, inputMode: 'decimal' | 'numeric') => (
    <AmountInput
      {...common(field)}
      value={draft[field]}
      onChange={(value) => change(field, value)}
      inputMode={inputMode}
    />
  );

  const text = (field: TripDraftKey) => (
    <TextInput {...common(field)} value={draft[field]} onChange={(event) => change(field, event.currentTarget.value)} />
  );

  // Worked out, not typed: kept out of the Tab order so the keyboard goes from one entry to the next.
  const worked = (label: string, value: string) => (
    <TextInput label={label} value={value} readOnly tabIndex={-1} variant="filled" disabled={!mayEdit} />
  );

  const { trucks, vendors, destinations } = lookups;
  const pending = createTrip.isPending || updateTrip.isPending || lrEntry.pending;
  const printedLr = saved?.lrNo ?? null;

  return (
    <Paper withBorder p="md">
      <form ref={formRef} onSubmit={submit} noValidate aria-label={trip ? `Trip ${trip.TripID}` : 'New trip'}>
        <Stack gap="md">
          {billed && (
            <Alert color="blue" title="Billed: read only">
              This trip is on bill {trip.BillId}. Change it through{' '}
              <Anchor component={Link} to={reviseBillPath(trip.BillId ?? '')} inherit>
                Revise Bill {trip.BillId}
              </Anchor>
              .
            </Alert>
          )}
          {restored && (
            <Alert color="yellow" title="Restored your unsaved trip">
              <Group justify="space-between" gap="sm">
                <Text size="sm">What you typed before leaving this screen is back. Submit it, or start again.</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={dismissRestored}>
                    Keep
                  </Button>
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => {
                      reset();
                      setErrors({});
                      setGeneration((current) => current + 1);
                    }}
                  >
                    Discard
                  </Button>
                </Group>
              </Group>
            </Alert>
          )}
          <SimpleGrid key={generation} cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
            {typeAhead(
              'TruckNumber',
              suggestions(trucks?.map((truck) => truck.truck_no) ?? [], draft.TruckNumber),
              normaliseTruckNumber,
            )}
            {text('DONumber')}
            {text('DriverName')}
            {typeAhead('Vendor', suggestions(vendors?.map((vendor) => vendor.company_name) ?? [], draft.Vendor))}
            {typeAhead(
              'DestinationFrom',
              placeSuggestions(destinations, 'from', draft.DestinationFrom, draft.DestinationTo),
            )}
            {typeAhead(
              'DestinationTo',
              placeSuggestions(destinations, 'to', draft.DestinationTo, draft.DestinationFrom),
            )}
            <NativeSelect
              {...common('TruckType')}
              data={TRUCK_TYPE_OPTIONS}
              value={draft.TruckType}
              onChange={(event) => change('TruckType', event.currentTarget.value)}
              disabled={!mayEdit}
            />
            <NativeSelect
              {...common('TransactionStatus')}
              data={trip ? TRIP_STATUSES : [NEW_TRIP_STATUS]}
              value={draft.TransactionStatus}
              onChange={(event) => change('TransactionStatus', event.currentTarget.value)}
              disabled={!mayEdit || statusLocked}
            />
            {amount('Weight', 'decimal')}
            {seesFreight && worked(TRIP_LABELS.Freight, formatRupees(tripFreight(draft, destinations, trip)))}
            {amount('DieselAmount', 'decimal')}
            {text('DieselSlipNumber')}
            {worked(TRIP_LABELS.TDS_Rate, `${rateFormat.format(tripTdsRate(draft, vendors, trip))}%`)}
            {amount('Advance', 'numeric')}
            {amount('Toll', 'decimal')}
            {amount('Adblue', 'decimal')}
            {amount('Greasing', 'decimal')}
          </SimpleGrid>
          {showsLr && (
            <LrSection
              lr={lr}
              problem={lrProblem}
              draft={lrEntry.draft}
              errors={lrEntry.errors}
              on={lrEntry.on}
              onToggle={lrEntry.setOn}
              onChange={lrEntry.change}
              customers={customers.data?.map((customer) => customer.name)}
              tripWeight={draft.Weight}
              editable={lrEditable}
              typesRate={typesRate}
              inputId={lrInputId}
            />
          )}
          <Group justify={saved ? 'space-between' : 'flex-end'} gap="sm">
            {saved && (
              <Group gap="xs">
                <Text role="status" size="sm">
                  Saved as{' '}
                  <Anchor component={Link} to={tripPath(saved.tripId)}>
                    {saved.tripId}
                  </Anchor>
                  {printedLr && ` with lorry receipt ${printedLr}`}
                </Text>
                {printedLr && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    leftSection={<IconPrinter size={14} aria-hidden />}
                    onClick={() => openLrPdf(printedLr)}
                  >
                    Print LR
                  </Button>
                )}
              </Group>
            )}
            {!billed && (
              <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
                Submit
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
