import { CUSTOMER_LEDGER_KIND_LABELS, type CustomerLedger } from '@freightdesk/domain';
import { Table } from '@mantine/core';
import { LedgerTable } from '@/components/ledger-table';

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
    <LedgerTable
      ledger={ledger}
      period={period}
      label="Customer ledger"
      boxLabel="Customer ledger table"
      minWidth={720}
      headings={['Kind', 'Ref']}
      cells={(entry) => (
        <>
          <Table.Td>{CUSTOMER_LEDGER_KIND_LABELS[entry.kind]}</Table.Td>
          <Table.Td style={{ whiteSpace: 'normal', minWidth: 180 }}>{entry.ref}</Table.Td>
        </>
      )}
      emptyMessage="No invoices, credit notes or receipts in this period."
    />
  );
}
