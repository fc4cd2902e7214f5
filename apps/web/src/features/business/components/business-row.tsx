import { formatDisplayDate, type TripRecord } from '@freightdesk/domain';
import { Anchor, Table } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import { writeActiveModule } from '@/app/shell/hooks/use-active-module';
import { tripPath, type TripOpenedFrom } from '@/config/paths';
import { rowTint } from '@/components/responsive-table';
import { SAVED_ROW_TINT, useSavedTripRow } from '@/hooks/use-saved-trip-row';
import { MONEY_COLUMNS } from '../utils/business-figures';
import { AttachmentDownload } from './attachment-download';
import type { TripMargin } from '../utils/margin-figures';
import { ATTACHMENT_COLUMNS, lossColor, moneyCell, tonsCell } from './business-cells';

interface BusinessRowProps {
  trip: TripRecord;
  /** Just saved in its form, which returned to this search: the row stands out. */
  saved: boolean;
  /** This search, which the trip's form returns to once saved. */
  openedFrom: TripOpenedFrom;
  /** The Revenue and Margin columns are there: the search has a range the margins call covers. */
  showMargins: boolean;
  /** The trip's figures from the margins call; blank cells while it loads or when it failed. */
  margin: TripMargin | undefined;
}

/** One trip; memoised so turning a page redraws only the rows that change. */
export const BusinessRow = memo(function BusinessRow(props: BusinessRowProps) {
  const { trip, saved, openedFrom, showMargins, margin } = props;
  const row = useSavedTripRow(saved);
  return (
    <Table.Tr ref={row} aria-current={saved || undefined} style={rowTint(saved ? SAVED_ROW_TINT : undefined)}>
      <Table.Th scope="row">
        <Anchor
          inherit
          component={Link}
          to={tripPath(trip.TripID)}
          state={openedFrom}
          onClick={() => writeActiveModule('upload')}
        >
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
      {showMargins && (
        <>
          <Table.Td ta="right">{moneyCell(margin?.revenue)}</Table.Td>
          <Table.Td ta="right" c={lossColor(margin?.margin)}>
            {moneyCell(margin?.margin)}
          </Table.Td>
        </>
      )}
      {ATTACHMENT_COLUMNS.map((column) => (
        <Table.Td key={column.name}>
          <AttachmentDownload tripId={trip.TripID} label={column.label} attachment={trip[column.name]} />
        </Table.Td>
      ))}
    </Table.Tr>
  );
});
