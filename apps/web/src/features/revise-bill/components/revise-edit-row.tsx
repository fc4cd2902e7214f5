import { BILL_MESSAGES, reviseUpdateRequestSchema, type ReviseRow } from '@freightdesk/domain';
import { Button, Group, Table } from '@mantine/core';
import { useRef, useState, type KeyboardEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useUpdateReviseTrip, type ReviseTripUpdate } from '../api/update-revise-trip';
import { rowTint } from '@/components/responsive-table';
import type { TripOpenedFrom } from '@/config/paths';
import { EDITABLE_FIELDS, TripCells, type EditableField } from './trip-cells';

/** The figures as typed (issue 29: "1,25,000" is read, "12o" refused, never repaired). */
type Draft = Record<EditableField, string>;
type FieldErrors = Partial<Record<EditableField, string>>;
type Changes = ReviseTripUpdate['updateRows'];

// In the row's order, so the first refused figure takes the focus.
const FIELDS = Object.keys(EDITABLE_FIELDS) as EditableField[];

const asTyped = (value: number | null) => (value === null ? '' : String(value));

function draftOf(row: ReviseRow): Draft {
  return Object.fromEntries(FIELDS.map((field) => [field, asTyped(row[field])])) as Draft;
}

/**
 * The retyped figures read by the request's own schema: each refusal on its field, or the figures that differ from
 * the stored ones (a cleared input clears its figure).
 */
function readChanges(row: ReviseRow, draft: Draft): { changes: Changes } | { errors: FieldErrors } {
  const retyped = Object.fromEntries(
    FIELDS.filter((field) => draft[field] !== asTyped(row[field])).map((field) => [field, draft[field]]),
  );
  const read = reviseUpdateRequestSchema.shape.updateRows.safeParse(retyped);
  if (!read.success) {
    const errors: FieldErrors = {};
    for (const issue of read.error.issues) {
      const field = FIELDS.find((name) => name === issue.path[0]);
      if (field) errors[field] ??= issue.message;
    }
    return { errors };
  }
  const changes: Changes = {};
  for (const field of FIELDS) {
    const value = read.data[field];
    if (value !== undefined && value !== row[field]) changes[field] = value;
  }
  return { changes };
}

interface ReviseEditRowProps {
  row: ReviseRow;
  ticked: boolean;
  openedFrom: TripOpenedFrom;
  onTick: (tripId: string, ticked: boolean) => void;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
}

/** A trip's figures as inputs: Enter or Save saves and fetches the tables again, Escape or Cancel leaves them be. */
export function ReviseEditRow({ row, ticked, openedFrom, onTick, onDone }: ReviseEditRowProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(row));
  const [errors, setErrors] = useState<FieldErrors>({});
  const rowRef = useRef<HTMLTableRowElement>(null);
  const update = useUpdateReviseTrip();

  function change(field: EditableField, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function save(byKeyboard: boolean) {
    if (update.isPending) return;
    const reading = readChanges(row, draft);
    if ('errors' in reading) {
      setErrors(reading.errors);
      const firstRefused = FIELDS.find((field) => reading.errors[field] !== undefined);
      rowRef.current?.querySelector<HTMLInputElement>(`input[name="${firstRefused}"]`)?.focus();
      return;
    }
    const updateRows = reading.changes;
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
    <Table.Tr ref={rowRef} onKeyDown={onKeyDown} style={rowTint('var(--mantine-color-yellow-light)')}>
      <TripCells
        row={row}
        ticked={ticked}
        openedFrom={openedFrom}
        onTick={onTick}
        figure={(field) => (
          <AmountInput
            size="xs"
            w={110}
            name={field}
            aria-label={EDITABLE_FIELDS[field]}
            value={draft[field]}
            error={errors[field]}
            onChange={(value) => change(field, value)}
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
