import type { ReviseRow } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { memo } from 'react';
import { rowTint } from '@/components/responsive-table';
import type { TripOpenedFrom } from '@/config/paths';
import { SAVED_ROW_TINT, useSavedTripRow } from '@/hooks/use-saved-trip-row';
import { TripCells, shownFigure } from './trip-cells';

interface ReviseTripRowProps {
  row: ReviseRow;
  ticked: boolean;
  /** Set when an edit of this row just ended by keyboard, so the focus goes back to its Edit button. */
  focusEdit: boolean;
  /** Just saved in its form, which returned to this bill: the row stands out. */
  saved: boolean;
  openedFrom: TripOpenedFrom;
  onTick: (tripId: string, ticked: boolean) => void;
  onEdit: (tripId: string) => void;
}

/** One trip, read-only; memoised so ticking a box re-renders only its own row. */
export const ReviseTripRow = memo(function ReviseTripRow({
  row,
  ticked,
  focusEdit,
  saved,
  openedFrom,
  onTick,
  onEdit,
}: ReviseTripRowProps) {
  const tableRow = useSavedTripRow(saved);
  const tint = saved ? SAVED_ROW_TINT : ticked ? 'var(--mantine-primary-color-light)' : undefined;
  return (
    <Table.Tr ref={tableRow} aria-current={saved || undefined} style={rowTint(tint)}>
      <TripCells
        row={row}
        ticked={ticked}
        openedFrom={openedFrom}
        onTick={onTick}
        figure={(field) => shownFigure(row, field)}
        actions={
          <Button
            size="compact-sm"
            variant="default"
            autoFocus={focusEdit}
            aria-label={`Edit trip ${row.trip_id}`}
            onClick={() => onEdit(row.trip_id)}
          >
            Edit
          </Button>
        }
      />
    </Table.Tr>
  );
});
