import {
  TRIP_MESSAGES,
  TRIP_REQUIRED_FIELDS,
  TRIP_STATUSES,
  TRUCK_TYPES,
  can,
  formatRupees,
  normaliseTruckNumber,
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
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { AmountInput } from '@/components/amount-input';
import { SCREENS, reviseBillPath, tripPath, tripReturnPath, type TripSaved } from '@/config/paths';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useCreateTrip } from '../api/create-trip';
import classes from './trip-form.module.css';
import { useUpdateTrip } from '../api/update-trip';
import type { TripLookups } from '../hooks/use-trip-lookups';
import { useTripDraft } from '../hooks/use-trip-draft';
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
  lookups: TripLookups;
}

const REQUIRED = new Set<string>(TRIP_REQUIRED_FIELDS);

/** Spec-1's trip entry form: a new trip at /home, an existing one at /home/{TripID}; a billed trip only to read. */
export function TripForm({ trip, lookups }: TripFormProps) {
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
  const [savedTripId, setSavedTripId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();

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

  function cleared() {
    reset(trip ? { ...EMPTY_TRIP, TransactionStatus: trip.TransactionStatus } : EMPTY_TRIP);
    setErrors({});
    setGeneration((current) => current + 1);
  }

  function refuseFromServer(message: string, error: Error) {
    notifyError(message);
    const field = error instanceof ApiRequestError ? error.field : undefined;
    if (!isDraftKey(field)) return;
    setErrors((current) => ({ ...current, [field]: message }));
    focus(field);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mayEdit) {
      notifyError(billed ? TRIP_MESSAGES.billed : TRIP_MESSAGES.noAccess);
      if (!billed) cleared();
      return;
    }
    const check = checkTrip(draft, tripReferences(lookups), trip === undefined);
    if (!check.ok) {
      notifyError(check.alert);
      setErrors(check.errors);
      focus(check.field);
      return;
    }
    if (trip) {
      updateTrip.mutate(
        { ...check.trip, TripID: trip.TripID },
        {
          onSuccess: ({ message }) => {
            notifySuccess(message);
            reset();
            // Back to the list or screen the trip was opened from, its row marked (issue 29); else, as the spec
            // clears the form after a submit, the saved edit gives way to a new trip.
            const returnTo = tripReturnPath(location.state);
            const saved: TripSaved = { savedTripId: trip.TripID };
            void navigate(returnTo ?? SCREENS.upload.path, { replace: returnTo !== null, state: saved });
          },
          onError: (error) => refuseFromServer(serverMessageOr(error, TRIP_MESSAGES.updateFailed), error),
        },
      );
      return;
    }
    createTrip.mutate(check.trip, {
      onSuccess: ({ TripID }) => {
        const path = tripPath(TripID);
        // Alerts live outside the router: the link steers it by hand instead of reloading the page.
        notifySuccess(
          <>
            Saved as{' '}
            <Anchor
              href={path}
              inherit
              onClick={(event) => {
                event.preventDefault();
                void navigate(path);
              }}
            >
              {TripID}
            </Anchor>
          </>,
          { id: `trip-saved:${TripID}` },
        );
        setSavedTripId(TripID);
        cleared();
      },
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
  const pending = createTrip.isPending || updateTrip.isPending;

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
          <Group justify={savedTripId ? 'space-between' : 'flex-end'} gap="sm">
            {savedTripId && (
              <Text role="status" size="sm">
                Saved as{' '}
                <Anchor component={Link} to={tripPath(savedTripId)}>
                  {savedTripId}
                </Anchor>
              </Text>
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
