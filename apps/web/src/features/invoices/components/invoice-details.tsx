import {
  REVERSE_CHARGE_NOTE,
  formatAmount,
  formatDisplayDate,
  formatTons,
  toPaise,
  type Invoice,
} from '@freightdesk/domain';
import { SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { PaymentStatusBadge } from '@/features/transactions/components/payment-status-badge';
import { issuedTaxLines } from '../utils/invoice-preview';
import { AmountRow, AmountsTable, NoteRow } from './amounts-table';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

const gstMode = (gst: Invoice['gst']) => (gst.mode === 'reverse' ? 'Reverse charge' : `Forward charge, ${gst.rate}%`);

const LINE_HEADINGS = ['LR No', 'Trip ID', 'Truck', 'From -> To', 'Weight (t)', 'Rate (₹/t)', 'Freight (₹)'] as const;
const LINE_FIGURES: ReadonlySet<string> = new Set(['Weight (t)', 'Rate (₹/t)', 'Freight (₹)']);

/** An invoice as issued: who and when, its lines, its figures as printed, and where it stands now. */
export function InvoiceDetails({ invoice }: { invoice: Invoice }) {
  const freightPaise = invoice.lines.reduce((sum, line) => sum + toPaise(line.freight), 0);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Detail label="Invoice No">{invoice.invoiceNo}</Detail>
        <Detail label="Date">{formatDisplayDate(invoice.date)}</Detail>
        <Detail label="Due date">{formatDisplayDate(invoice.dueDate)}</Detail>
        <Detail label="Customer">{invoice.customer}</Detail>
        <Detail label="GST">{gstMode(invoice.gst)}</Detail>
        <Detail label="Status">
          <PaymentStatusBadge status={invoice.status} />
        </Detail>
      </SimpleGrid>
      <ResponsiveTable minWidth={640} label="Invoice lines table" aria-label="Invoice lines" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {LINE_HEADINGS.map((heading) => (
              <Table.Th key={heading} ta={LINE_FIGURES.has(heading) ? 'right' : undefined}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoice.lines.map((line) => (
            <Table.Tr key={line.lrNo}>
              <Table.Th scope="row" fw={500}>
                {line.lrNo}
                {line.creditNoteNo !== null && (
                  <Text size="xs" c="dimmed" fw={400}>
                    Credited by {line.creditNoteNo}
                  </Text>
                )}
              </Table.Th>
              <Table.Td>{line.tripId}</Table.Td>
              <Table.Td>{line.truck}</Table.Td>
              <Table.Td>
                {line.from} -&gt; {line.to}
              </Table.Td>
              <Table.Td ta="right">{formatTons(line.weight)}</Table.Td>
              <Table.Td ta="right">{formatAmount(line.rate)}</Table.Td>
              <Table.Td ta="right">{formatAmount(line.freight)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <Stack gap="xs">
          <Title order={4}>Amounts</Title>
          <AmountsTable label="Invoice amounts">
            <AmountRow label="Freight" paise={freightPaise} />
            {invoice.extraCharges.map((extra, index) => (
              <AmountRow key={`${index}:${extra.text}`} label={extra.text} paise={toPaise(extra.amount)} />
            ))}
            <AmountRow label="Taxable value" paise={toPaise(invoice.taxable)} />
            {invoice.gst.mode === 'reverse' ? (
              <NoteRow>{REVERSE_CHARGE_NOTE}</NoteRow>
            ) : (
              issuedTaxLines(invoice.gst).map((line) => (
                <AmountRow key={line.label} label={line.label} paise={line.paise} />
              ))
            )}
            <AmountRow label="Total" paise={toPaise(invoice.total)} strong />
          </AmountsTable>
          <Text size="sm">
            <Text span size="sm" c="dimmed">
              In words:{' '}
            </Text>
            {invoice.totalInWords}
          </Text>
        </Stack>
        <Stack gap="xs">
          <Title order={4}>Standing</Title>
          <AmountsTable label="Invoice standing">
            <AmountRow label="Credited" paise={toPaise(invoice.credited)} />
            <AmountRow label="Received" paise={toPaise(invoice.received)} />
            <AmountRow label="Balance" paise={toPaise(invoice.balance)} strong />
          </AmountsTable>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}
