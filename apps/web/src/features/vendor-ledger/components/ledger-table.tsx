import { formatDisplayDate, formatRupees, type LedgerKind, type VendorLedger } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const KIND_LABELS: Record<LedgerKind, string> = { bill: 'Bill', payment: 'Payment', reversal: 'Reversal' };

const balanceRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 700 };

/** A debit or a credit: blank when the line has none, so each line reads on one side. */
const sideAmount = (amount: number) => (amount === 0 ? '' : formatRupees(amount));

/**
 * The vendor's account for the period: the opening balance, each bill (credit to the vendor), payment (debit) and
 * reversal (credit back) in date order with the running balance, and the closing balance.
 */
export function LedgerTable({
  ledger,
  period,
}: {
  ledger: VendorLedger;
  period: { startDate: string; endDate: string };
}) {
  return (
    <ResponsiveTable minWidth={640} label="Ledger table" aria-label="Ledger" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Entry</Table.Th>
          <Table.Th>Reference</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr style={balanceRowStyle} aria-label="Opening balance">
          <Table.Td>{formatDisplayDate(period.startDate)}</Table.Td>
          <Table.Td colSpan={4}>Opening balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.opening)}</Table.Td>
        </Table.Tr>
        {ledger.entries.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={6} ta="center" c="dimmed" py="md">
              No bills or payments in this period.
            </Table.Td>
          </Table.Tr>
        )}
        {ledger.entries.map((entry, line) => (
          <Table.Tr key={`${entry.ref}-${line}`}>
            <Table.Td>{formatDisplayDate(entry.date)}</Table.Td>
            <Table.Td>{KIND_LABELS[entry.kind]}</Table.Td>
            <Table.Td>{entry.ref}</Table.Td>
            <Table.Td ta="right">{sideAmount(entry.debit)}</Table.Td>
            <Table.Td ta="right">{sideAmount(entry.credit)}</Table.Td>
            <Table.Td ta="right">{formatRupees(entry.balance)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={balanceRowStyle} aria-label="Closing balance">
          <Table.Td>{formatDisplayDate(period.endDate)}</Table.Td>
          <Table.Td colSpan={4}>Closing balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.closing)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
