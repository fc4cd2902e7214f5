import { Button, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFieldDraft, type Draft, type DraftFieldProps, type DraftRules } from '@/hooks/use-field-draft';
import { useRowEdit } from '@/hooks/use-row-edit';

interface InlineEditRowProps<Key extends string, Value> {
  /** The row's number, which is not edited. */
  index: ReactNode;
  initial: () => Draft<Key>;
  rules: DraftRules<Key, Value>;
  /** The edited fields in the table's column order. */
  columns: readonly Key[];
  /**
   * A field's input; in a table row its column header names it. `draftField` gives another field's, for an input that
   * brings a second one with it (the vendor's TDS rate and its reason).
   */
  input: (props: DraftFieldProps<Key>, draftField: (field: Key) => DraftFieldProps<Key>) => ReactNode;
  saving: boolean;
  /** Saves the checked record, then calls `onDone` with `byKeyboard`. */
  onSave: (value: Value, byKeyboard: boolean) => void;
  /** Leaves edit mode; `byKeyboard` hands the focus back to the row's Edit button. */
  onDone: (byKeyboard: boolean) => void;
  onDelete: () => void;
}

/** A table row turned into inputs: Enter or Save saves, Escape or a click outside the row cancels. */
export function InlineEditRow<Key extends string, Value extends Partial<Record<Key, unknown>>>(
  props: InlineEditRowProps<Key, Value>,
) {
  const { index, initial, rules, columns, input, saving, onSave, onDone, onDelete } = props;
  const { fieldProps, check } = useFieldDraft(initial, rules);
  const { rowRef, onKeyDown } = useRowEdit({ save: () => save(true), cancel: onDone, enabled: !saving });

  function save(byKeyboard: boolean) {
    if (saving) return;
    const value = check(rowRef.current);
    if (value) onSave(value, byKeyboard);
  }

  return (
    <Table.Tr ref={rowRef} onKeyDown={onKeyDown} style={{ verticalAlign: 'top' }}>
      <Table.Td>{index}</Table.Td>
      {columns.map((field, position) => (
        <Table.Td key={field}>{input({ ...fieldProps(field), autoFocus: position === 0 }, fieldProps)}</Table.Td>
      ))}
      <Table.Td>
        <Button size="compact-sm" onClick={() => save(false)} loading={saving}>
          Save
        </Button>
      </Table.Td>
      <Table.Td>
        <Button size="compact-sm" variant="light" color="red" onClick={onDelete} disabled={saving}>
          Delete
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
