import { CUSTOMER_LEDGER_KIND_LABELS, formatRupees, formatDisplayDate, type CustomerLedger } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const COLUMNS = 6;

const balanceRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 700 };

/** A debit or a credit: blank when the line has none, so each line reads on one side. */
const sideAmount = (amount: number) => (amount === 0 ? '' : formatRupees(amount));

/**
 * The customer's account for the period: the opening balance; each invoice (debit), credit note (credit), receipt
 * (credit of what it settles, the TDS with the money) and reversal (debit back) in date order with the running
 * balance, what the customer owes; the period's totals; the closing balance.
 */
export function CustomerLedgerTable({
  ledger,
  period,
}: {
  ledger: CustomerLedger;
  period: { startDate: string; endDate: string };
}) {
  return (
    <ResponsiveTable minWidth={720} label="Customer ledger table" aria-label="Customer ledger" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          <Table.Th>Kind</Table.Th>
          <Table.Th>Ref</Table.Th>
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr style={balanceRowStyle} aria-label="Opening balance">
          <Table.Td>{formatDisplayDate(period.startDate)}</Table.Td>
          <Table.Td colSpan={COLUMNS - 2}>Opening balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.opening)}</Table.Td>
        </Table.Tr>
        {ledger.entries.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={COLUMNS} ta="center" c="dimmed" py="md">
              No invoices, credit notes or receipts in this period.
            </Table.Td>
          </Table.Tr>
        )}
        {ledger.entries.map((entry, line) => (
          <Table.Tr key={`${entry.kind}-${entry.ref}-${line}`}>
            <Table.Td>{formatDisplayDate(entry.date)}</Table.Td>
            <Table.Td>{CUSTOMER_LEDGER_KIND_LABELS[entry.kind]}</Table.Td>
            <Table.Td style={{ whiteSpace: 'normal', minWidth: 180 }}>{entry.ref}</Table.Td>
            <Table.Td ta="right">{sideAmount(entry.debit)}</Table.Td>
            <Table.Td ta="right">{sideAmount(entry.credit)}</Table.Td>
            <Table.Td ta="right">{formatRupees(entry.balance)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={balanceRowStyle} aria-label="Totals">
          <Table.Td colSpan={COLUMNS - 3}>Total</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.totals.debit)}</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.totals.credit)}</Table.Td>
          <Table.Td />
        </Table.Tr>
        <Table.Tr style={balanceRowStyle} aria-label="Closing balance">
          <Table.Td>{formatDisplayDate(period.endDate)}</Table.Td>
          <Table.Td colSpan={COLUMNS - 2}>Closing balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.closing)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
