import { formatRupees, type TdsReceivable } from '@freightdesk/domain';
import { Badge, Group, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const HEADINGS = ['Customer', 'PAN', 'GSTIN', 'Receipts', 'Amount received', 'TDS deducted'] as const;
const FIRST_FIGURE = 3;

const totalStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
const flaggedStyle = rowTint('var(--mantine-color-red-light)');

/** The quarter's TDS per customer, to match with Form 26AS / AIS, and the quarter's totals at the foot. */
export function TdsReceivableTable({ register }: { register: TdsReceivable }) {
  return (
    <ResponsiveTable minWidth={820} label="TDS receivable table" aria-label="TDS receivable" fz="sm">
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading, column) => (
            <Table.Th key={heading} ta={column >= FIRST_FIGURE ? 'right' : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {register.rows.map((row) => (
          <Table.Tr key={row.customer} style={row.panValid ? undefined : flaggedStyle}>
            <Table.Th scope="row" fw={500} style={{ whiteSpace: 'normal', minWidth: 160 }}>
              {row.customer}
            </Table.Th>
            <Table.Td>
              <Group gap={6} wrap="nowrap">
                <Text span size="sm">
                  {row.pan}
                </Text>
                {!row.panValid && (
                  <Badge color="red" variant="light" miw="max-content">
                    No valid PAN
                  </Badge>
                )}
              </Group>
            </Table.Td>
            <Table.Td>{row.gstin}</Table.Td>
            <Table.Td ta="right">{row.receipts.toLocaleString('en-IN')}</Table.Td>
            <Table.Td ta="right">{formatRupees(row.amountReceived)}</Table.Td>
            <Table.Td ta="right">{formatRupees(row.tdsDeducted)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={totalStyle} aria-label="Quarter total">
          <Table.Td colSpan={FIRST_FIGURE}>
            Total of {register.quarter} FY {register.fy}
          </Table.Td>
          <Table.Td ta="right">{register.totals.receipts.toLocaleString('en-IN')}</Table.Td>
          <Table.Td ta="right">{formatRupees(register.totals.amountReceived)}</Table.Td>
          <Table.Td ta="right">{formatRupees(register.totals.tdsDeducted)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
