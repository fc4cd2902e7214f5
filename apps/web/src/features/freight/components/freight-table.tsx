import type { FreightRate } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { FreightEditRow } from './freight-edit-row';
import { formatRate } from './freight-fields';

interface FreightTableProps {
  freightRates: FreightRate[];
  onDelete: (freightRate: FreightRate) => void;
}

/** The freight rates, one row at a time editable in place. */
export function FreightTable({ freightRates, onDelete }: FreightTableProps) {
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
    <ResponsiveTable minWidth={560} label="Freight rates table" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Index</Table.Th>
          <Table.Th>From</Table.Th>
          <Table.Th>To</Table.Th>
          <Table.Th>Rate</Table.Th>
          <Table.Th>Edit</Table.Th>
          <Table.Th>Delete</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {freightRates.map((freightRate) =>
          freightRate._id === editingId ? (
            <FreightEditRow
              key={freightRate._id}
              freightRate={freightRate}
              onDone={(byKeyboard) => stopEdit(freightRate._id, byKeyboard)}
              onDelete={() => onDelete(freightRate)}
            />
          ) : (
            <Table.Tr key={freightRate._id}>
              <Table.Td>{freightRate.id}</Table.Td>
              <Table.Td>{freightRate.from}</Table.Td>
              <Table.Td>{freightRate.to}</Table.Td>
              <Table.Td>{formatRate(freightRate.rate)}</Table.Td>
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  autoFocus={returnFocusTo === freightRate._id}
                  onClick={() => startEdit(freightRate._id)}
                >
                  Edit
                </Button>
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(freightRate)}>
                  Delete
                </Button>
              </Table.Td>
            </Table.Tr>
          ),
        )}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
