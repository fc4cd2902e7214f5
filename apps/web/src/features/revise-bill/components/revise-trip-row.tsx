import type { ReviseRow } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { memo } from 'react';
import { rowTint } from '@/components/responsive-table';
import { TripCells, shownFigure } from './trip-cells';

interface ReviseTripRowProps {
  row: ReviseRow;
  ticked: boolean;
  /** Set when an edit of this row just ended by keyboard, so the focus goes back to its Edit button. */
  focusEdit: boolean;
  onTick: (tripId: string, ticked: boolean) => void;
  onEdit: (tripId: string) => void;
}

/** One trip, read-only; memoised so ticking a box re-renders only its own row. */
export const ReviseTripRow = memo(function ReviseTripRow({
  row,
  ticked,
  focusEdit,
  onTick,
  onEdit,
}: ReviseTripRowProps) {
  return (
    <Table.Tr style={rowTint(ticked ? 'var(--mantine-primary-color-light)' : undefined)}>
      <TripCells
        row={row}
        ticked={ticked}
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
