import {
  formatAmount,
  formatDayHeading,
  formatTons,
  groupByDay,
  type Payment,
  type TransactionRow,
} from '@freightdesk/domain';
import { ActionIcon, Anchor, Group, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconChevronDown, IconChevronRight, IconCash, IconFileDownload, IconTrash } from '@tabler/icons-react';
import { Fragment, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';
import { reviseBillPath } from '@/config/paths';
import { isTotals } from '../utils/transaction-rows';
import { BillPayments } from './bill-payments';
import { PaymentStatusBadge } from './payment-status-badge';

const HEADINGS = [
  'Bill ID',
  'Vendor',
  'Weight',
  'Actual Weight',
  'Freight',
  'Rate',
  'Diesel',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
  'TDS',
  'Short',
  'Remarks',
  'GST Amount',
  'Amount',
  'Paid',
  'Balance',
] as const;

/** The money and weight columns, right-aligned. */
const FIGURE_COLUMNS = { first: 2, last: 17 } as const;

// Theme colours, so the day and totals rows read in the dark theme too.
const dayRowStyle = rowTint('var(--mantine-color-default-hover)');
const totalsRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
// Two-word headings may take two lines, so every money column fits a 1440 px screen beside the menu.
const headingStyle: CSSProperties = { whiteSpace: 'normal', fontSize: 11 };
// Vendor names wrap, a long word too, so the money columns keep the width.
const vendorStyle: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 80 };
// At least 24 px each way (WCAG 2.5.8), so the bill's link and its icons stay easy to hit in a narrow column.
const ICON_SIZE = 24;
const billLinkStyle: CSSProperties = { display: 'inline-flex', alignItems: 'center', minWidth: 24, minHeight: 28 };

interface TransactionsTableProps {
  /** The bills on screen, without a totals row. */
  bills: TransactionRow[];
  /** The totals of those bills, shown last; null when there are no bills. */
  totals: TransactionRow | null;
  /** Shown in place of the rows when there are none. */
  emptyMessage: string;
  /** The bill whose PDF is on its way, if any. */
  downloadingId: string | null;
  onDownload: (billId: string) => void;
  onDelete: (bill: TransactionRow) => void;
  onRecordPayment: (bill: TransactionRow) => void;
  onReversePayment: (payment: Payment) => void;
}

/** Nothing more can be paid on a bill paid in full or cancelled. */
const payable = (bill: TransactionRow) => bill.status !== 'Paid' && bill.status !== 'Cancelled';

/**
 * The money and weight cells shared by a bill and the totals row, right-aligned so the digits line up; the amounts
 * without the ₹ the caption states once, so every column fits a 1440 px screen with totals in crores.
 */
function FigureCells({ row }: { row: TransactionRow }) {
  const totals = isTotals(row);
  const figures = [
    formatTons(row.weight),
    formatTons(row.actual_weight),
    formatAmount(row.freight),
    totals ? '' : formatAmount(row.rate),
    formatAmount(row.diesel),
    formatAmount(row.advance),
    formatAmount(row.toll),
    formatAmount(row.adblue),
    formatAmount(row.greasing),
    formatAmount(row.tds),
    formatAmount(row.short),
    formatAmount(row.remarks),
    formatAmount(row.gst),
    formatAmount(row.amount),
    formatAmount(row.paid),
    formatAmount(row.balance),
  ];
  return figures.map((figure, index) => (
    <Table.Td key={HEADINGS[index + 2]} ta="right">
      {figure}
    </Table.Td>
  ));
}

