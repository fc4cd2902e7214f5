import { Button, Table } from '@mantine/core';
import { Fragment, useState, type ReactNode } from 'react';
import { ResponsiveTable } from './responsive-table';

interface EditableTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => string;
  label: string;
  minWidth: number;
  /** The column headers before Edit and Delete. */
  headers: readonly string[];
  /** A row's cells under those headers. */
  cells: (row: Row) => ReactNode[];
  /** The row turned into inputs; `onDone(byKeyboard)` leaves edit mode. */
  editRow: (row: Row, onDone: (byKeyboard: boolean) => void) => ReactNode;
  onDelete: (row: Row) => void;
}

/** Rows one at a time editable in place, each with an Edit and a Delete button. */
export function EditableTable<Row>(props: EditableTableProps<Row>) {
  const { rows, rowKey, label, minWidth, headers, cells, editRow, onDelete } = props;
  const [editingId, setEditingId] = useState<string | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<string | null>(null);

  function startEdit(id: string) {
    setReturnFocusTo(null);
    setEditingId(id);
  }

  function stopEdit(id: string, byKeyboard: boolean) {
    setEditingId((current) => (current === id ? null : current));
    setReturnFocusTo(byKeyboard ? id : null);
  }

  return (
    <ResponsiveTable minWidth={minWidth} label={label} striped>
      <Table.Thead>
        <Table.Tr>
          {headers.map((header) => (
            <Table.Th key={header}>{header}</Table.Th>
          ))}
          <Table.Th>Edit</Table.Th>
          <Table.Th>Delete</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const id = rowKey(row);
          if (id === editingId) {
            return <Fragment key={id}>{editRow(row, (byKeyboard) => stopEdit(id, byKeyboard))}</Fragment>;
          }
          return (
            <Table.Tr key={id}>
              {cells(row).map((cell, column) => (
                <Table.Td key={column}>{cell}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  autoFocus={returnFocusTo === id}
                  onClick={() => startEdit(id)}
                >
                  Edit
                </Button>
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(row)}>
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
