import { formatDisplayDate, type TripRecord } from '@freightdesk/domain';
import { Anchor, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { writeActiveModule } from '@/app/shell/hooks/use-active-module';
import { tripPath } from '@/config/paths';
import { MONEY_COLUMNS } from '../utils/business-figures';
import { AttachmentDownload } from './attachment-download';
import { ATTACHMENT_COLUMNS, moneyCell, tonsCell } from './business-cells';

/** One trip; memoised so turning a page redraws only the rows that change. */
export const BusinessRow = memo(function BusinessRow({ trip }: { trip: TripRecord }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">
        <Anchor inherit component={Link} to={tripPath(trip.TripID)} onClick={() => writeActiveModule('upload')}>
          {trip.TripID}
        </Anchor>
      </Table.Th>
      <Table.Td>{formatDisplayDate(trip.localDate)}</Table.Td>
      <Table.Td>{trip.TruckNumber}</Table.Td>
      <Table.Td>{trip.Vendor}</Table.Td>
      <Table.Td>{trip.DestinationFrom}</Table.Td>
      <Table.Td>{trip.DestinationTo}</Table.Td>
      <Table.Td>{tonsCell(trip.Weight)}</Table.Td>
      {MONEY_COLUMNS.map((column) => (
        <Table.Td key={column.label} ta="right">
          {moneyCell(column.value(trip))}
        </Table.Td>
      ))}
      {ATTACHMENT_COLUMNS.map((column) => (
        <Table.Td key={column.name}>
          <AttachmentDownload tripId={trip.TripID} label={column.label} attachment={trip[column.name]} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
});
