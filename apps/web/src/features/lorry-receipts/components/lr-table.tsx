import {
  FREIGHT_TERMS_LABELS,
  ewayAlert,
  formatAmount,
  formatDisplayDate,
  type LorryReceipt,
} from '@freightdesk/domain';
import { Anchor, Table, Text } from '@mantine/core';
import type { CSSProperties } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { formatOfficeDateTime } from '../utils/lr-times';
import { LrStatusBadge } from './lr-status-badge';

const HEADINGS = [
  'LR No',
  'Date',
  'Trip ID',
  'Truck',
  'From -> To',
  'Consignor',
  'Consignee',
  'Goods',
  'Packages',
  'Terms',
  'E-way bill validity',
] as const;

const MONEY_HEADINGS = ['Rate', 'Freight'] as const;

// Party names and goods wrap, so the other columns keep their width.
const wrapStyle: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 90 };

/** An e-way bill past its time while the goods are still on the road is marked, as the bell marks it. */
function ewayExpired(lr: LorryReceipt): boolean {
  const onTheRoad = lr.status === 'Booked' || lr.status === 'In transit';
  return onTheRoad && lr.ewayBillValidUntil !== null && ewayAlert(lr.ewayBillValidUntil) === 'expired';
}

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : formatAmount(amount);

interface LrTableProps {
  lrs: readonly LorryReceipt[];
  /** The office sees the customer's rate and freight. */
  showsMoney: boolean;
  onOpen: (lrNo: string) => void;
}

/** The LRs of a search, newest first as the server lists them; a row opens its LR. */
export function LrTable({ lrs, showsMoney, onOpen }: LrTableProps) {
  const headings = [...HEADINGS, ...(showsMoney ? MONEY_HEADINGS : []), 'Status'];
  return (
    <ResponsiveTable
      minWidth={showsMoney ? 1400 : 1250}
      label="Lorry receipts table"
      aria-label="Lorry receipts"
      fz="sm"
    >
      {showsMoney && (
        <Table.Caption ta="right" mt={0} mb={4}>
          Rate in ₹ a ton, freight in ₹
        </Table.Caption>
      )}
      <Table.Thead>
        <Table.Tr>
          {headings.map((heading) => (
            <Table.Th
              key={heading}
              ta={heading === 'Packages' || heading === 'Rate' || heading === 'Freight' ? 'right' : undefined}
            >
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lrs.map((lr) => (
          <Table.Tr key={lr.lrNo} onClick={() => onOpen(lr.lrNo)} style={{ cursor: 'pointer' }}>
            <Table.Td>
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen(lr.lrNo);
                }}
              >
                {lr.lrNo}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDisplayDate(lr.date)}</Table.Td>
            <Table.Td>{lr.tripId}</Table.Td>
            <Table.Td>{lr.truck}</Table.Td>
            <Table.Td>
              {lr.from} -&gt; {lr.to}
            </Table.Td>
            <Table.Td style={wrapStyle}>{lr.consignor}</Table.Td>
            <Table.Td style={wrapStyle}>{lr.consignee}</Table.Td>
            <Table.Td style={wrapStyle}>{lr.goods}</Table.Td>
            <Table.Td ta="right">{lr.packages.toLocaleString('en-IN')}</Table.Td>
            <Table.Td>{FREIGHT_TERMS_LABELS[lr.freightTerms]}</Table.Td>
            <Table.Td>
              {lr.ewayBillValidUntil && (
                <Text
                  span
                  size="sm"
                  c={ewayExpired(lr) ? 'var(--mantine-color-red-light-color)' : undefined}
                  fw={ewayExpired(lr) ? 700 : undefined}
                >
                  {formatOfficeDateTime(lr.ewayBillValidUntil)}
                </Text>
              )}
            </Table.Td>
            {showsMoney && (
              <>
                {/* No rate typed and none of the paying customer's for the route on the trip's day. */}
                <Table.Td ta="right">{lr.rate === null ? 'No rate' : money(lr.rate)}</Table.Td>
                <Table.Td ta="right">{money(lr.freight)}</Table.Td>
              </>
            )}
            <Table.Td>
              <LrStatusBadge status={lr.status} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
