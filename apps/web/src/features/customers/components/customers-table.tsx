import type { Customer } from '@freightdesk/domain';
import { Button, Group, Table } from '@mantine/core';
import { IconPencil, IconRoute } from '@tabler/icons-react';
import { ResponsiveTable } from '@/components/responsive-table';

const HEADINGS = ['Name', 'GSTIN', 'State', 'PIN', 'Phone', 'Credit Days', 'Reverse Charge', 'Actions'] as const;

interface CustomersTableProps {
  customers: Customer[];
  onEdit: (customer: Customer) => void;
  onShowRates: (customer: Customer) => void;
}

/** The customers, each with its edit and its rates a click away. */
export function CustomersTable({ customers, onEdit, onShowRates }: CustomersTableProps) {
  return (
    <ResponsiveTable minWidth={960} label="Customers table" aria-label="Customers" striped>
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading) => (
            <Table.Th key={heading}>{heading}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {customers.map((customer) => (
          <Table.Tr key={customer.id}>
            <Table.Td>{customer.name}</Table.Td>
            <Table.Td>{customer.gstin}</Table.Td>
            <Table.Td>{customer.state}</Table.Td>
            <Table.Td>{customer.pin}</Table.Td>
            <Table.Td>{customer.phone}</Table.Td>
            <Table.Td>{customer.creditDays}</Table.Td>
            <Table.Td>{customer.reverseCharge ? 'Yes' : 'No'}</Table.Td>
            <Table.Td>
              <Group gap="xs" wrap="nowrap">
                <Button
                  size="compact-sm"
                  variant="default"
                  leftSection={<IconPencil size={14} aria-hidden />}
                  aria-label={`Edit ${customer.name}`}
                  onClick={() => onEdit(customer)}
                >
                  Edit
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  leftSection={<IconRoute size={14} aria-hidden />}
                  aria-label={`Rates of ${customer.name}`}
                  onClick={() => onShowRates(customer)}
                >
                  Rates
                </Button>
              </Group>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
