import {
  TRIP_MESSAGES,
  TRIP_STATUSES,
  TRUCK_TYPES,
  can,
  formatRupees,
  normaliseTruckNumber,
  type TripRecord,
} from '@freightdesk/domain';
import {
  Anchor,
  Autocomplete,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  type OptionsFilter,
} from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { SCREENS, tripPath } from '@/config/paths';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useCreateTrip } from '../api/create-trip';
import { useUpdateTrip } from '../api/update-trip';
import type { TripLookups } from '../hooks/use-trip-lookups';
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
  type TripDraft,
  type TripDraftKey,
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

/** Spec-1's trip entry form: a new trip at /home, an existing one at /home/{TripID}. */
export function TripForm({ trip, lookups }: TripFormProps) {
  const { profile } = useCurrentUser();
  const { pathname } = useLocation();
  const mayEdit = can(profile, 'tripEdit');
  const seesFreight = can(profile, 'tripFreight');
  const statusLocked = pathname.startsWith(`${SCREENS.upload.path}/`);
  const cleared: TripDraft = trip ? { ...EMPTY_TRIP, TransactionStatus: trip.TransactionStatus } : EMPTY_TRIP;

  const [draft, setDraft] = useState<TripDraft>(() => (trip ? draftOf(trip) : EMPTY_TRIP));
  const [savedTripId, setSavedTripId] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const createTrip = useCreateTrip();
  const updateTrip = useUpdateTrip();

  const change = (field: TripDraftKey, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  function focus(field: TripDraftKey) {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }

  function refuse(message: string, field: TripDraftKey | undefined) {
    notifyError(message);
    if (message === TRIP_MESSAGES.invalidTruck) change('TruckNumber', '');
    if (field) focus(field);
  }

  function refuseFromServer(message: string, error: Error) {
    const field = error instanceof ApiRequestError ? error.field : undefined;
    refuse(message, isDraftKey(field) ? field : undefined);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!mayEdit) {
      notifyError(TRIP_MESSAGES.noAccess);
      setDraft(cleared);
      return;
    }
    const check = checkTrip(draft, tripReferences(lookups), trip === undefined);
    if (!check.ok) {
      refuse(check.message, check.field);
      return;
    }
    if (trip) {
      updateTrip.mutate(
        { ...check.trip, TripID: trip.TripID },
        {
          onSuccess: ({ message }) => notifySuccess(message),
          onError: (error) => refuseFromServer(serverMessageOr(error, TRIP_MESSAGES.updateFailed), error),
        },
      );
      return;
    }
    createTrip.mutate(check.trip, {
      onSuccess: ({ message, TripID }) => {
        notifySuccess(message);
        setSavedTripId(TripID);
        setDraft(EMPTY_TRIP);
        // Ready for the next truck without reaching for the mouse.
        focus('TruckNumber');
      },
      onError: (error) => refuseFromServer(error.message, error),
    });
  }

  const common = (field: TripDraftKey) => ({
    name: field,
    label: TRIP_LABELS[field],
    disabled: !mayEdit,
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

  const amount = (field: TripNumberKey, decimals: number) => (
    <NumberInput
      {...common(field)}
      value={draft[field]}
      onChange={(value) => change(field, String(value))}
      allowNegative={false}
      allowDecimal={decimals > 0}
      decimalScale={decimals}
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      hideControls
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
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
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
            />
            <NativeSelect
              {...common('TransactionStatus')}
              data={trip ? TRIP_STATUSES : [NEW_TRIP_STATUS]}
              value={draft.TransactionStatus}
              onChange={(event) => change('TransactionStatus', event.currentTarget.value)}
              disabled={!mayEdit || statusLocked}
            />
            {amount('Weight', 3)}
            {seesFreight && worked(TRIP_LABELS.Freight, formatRupees(tripFreight(draft, destinations, trip)))}
            {amount('DieselAmount', 2)}
            {text('DieselSlipNumber')}
            {worked(TRIP_LABELS.TDS_Rate, `${rateFormat.format(tripTdsRate(draft, vendors, trip))}%`)}
            {amount('Advance', 0)}
            {amount('Toll', 2)}
            {amount('Adblue', 2)}
            {amount('Greasing', 2)}
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
            <Button type="submit" loading={pending} w={{ base: '100%', xs: 'auto' }}>
              Submit
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
