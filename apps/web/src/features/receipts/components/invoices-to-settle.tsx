import { formatDisplayDate, formatRupees, fromPaise } from '@freightdesk/domain';
import { Alert, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { AmountInput } from '@/components/amount-input';
import { ResponsiveTable } from '@/components/responsive-table';
import type { SettlableInvoice } from '../utils/receipt-allocation';

interface InvoicesToSettleProps {
  customer: string;
  /** The customer's open invoices, oldest first. */
  invoices: readonly SettlableInvoice[];
  /** Each invoice's amount as typed (or filled). */
  shares: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** The amounts added up, and what they must add up to (amount + TDS; null while not typed), in paise. */
  sumPaise: number;
  settlesPaise: number | null;
  /** Why Save is disabled or was refused: the amounts and amount + TDS differ, or no invoice is settled. */
  problem: string | null;
  problemId: string;
  onShare: (invoiceNo: string, text: string) => void;
}

/** The customer's open invoices with what this receipt settles of each: filled oldest first, each editable. */
export function InvoicesToSettle(props: InvoicesToSettleProps) {
  const { customer, invoices, shares, errors, sumPaise, settlesPaise, problem, problemId, onShare } = props;
  const titleId = useId();
  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Text fw={500} size="sm" id={titleId}>
        Open invoices of {customer}
      </Text>
      <Text size="xs" c="dimmed">
        The amount received and the TDS deducted fill the oldest invoice first; each invoice&apos;s amount can be
        changed.
      </Text>
      <ResponsiveTable minWidth={640} label="Open invoices table" aria-labelledby={titleId} fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Invoice No</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Due</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Amount settled (₹)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.invoiceNo}>
              <Table.Th scope="row" fw={400}>
                {invoice.invoiceNo}
              </Table.Th>
              <Table.Td>{formatDisplayDate(invoice.date)}</Table.Td>
              <Table.Td>{formatDisplayDate(invoice.dueDate)}</Table.Td>
              <Table.Td ta="right">{formatRupees(invoice.total)}</Table.Td>
              <Table.Td ta="right">{formatRupees(invoice.balance)}</Table.Td>
              <Table.Td>
                <AmountInput
                  size="xs"
                  aria-label={`Amount for ${invoice.invoiceNo}`}
                  value={shares[invoice.invoiceNo] ?? ''}
                  error={errors[invoice.invoiceNo]}
                  onChange={(value) => onShare(invoice.invoiceNo, value)}
                  w={150}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <Text size="sm" aria-live="polite">
        On the invoices: <strong>{formatRupees(fromPaise(sumPaise))}</strong>
        {settlesPaise === null ? (
          ' (enter the amount received)'
        ) : (
          <>
            {' '}
            of <strong>{formatRupees(fromPaise(settlesPaise))}</strong> received with the TDS deducted
          </>
        )}
      </Text>
      {problem && (
        <Alert color="red" variant="light" id={problemId} p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
