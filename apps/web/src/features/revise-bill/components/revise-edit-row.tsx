import { BILL_MESSAGES, type ReviseRow } from '@freightdesk/domain';
import { Button, Group, NumberInput, Table } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateReviseTrip, type ReviseTripUpdate } from '../api/update-revise-trip';
import { rowTint } from '@/components/responsive-table';
import { EDITABLE_FIELDS, TripCells, WEIGHT_FIELDS, type EditableField } from './trip-cells';

type Draft = Record<EditableField, number | string>;

const FIELDS = Object.keys(EDITABLE_FIELDS) as EditableField[];

function draftOf(row: ReviseRow): Draft {
  return Object.fromEntries(FIELDS.map((field) => [field, row[field] ?? ''])) as Draft;
}

/** The figures that differ from the stored ones; a cleared input clears the figure. */
function changesOf(row: ReviseRow, draft: Draft): ReviseTripUpdate['updateRows'] {
  const changes: ReviseTripUpdate['updateRows'] = {};
  for (const field of FIELDS) {
    const typed = draft[field];
    const value = typed === '' ? null : Number(typed);
    if (value !== row[field] && !Number.isNaN(value)) changes[field] = value;
  }
  return changes;
}

interface ReviseEditRowProps {
  row: ReviseRow;
  ticked: boolean;
  onTick: (tripId: string, ticked: boolean) => void;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
}

/** A trip's figures as inputs: Enter or Save saves and fetches the tables again, Escape or Cancel leaves them be. */
export function ReviseEditRow({ row, ticked, onTick, onDone }: ReviseEditRowProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const update = useUpdateReviseTrip();

  function save(byKeyboard: boolean) {
    if (update.isPending) return;
    const updateRows = changesOf(row, draft);
    if (Object.keys(updateRows).length === 0) {
      onDone(byKeyboard);
      return;
    }
    update.mutate(
      { trip_id: row.trip_id, bill_id: row.billing_id, updateRows },
      {
        onSuccess: (answer) => {
          notifySuccess(answer.message);
          onDone(byKeyboard);
        },
        onError: (error) => {
          notifyError(serverMessageOr(error, BILL_MESSAGES.reviseUpdateFailed));
          onDone(byKeyboard);
        },
      },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLTableRowElement>) {
    if (event.key === 'Escape' && !update.isPending) {
      event.preventDefault();
      onDone(true);
    } else if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      save(true);
    }
  }

  return (
    <Table.Tr onKeyDown={onKeyDown} style={rowTint('var(--mantine-color-yellow-light)')}>
      <TripCells
        row={row}
        ticked={ticked}
        onTick={onTick}
        figure={(field) => (
          <NumberInput
            size="xs"
            w={110}
            aria-label={EDITABLE_FIELDS[field]}
            value={draft[field]}
            onChange={(value) => setDraft((current) => ({ ...current, [field]: value }))}
            min={0}
            allowNegative={false}
            decimalScale={WEIGHT_FIELDS.includes(field) ? 3 : 2}
            thousandSeparator={false}
            hideControls
            autoFocus={field === 'weight'}
            disabled={update.isPending}
          />
        )}
        actions={
          <Group gap={6} wrap="nowrap">
            <Button size="compact-sm" onClick={() => save(false)} loading={update.isPending}>
              Save
            </Button>
            <Button size="compact-sm" variant="default" onClick={() => onDone(false)} disabled={update.isPending}>
              Cancel
            </Button>
          </Group>
        }
      />
    </Table.Tr>
  );
}