/** The bills of a date range, one group per day, with the totals row at the foot. */
export function TransactionsTable(props: TransactionsTableProps) {
  const { bills, totals, emptyMessage, downloadingId, onDownload, onDelete, onRecordPayment, onReversePayment } = props;
  const days = groupByDay(bills, (bill) => bill.date);
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());

  function toggle(billId: string) {
    setOpened((current) => {
      const next = new Set(current);
      if (!next.delete(billId)) next.add(billId);
      return next;
    });
  }

  return (
    <ResponsiveTable
      minWidth={1100}
      label="Transactions table"
      aria-label="Transactions"
      fz={12}
      horizontalSpacing={3}
      captionSide="top"
    >
      <Table.Caption ta="right" mt={0} mb={4}>
        Amounts in ₹, weights in tons
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading, index) => (
            <Table.Th
              key={heading}
              ta={index >= FIGURE_COLUMNS.first && index <= FIGURE_COLUMNS.last ? 'right' : undefined}
              style={headingStyle}
            >
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      {days.length === 0 && (
        <Table.Tbody>
          <Table.Tr>
            <Table.Td colSpan={HEADINGS.length} ta="center" c="dimmed" py="lg">
              {emptyMessage}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      )}
      {days.map(({ day, records }) => (
        <Table.Tbody key={day}>
          <Table.Tr style={dayRowStyle}>
            <Table.Th colSpan={HEADINGS.length} scope="colgroup">
              {formatDayHeading(day)}
            </Table.Th>
          </Table.Tr>
          {records.map((bill) => {
            const showPayments = opened.has(bill.billing_id);
            return (
              <Fragment key={bill._id}>
                <Table.Tr>
                  <Table.Td>
                    {/* The id, the bill's actions under it, then its status: a narrow column, so every money
                        column fits a 1440 px screen. */}
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        size={ICON_SIZE}
                        variant="subtle"
                        color="gray"
                        aria-label={`Payments of ${bill.billing_id}`}
                        aria-expanded={showPayments}
                        onClick={() => toggle(bill.billing_id)}
                      >
                        {showPayments ? (
                          <IconChevronDown size={16} aria-hidden />
                        ) : (
                          <IconChevronRight size={16} aria-hidden />
                        )}
                      </ActionIcon>
                      <Tooltip label="Revise this bill" withArrow>
                        <Anchor component={Link} to={reviseBillPath(bill.billing_id)} fw={500} style={billLinkStyle}>
                          {bill.billing_id}
                        </Anchor>
                      </Tooltip>
                    </Group>
                    <Group gap={2} wrap="nowrap">
                      <ActionIcon
                        size={ICON_SIZE}
                        variant="subtle"
                        aria-label={`Download bill ${bill.billing_id}`}
                        loading={downloadingId === bill.billing_id}
                        onClick={() => onDownload(bill.billing_id)}
                      >
                        <IconFileDownload size={18} aria-hidden />
                      </ActionIcon>
                      <Tooltip label="Record payment" withArrow>
                        <ActionIcon
                          size={ICON_SIZE}
                          variant="subtle"
                          color="teal"
                          disabled={!payable(bill)}
                          aria-label={`Record payment for ${bill.billing_id}`}
                          onClick={() => onRecordPayment(bill)}
                        >
                          <IconCash size={18} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                      <ActionIcon
                        size={ICON_SIZE}
                        variant="subtle"
                        color="red"
                        disabled={bill.status === 'Cancelled'}
                        aria-label={`Delete bill ${bill.billing_id}`}
                        onClick={() => onDelete(bill)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
                    <Stack gap={2} mt={2} align="flex-start">
                      {bill.status && <PaymentStatusBadge status={bill.status} />}
                      {bill.revision > 0 && (
                        <Text size="xs" c="dimmed">
                          Revision {bill.revision}
                        </Text>
                      )}
                    </Stack>
                  </Table.Td>
                  <Table.Td style={vendorStyle}>{bill.vendor}</Table.Td>
                  <FigureCells row={bill} />
                </Table.Tr>
                {showPayments && (
                  <Table.Tr>
                    <Table.Td colSpan={HEADINGS.length}>
                      <BillPayments
                        billId={bill.billing_id}
                        onRecord={payable(bill) ? () => onRecordPayment(bill) : undefined}
                        onReverse={onReversePayment}
                      />
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      ))}
      {totals && (
        <Table.Tfoot>
          <Table.Tr style={totalsRowStyle} aria-label="Totals">
            <Table.Td>{totals.billing_id}</Table.Td>
            <Table.Td />
            <FigureCells row={totals} />
          </Table.Tr>
        </Table.Tfoot>
      )}
    </ResponsiveTable>
  );
}
