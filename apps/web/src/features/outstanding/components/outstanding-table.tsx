import { AGEING_BUCKETS, AGEING_LABELS, formatRupees, type OutstandingRow } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';
import type { OutstandingTotals } from '../utils/outstanding-totals';

const totalsRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
const vendorStyle: CSSProperties = { whiteSpace: 'normal', minWidth: 140 };

/** Billed, paid, balance and the balance's ageing, as a row's cells. */
function FigureCells({ figures }: { figures: OutstandingTotals }) {
  const amounts = [
    figures.billed,
    figures.paid,
    figures.balance,
    ...AGEING_BUCKETS.map((bucket) => figures.buckets[bucket]),
  ];
  return amounts.map((amount, column) => (
    <Table.Td key={column} ta="right">
      {formatRupees(amount)}
    </Table.Td>
  ));
}

/** Per vendor, largest balance first, with every vendor's totals at the foot. */
export function OutstandingTable({ rows, totals }: { rows: OutstandingRow[]; totals: OutstandingTotals }) {
  return (
    <ResponsiveTable minWidth={900} label="Outstanding table" aria-label="Outstanding" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Vendor</Table.Th>
          <Table.Th ta="right">Billed</Table.Th>
          <Table.Th ta="right">Paid</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          {AGEING_BUCKETS.map((bucket) => (
            <Table.Th key={bucket} ta="right">
              {AGEING_LABELS[bucket]}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.vendor}>
            <Table.Td style={vendorStyle}>{row.vendor}</Table.Td>
            <FigureCells figures={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={totalsRowStyle} aria-label="Totals">
          <Table.Td>Total</Table.Td>
          <FigureCells figures={totals} />
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
