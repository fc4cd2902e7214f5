import {
  LEDGER_KIND_LABELS,
  LEDGER_MESSAGES,
  formatDisplayDate,
  formatRupees,
  type VendorLedger,
} from '@freightdesk/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useId, type CSSProperties } from 'react';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';

const COLUMNS = 8;

const balanceRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-hover)'), fontWeight: 700 };

/** A debit or a credit: blank when the line has none, so each line reads on one side. */
const sideAmount = (amount: number) => (amount === 0 ? '' : formatRupees(amount));

/**
 * The vendor's account for the period: the opening balance; each bill at its issued amount (credit to the vendor),
 * revision (its difference), cancellation (debit of what was owed), payment (debit, with its mode and UTR or cheque
 * number) and reversal (credit back) in date order with the running balance; the period's totals; the closing
 * balance. Cash payments of a day above the cash limit are marked and explained under the table.
 */
export function LedgerTable({
  ledger,
  vendor,
  period,
}: {
  ledger: VendorLedger;
  vendor: string;
  period: { startDate: string; endDate: string };
}) {
  const noteId = useId();
  const marked = ledger.entries.some((entry) => entry.cashAboveLimit);
  return (
    <Stack gap="xs">
      <ResponsiveTable minWidth={820} label="Ledger table" aria-label="Ledger" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Entry</Table.Th>
            <Table.Th>Number</Table.Th>
            <Table.Th>Mode</Table.Th>
            <Table.Th>Reference</Table.Th>
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
                No bills or payments in this period.
              </Table.Td>
            </Table.Tr>
          )}
          {ledger.entries.map((entry, line) => (
            <Table.Tr key={`${entry.kind}-${entry.ref}-${line}`}>
              <Table.Td>{formatDisplayDate(entry.date)}</Table.Td>
              <Table.Td>{LEDGER_KIND_LABELS[entry.kind]}</Table.Td>
              <Table.Td>{entry.ref}</Table.Td>
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  {entry.mode ?? ''}
                  {entry.cashAboveLimit && (
                    <Badge color="red" variant="light" size="sm" aria-describedby={noteId}>
                      Above the cash limit *
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              <Table.Td>{entry.reference ?? ''}</Table.Td>
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
      {marked && (
        <Text size="sm" id={noteId}>
          {LEDGER_MESSAGES.cashAboveLimitNote.replace('{vendor}', vendor)}
        </Text>
      )}
    </Stack>
  );
}
