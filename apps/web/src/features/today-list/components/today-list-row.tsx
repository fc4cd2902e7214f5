import type { TripRecord } from '@freightdesk/domain';
import { ActionIcon, Anchor, Button, Group, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { writeActiveModule } from '@/app/shell/hooks/use-active-module';
import { rowTint } from '@/components/responsive-table';
import { SCREENS, tripPath, type TripOpenedFrom } from '@/config/paths';
import { useOpenLrPdf } from '@/features/lorry-receipts/api/lr-pdf';
import { SAVED_ROW_TINT, useSavedTripRow } from '@/hooks/use-saved-trip-row';
import { moneyCell, tonsCell } from './trip-cells';

export interface TodayListView {
  /** Freight is for the office profiles only. */
  seesFreight: boolean;
  /** Everyone but the loading manager acknowledges and edits trips from here. */
  canEdit: boolean;
}

// The action comes first, so on a phone it is in reach without scrolling sideways past the other columns; those who
// do not edit here get a Print column there instead, for the trips' lorry receipts (issue 32).
export const TODAY_LIST_COLUMNS = [
  'Edit',
  'Print',
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
  'LR No',
  'Consignor',
  'Consignee',
] as const;

export function visibleColumns({ seesFreight, canEdit }: TodayListView) {
  return TODAY_LIST_COLUMNS.filter(
    (column) =>
      (column !== 'Freight' || seesFreight) && (column !== 'Edit' || canEdit) && (column !== 'Print' || !canEdit),
  );
}

/** One tap opens the trip's LR as a PDF, which the phone's or the browser's viewer prints. */
function PrintLrButton({ lrNo }: { lrNo: string }) {
  const openPdf = useOpenLrPdf();
  const label = `Print LR ${lrNo}`;
  return (
    <ActionIcon variant="light" aria-label={label} title={label} onClick={() => openPdf(lrNo)}>
      <IconPrinter size={16} aria-hidden />
    </ActionIcon>
  );
}

interface TodayListRowProps {
  trip: TripRecord;
  view: TodayListView;
  /** Just saved in its form: the row stands out, in view, with the focus on its Trip ID. */
  saved: boolean;
  onEdit: (trip: TripRecord) => void;
}

// The trip form returns here once the trip is saved.
const OPENED_FROM: TripOpenedFrom = { returnTo: SCREENS.todayList.path };

/** An Open trip waits to be acknowledged; an Acknowledged one can still be corrected; a Billed one is its bill's now. */
function rowAction(trip: TripRecord): 'Acknowledge' | 'Edit' | null {
  if (trip.TransactionStatus === 'Billed') return null;
  return trip.TransactionStatus === 'Open' ? 'Acknowledge' : 'Edit';
}

/**
 * One trip; memoised so paging or editing one row does not redraw the rest. Its Trip ID opens the trip for every
 * profile: all of them may open today's trips.
 */
export const TodayListRow = memo(function TodayListRow({ trip, view, saved, onEdit }: TodayListRowProps) {
  const action = rowAction(trip);
  const row = useSavedTripRow(saved);

  return (
    <Table.Tr ref={row} aria-current={saved || undefined} style={rowTint(saved ? SAVED_ROW_TINT : undefined)}>
      {view.canEdit ? (
        <Table.Td>
          <Group gap={6} wrap="nowrap">
            {action ? (
              <Button
                size="compact-sm"
                variant={action === 'Acknowledge' ? 'filled' : 'default'}
                aria-label={`${action} ${trip.TripID}`}
                onClick={() => onEdit(trip)}
              >
                {action}
              </Button>
            ) : (
              <Text size="sm" c="dimmed">
                Billed
              </Text>
            )}
            {trip.lrNo && <PrintLrButton lrNo={trip.lrNo} />}
          </Group>
        </Table.Td>
      ) : (
        <Table.Td>{trip.lrNo && <PrintLrButton lrNo={trip.lrNo} />}</Table.Td>
      )}
      <Table.Th scope="row">
        <Anchor
          inherit
          component={Link}
          to={tripPath(trip.TripID)}
          state={OPENED_FROM}
          onClick={() => writeActiveModule('upload')}
        >
          {trip.TripID}
        </Anchor>
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
      <Table.Td>{trip.lrNo}</Table.Td>
      <Table.Td>{trip.consignor}</Table.Td>
      <Table.Td>{trip.consignee}</Table.Td>
    </Table.Tr>
  );
});
