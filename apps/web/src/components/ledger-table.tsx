import { formatDisplayDate, formatRupees } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { ResponsiveTable, rowTint } from './responsive-table';

/** One line of a ledger as the API answers it, in rupees. */
interface LedgerEntry {
  date: string;
  kind: string;
  ref: string;
  debit: number;
  credit: number;
  balance: number;
}

/** A party's ledger over a period: opening + each line's movement = closing. */
interface Ledger<Entry extends LedgerEntry> {
  opening: number;
  entries: readonly Entry[];
  totals: { debit: number; credit: number };
  closing: number;
}

interface LedgerTableProps<Entry extends LedgerEntry> {
  ledger: Ledger<Entry>;
  period: { startDate: string; endDate: string };
  /** Names the table. */
  label: string;
  /** Names its scrolling box. */
  boxLabel: string;
  minWidth: number;
  /** The headings between Date and Debit. */
  headings: readonly string[];
  /** An entry's cells under those headings. */
  cells: (entry: Entry) => ReactNode;
  /** Said when the period has no entries. */
  emptyMessage: string;
}

const balanceRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 700 };

/** A debit or a credit: blank when the line has none, so each line reads on one side. */
const sideAmount = (amount: number) => (amount === 0 ? '' : formatRupees(amount));

/**
 * A party's account for the period: the opening balance; each entry in date order with its debit or credit and the
 * running balance; the period's totals; the closing balance.
 */
export function LedgerTable<Entry extends LedgerEntry>(props: LedgerTableProps<Entry>) {
  const { ledger, period, label, boxLabel, minWidth, headings, cells, emptyMessage } = props;
  // Date, the party's own headings, Debit, Credit and Balance.
  const columns = headings.length + 4;
  return (
    <ResponsiveTable minWidth={minWidth} label={boxLabel} aria-label={label} fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Date</Table.Th>
          {headings.map((heading) => (
            <Table.Th key={heading}>{heading}</Table.Th>
          ))}
          <Table.Th ta="right">Debit</Table.Th>
          <Table.Th ta="right">Credit</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Table.Tr style={balanceRowStyle} aria-label="Opening balance">
          <Table.Td>{formatDisplayDate(period.startDate)}</Table.Td>
          <Table.Td colSpan={columns - 2}>Opening balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.opening)}</Table.Td>
        </Table.Tr>
        {ledger.entries.length === 0 && (
          <Table.Tr>
            <Table.Td colSpan={columns} ta="center" c="dimmed" py="md">
              {emptyMessage}
            </Table.Td>
          </Table.Tr>
        )}
        {ledger.entries.map((entry, line) => (
          <Table.Tr key={`${entry.kind}-${entry.ref}-${line}`}>
            <Table.Td>{formatDisplayDate(entry.date)}</Table.Td>
            {cells(entry)}
            <Table.Td ta="right">{sideAmount(entry.debit)}</Table.Td>
            <Table.Td ta="right">{sideAmount(entry.credit)}</Table.Td>
            <Table.Td ta="right">{formatRupees(entry.balance)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={balanceRowStyle} aria-label="Totals">
          <Table.Td colSpan={columns - 3}>Total</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.totals.debit)}</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.totals.credit)}</Table.Td>
          <Table.Td />
        </Table.Tr>
        <Table.Tr style={balanceRowStyle} aria-label="Closing balance">
          <Table.Td>{formatDisplayDate(period.endDate)}</Table.Td>
          <Table.Td colSpan={columns - 2}>Closing balance</Table.Td>
          <Table.Td ta="right">{formatRupees(ledger.closing)}</Table.Td>
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
