import { formatAmount, formatDisplayDate, type Receipt } from '@freightdesk/domain';
import { Button, Table, VisuallyHidden } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { ResponsiveTable } from '@/components/responsive-table';
import { invoicePartsText, receiptSettles, receiptStanding } from '../utils/receipt-rows';

const HEADINGS = [
  'Receipt',
  'Date',
  'Mode',
  'Reference',
  'Received',
  'TDS',
  'Settles',
  'Invoices',
  'Status',
  '',
] as const;
const FIGURES: ReadonlySet<string> = new Set(['Received', 'TDS', 'Settles']);

interface CustomerReceiptsTableProps {
  receipts: readonly Receipt[];
  onReverse: (receipt: Receipt) => void;
}

/** A customer's receipts and reversals of the ledger's days, newest first; a receipt that stands can be reversed. */
export function CustomerReceiptsTable({ receipts, onReverse }: CustomerReceiptsTableProps) {
  return (
    <ResponsiveTable minWidth={1000} label="Receipts table" aria-label="Receipts" fz="sm">
      <Table.Caption ta="right" mt={0} mb={4}>
        Amounts in ₹
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          {HEADINGS.map((heading, column) => (
            // The action's heading is positioned, so that its hidden text stays inside the table's scrolling box.
            <Table.Th
              key={column}
              ta={FIGURES.has(heading) ? 'right' : undefined}
              pos={heading ? undefined : 'relative'}
            >
              {heading || <VisuallyHidden>Action</VisuallyHidden>}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {receipts.map((receipt) => {
          const standing = receiptStanding(receipt);
          return (
            <Table.Tr key={receipt.id}>
              <Table.Th scope="row" fw={500}>
                {receipt.id}
              </Table.Th>
              <Table.Td>{formatDisplayDate(receipt.date)}</Table.Td>
              <Table.Td>{receipt.mode}</Table.Td>
              <Table.Td>{receipt.reference}</Table.Td>
              <Table.Td ta="right">{formatAmount(receipt.amount)}</Table.Td>
              <Table.Td ta="right">{formatAmount(receipt.tdsDeducted)}</Table.Td>
              <Table.Td ta="right" fw={600}>
                {formatAmount(receiptSettles(receipt))}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 200 }}>{invoicePartsText(receipt)}</Table.Td>
              <Table.Td style={{ whiteSpace: 'normal', minWidth: 140 }}>{standing.label}</Table.Td>
              <Table.Td>
                {standing.reversible && (
                  <Button
                    size="compact-sm"
                    variant="light"
                    color="red"
                    leftSection={<IconArrowBackUp size={14} aria-hidden />}
                    aria-label={`Reverse receipt ${receipt.id}`}
                    onClick={() => onReverse(receipt)}
                  >
                    Reverse
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
