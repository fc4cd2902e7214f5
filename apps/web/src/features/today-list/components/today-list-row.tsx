import type { TripRecord } from '@freightdesk/domain';
import { Anchor, Button, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { writeActiveModule } from '@/app/shell/hooks/use-active-module';
import { tripPath } from '@/config/paths';
import { moneyCell, tonsCell } from './trip-cells';

export interface TodayListView {
  /** Freight is for the office profiles only. */
  seesFreight: boolean;
  /** Everyone but the loading manager may open a trip from here and edit it. */
  canEdit: boolean;
}

export const TODAY_LIST_COLUMNS = [
  'Trip ID',
  'Truck Number',
  'Vendor',
  'From',
  'To',
  'Truck Type',
  'Transaction Status',
  'Weight',
  'Freight',
  'Diesel',
  'Advance',
  'Toll',
  'Driver',
  'DO Number',
  'Time',
  'Edit',
] as const;

export function visibleColumns({ seesFreight, canEdit }: TodayListView) {
  return TODAY_LIST_COLUMNS.filter((column) => (column !== 'Freight' || seesFreight) && (column !== 'Edit' || canEdit));
}

interface TodayListRowProps {
  trip: TripRecord;
  view: TodayListView;
  onEdit: (trip: TripRecord) => void;
}

/** One trip; memoised so paging or editing one row does not redraw the rest. */
export const TodayListRow = memo(function TodayListRow({ trip, view, onEdit }: TodayListRowProps) {
  return (
    <Table.Tr>
      <Table.Th scope="row">
        {view.canEdit ? (
          <Anchor inherit component={Link} to={tripPath(trip.TripID)} onClick={() => writeActiveModule('upload')}>
            {trip.TripID}
          </Anchor>
        ) : (
          trip.TripID
        )}
      </Table.Th>
      <Table.Td>{trip.TruckNumber}</Table.Td>
      <Table.Td>{trip.Vendor}</Table.Td>
      <Table.Td>{trip.DestinationFrom}</Table.Td>
      <Table.Td>{trip.DestinationTo}</Table.Td>
      <Table.Td>{trip.TruckType}</Table.Td>
      <Table.Td>{trip.TransactionStatus}</Table.Td>
      <Table.Td>{tonsCell(trip.Weight)}</Table.Td>
      {view.seesFreight && <Table.Td>{moneyCell(trip.Freight)}</Table.Td>}
      <Table.Td>{moneyCell(trip.DieselAmount)}</Table.Td>
      <Table.Td>{moneyCell(trip.Advance)}</Table.Td>
      <Table.Td>{moneyCell(trip.Toll)}</Table.Td>
      <Table.Td>{trip.DriverName}</Table.Td>
      <Table.Td>{trip.DONumber}</Table.Td>
      <Table.Td>{trip.localTime}</Table.Td>
      {view.canEdit && (
        <Table.Td>
          <Button size="compact-sm" variant="default" aria-label={`Edit ${trip.TripID}`} onClick={() => onEdit(trip)}>
            Edit
          </Button>
        </Table.Td>
      )}
    </Table.Tr>
  );
});
