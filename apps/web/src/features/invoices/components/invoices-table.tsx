import { formatAmount, formatDisplayDate, type InvoiceSummary } from '@freightdesk/domain';
import { Anchor, Table } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';
import { PaymentStatusBadge } from '@/features/transactions/components/payment-status-badge';

const HEADINGS = [
  'Invoice No',
  'Date',
  'Due date',
  'Customer',
  'LRs',
  'Taxable',
  'Total',
  'Credited',
  'Received',
  'Balance',
  'Status',
] as const;

/** Headings of the columns holding figures, aligned right so the digits line up. */
const FIGURES: ReadonlySet<string> = new Set(['LRs', 'Taxable', 'Total', 'Credited', 'Received', 'Balance']);

interface InvoicesTableProps {
  invoices: InvoiceSummary[];
  onOpen: (invoiceNo: string) => void;
}

/** The invoices of a search, newest first as the server lists them; a row opens its invoice. */
export function InvoicesTable({ invoices, onOpen }: InvoicesTableProps) {
  return (
    <ResponsiveTable minWidth={1050} label="Invoices table" aria-label="Invoices" fz="sm">
      <Table.Caption ta="right" mt={0} mb={4}>
        Amounts in ₹
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading) => (
            <Table.Th key={heading} ta={FIGURES.has(heading) ? 'right' : undefined}>
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.map((invoice) => (
          <Table.Tr key={invoice.invoiceNo} onClick={() => onOpen(invoice.invoiceNo)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(invoice.invoiceNo);
                }}
              >
                {invoice.invoiceNo}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDisplayDate(invoice.date)}</Table.Td>
            <Table.Td>{formatDisplayDate(invoice.dueDate)}</Table.Td>
            <Table.Td style={{ whiteSpace: 'normal', minWidth: 160 }}>{invoice.customer}</Table.Td>
            <Table.Td ta="right">{invoice.lrCount.toLocaleString('en-IN')}</Table.Td>
            <Table.Td ta="right">{formatAmount(invoice.taxable)}</Table.Td>
            <Table.Td ta="right">{formatAmount(invoice.total)}</Table.Td>
            <Table.Td ta="right">{formatAmount(invoice.credited)}</Table.Td>
            <Table.Td ta="right">{formatAmount(invoice.received)}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatAmount(invoice.balance)}
            </Table.Td>
            <Table.Td>
              <PaymentStatusBadge status={invoice.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
