import {
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  TRIP_MESSAGES,
  type TripRecord,
  TRIP_ATTACHMENT_LABELS,
} from '@freightdesk/domain';
import { Button, Table, Tooltip } from '@mantine/core';
import { memo } from 'react';
import { rowTint } from '@/components/responsive-table';
import { SAVED_ROW_TINT, useSavedTripRow } from '@/hooks/use-saved-trip-row';
import { AttachmentLink } from './attachment-link';
import { Cell, FigureCell, money, TripIdCell, tons, type ReportColumnsView } from './report-cells';

interface ReportRowProps extends ReportColumnsView {
  trip: TripRecord;
  /** Set when an edit of this row just ended by keyboard, so the focus goes back to its Edit button. */
  focusEdit: boolean;
  /** Just saved in its form, which returned here: the row stands out, in view, with the focus on its Trip ID. */
  saved: boolean;
  onEdit: (tripId: string) => void;
  onDelete: (trip: TripRecord) => void;
}

/** A billed trip changes only through Revise Bill, so its buttons say why they are off. */
function BilledButton({ label, reason }: { label: string; reason: string }) {
  return (
    <Tooltip label={reason} withArrow>
      <Button size="compact-sm" variant="default" data-disabled aria-disabled onClick={(e) => e.preventDefault()}>
        {label}
      </Button>
    </Tooltip>
  );
}

/** One trip of the report, read-only; memoised so a long list re-renders only the rows that change. */
export const ReportRow = memo(function ReportRow(props: ReportRowProps) {
  const { trip, showFreight, canDelete, focusEdit, saved, onEdit, onDelete } = props;
  const billed = trip.TransactionStatus === 'Billed' || trip.BillId !== null;
  const row = useSavedTripRow(saved);

  return (
    <Table.Tr ref={row} aria-current={saved || undefined} style={rowTint(saved ? SAVED_ROW_TINT : undefined)}>
      <TripIdCell tripId={trip.TripID} />
      <Cell>{trip.TruckNumber}</Cell>
      <Cell>{trip.Vendor}</Cell>
      <Cell>{trip.DestinationFrom}</Cell>
      <Cell>{trip.DestinationTo}</Cell>
      <Cell>{trip.TransactionStatus}</Cell>
      <FigureCell>{tons(trip.Weight)}</FigureCell>
      <FigureCell>{tons(trip.ActualWeight)}</FigureCell>
      <FigureCell>{tons(trip.DifferenceInWeight)}</FigureCell>
      {showFreight && <FigureCell>{money(trip.Freight)}</FigureCell>}
      <FigureCell>{money(trip.DieselAmount)}</FigureCell>
      <FigureCell>{money(trip.TDS)}</FigureCell>
      <FigureCell>{money(trip.Short)}</FigureCell>
      <FigureCell>{money(trip.Advance)}</FigureCell>
      <FigureCell>{money(trip.Toll)}</FigureCell>
      <FigureCell>{money(trip.Amount)}</FigureCell>
      {TRIP_ATTACHMENTS.map((name) => (
        <Cell key={name}>
          <AttachmentLink attachment={trip[name]} description={`${TRIP_ATTACHMENT_LABELS[name]} of ${trip.TripID}`} />
        </Cell>
      ))}
      <Cell>{trip.lrNo}</Cell>
      <Cell>{trip.consignor}</Cell>
      <Cell>{trip.consignee}</Cell>
      <Cell>
        {billed ? (
          <BilledButton label="Edit" reason={TRIP_MESSAGES.billed} />
        ) : (
          <Button size="compact-sm" variant="default" autoFocus={focusEdit} onClick={() => onEdit(trip.TripID)}>
            Edit
          </Button>
        )}
      </Cell>
      {canDelete && (
        <Cell>
          {billed ? (
            <BilledButton label="Delete" reason={REPORT_MESSAGES.deleteBilled} />
          ) : (
            <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(trip)}>
              Delete
            </Button>
          )}
        </Cell>
      )}
    </Table.Tr>
  );
});
