import { formatDisplayDate, type BillingRow as BillingTrip } from '@freightdesk/domain';
import { Anchor, Checkbox, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { tripPath, type TripOpenedFrom } from '@/config/paths';
import { rowTint } from '@/components/responsive-table';
import { SAVED_ROW_TINT, useSavedTripRow } from '@/hooks/use-saved-trip-row';
import { moneyCell, tonsCell } from './billing-cells';

interface BillingRowProps {
  trip: BillingTrip;
  selected: boolean;
  /** Just saved in its form, which returned to this list: the row stands out. */
  saved: boolean;
  /** This list, which the trip's form returns to once saved. */
  openedFrom: TripOpenedFrom;
  onToggle: (tripId: string) => void;
}

/** One billable trip; memoised so ticking a box redraws only its own row. */
export const BillingRow = memo(function BillingRow({ trip, selected, saved, openedFrom, onToggle }: BillingRowProps) {
  const row = useSavedTripRow(saved);
  const tint = saved ? SAVED_ROW_TINT : selected ? 'var(--mantine-primary-color-light)' : undefined;
  return (
    <Table.Tr ref={row} aria-current={saved || undefined} style={rowTint(tint)}>
      <Table.Td>
        <Checkbox aria-label={`Select ${trip.trip_id}`} checked={selected} onChange={() => onToggle(trip.trip_id)} />
      </Table.Td>
      <Table.Th scope="row">
        <Anchor inherit component={Link} to={tripPath(trip.trip_id)} state={openedFrom}>
          {trip.trip_id}
        </Anchor>
      </Table.Th>
      <Table.Td>{trip.username}</Table.Td>
      <Table.Td>{trip.profile}</Table.Td>
      <Table.Td>{trip.truck_no}</Table.Td>
      <Table.Td>{formatDisplayDate(trip.date)}</Table.Td>
      <Table.Td ta="right">{tonsCell(trip.weight)}</Table.Td>
      <Table.Td ta="right">{tonsCell(trip.actual_weight)}</Table.Td>
      <Table.Td ta="right">{tonsCell(trip.difference_weight)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.freight)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.diesel_amount)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.short)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.advance)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.toll)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.adblue)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.greasing)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.tds)}</Table.Td>
      <Table.Td ta="right">{moneyCell(trip.amount)}</Table.Td>
      <Table.Td>{trip.driver_name}</Table.Td>
      <Table.Td>{trip.destination_from}</Table.Td>
      <Table.Td>{trip.destination_to}</Table.Td>
      <Table.Td>{trip.do_number}</Table.Td>
      <Table.Td>{trip.vendor}</Table.Td>
      <Table.Td>{trip.truck_type}</Table.Td>
      <Table.Td>{trip.transaction_status}</Table.Td>
      <Table.Td>{trip.diesel_slip_number}</Table.Td>
    </Table.Tr>
  );
});
