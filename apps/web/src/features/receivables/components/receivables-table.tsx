import { RECEIVABLE_BUCKETS, RECEIVABLE_LABELS, formatRupees } from '@freightdesk/domain';
import { Anchor, Button, Table, VisuallyHidden } from '@mantine/core';
import { IconReceiptRupee } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ResponsiveTable, rowTint } from '@/components/responsive-table';
import { customerLedgerPath } from '@/config/paths';
import { ledgerPeriodAsOf } from '../utils/receivables-day';
import type { ReceivableRow, ReceivablesTotals } from '../utils/receivables-totals';

const totalsRowStyle: CSSProperties = { ...rowTint('var(--mantine-color-default-border)'), fontWeight: 700 };
const customerStyle: CSSProperties = { whiteSpace: 'normal', minWidth: 160 };

/** Invoiced, received, balance and the balance by days past due, as a row's cells. */
function FigureCells({ figures }: { figures: ReceivablesTotals }) {
  const amounts = [
    figures.invoiced,
    figures.received,
    figures.balance,
    ...RECEIVABLE_BUCKETS.map((bucket) => figures.buckets[bucket]),
  ];
  return amounts.map((amount, column) => (
    <Table.Td key={column} ta="right">
      {formatRupees(amount)}
    </Table.Td>
  ));
}

interface ReceivablesTableProps {
  rows: readonly ReceivableRow[];
  totals: ReceivablesTotals;
  /** The day the balances are taken as of: a customer's name opens its ledger up to it. */
  asOf: string;
  onRecordReceipt: (customer: string) => void;
}

/** Per customer, largest balance first, aged by days past due, with every customer's totals at the foot. */
export function ReceivablesTable({ rows, totals, asOf, onRecordReceipt }: ReceivablesTableProps) {
  const period = ledgerPeriodAsOf(asOf);
  return (
    <ResponsiveTable minWidth={1180} label="Receivables table" aria-label="Receivables" fz="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Customer</Table.Th>
          <Table.Th ta="right">Invoiced</Table.Th>
          <Table.Th ta="right">Received</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          {RECEIVABLE_BUCKETS.map((bucket) => (
            <Table.Th key={bucket} ta="right">
              {RECEIVABLE_LABELS[bucket]}
            </Table.Th>
          ))}
          {/* Positioned, so that the hidden text stays inside the table's scrolling box. */}
          <Table.Th pos="relative">
            <VisuallyHidden>Action</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.customer}>
            <Table.Th scope="row" fw={400} style={customerStyle}>
              <Anchor component={Link} to={customerLedgerPath({ customer: row.customer, ...period })} size="sm">
                {row.customer}
              </Anchor>
            </Table.Th>
            <FigureCells figures={row} />
            <Table.Td>
              <Button
                size="compact-sm"
                variant="light"
                leftSection={<IconReceiptRupee size={14} aria-hidden />}
                aria-label={`Record receipt from ${row.customer}`}
                onClick={() => onRecordReceipt(row.customer)}
              >
                Record receipt
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr style={totalsRowStyle} aria-label="Totals">
          <Table.Td>Total</Table.Td>
          <FigureCells figures={totals} />
          <Table.Td />
        </Table.Tr>
      </Table.Tfoot>
    </ResponsiveTable>
  );
}
