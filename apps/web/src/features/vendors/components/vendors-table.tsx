import type { Vendor } from '@freightdesk/domain';
import { Button, Table } from '@mantine/core';
import { useState } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { VendorEditRow } from './vendor-edit-row';
import { TABLE_ORDER, VENDOR_FIELDS, shownValue } from './vendor-fields';

interface VendorsTableProps {
  vendors: Vendor[];
  onDelete: (vendor: Vendor) => void;
}

/** The vendors, one row at a time editable in place. */
export function VendorsTable({ vendors, onDelete }: VendorsTableProps) {
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
    <ResponsiveTable minWidth={1200} label="Vendors table" striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>#</Table.Th>
          {TABLE_ORDER.map((field) => (
            <Table.Th key={field}>{VENDOR_FIELDS[field].label}</Table.Th>
          ))}
          <Table.Th>Edit</Table.Th>
          <Table.Th>Delete</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {vendors.map((vendor) =>
          vendor.id === editingId ? (
            <VendorEditRow
              key={vendor.id}
              vendor={vendor}
              onDone={(byKeyboard) => stopEdit(vendor.id, byKeyboard)}
              onDelete={() => onDelete(vendor)}
            />
          ) : (
            <Table.Tr key={vendor.id}>
              <Table.Td>{vendor.index}</Table.Td>
              {TABLE_ORDER.map((field) => (
                <Table.Td key={field}>{shownValue(vendor, field)}</Table.Td>
              ))}
              <Table.Td>
                <Button
                  size="compact-sm"
                  variant="default"
                  autoFocus={returnFocusTo === vendor.id}
                  onClick={() => startEdit(vendor.id)}
                >
                  Edit
                </Button>
              </Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(vendor)}>
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
