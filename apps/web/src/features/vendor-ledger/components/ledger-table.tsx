import { LEDGER_KIND_LABELS, LEDGER_MESSAGES, type VendorLedger } from '@freightdesk/domain';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { LedgerTable as PartyLedgerTable } from '@/components/ledger-table';

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
      <PartyLedgerTable
        ledger={ledger}
        period={period}
        label="Ledger"
        boxLabel="Ledger table"
        minWidth={820}
        headings={['Entry', 'Number', 'Mode', 'Reference']}
        cells={(entry) => (
          <>
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
          </>
        )}
        emptyMessage="No bills or payments in this period."
      />
      {marked && (
        <Text size="sm" id={noteId}>
          {LEDGER_MESSAGES.cashAboveLimitNote.replace('{vendor}', vendor)}
        </Text>
      )}
    </Stack>
  );
}
