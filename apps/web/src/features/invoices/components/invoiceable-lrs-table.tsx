import {
  FREIGHT_TERMS_LABELS,
  formatAmount,
  formatDisplayDate,
  formatTons,
  type LorryReceipt,
} from '@freightdesk/domain';
import { Checkbox, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { rowTint, ResponsiveTable } from '@/components/responsive-table';
import type { BlockedLr } from '../utils/invoiceable-lrs';

const HEADINGS = [
  'LR No',
  'Delivered on',
  'Trip ID',
  'Truck',
  'From -> To',
  'Charged weight (t)',
  'Rate (₹/t)',
  'Freight (₹)',
  'Terms',
] as const;

const FIGURES: ReadonlySet<string> = new Set(['Charged weight (t)', 'Rate (₹/t)', 'Freight (₹)']);

const reasonId = (lrNo: string) => `invoice-lr-reason-${lrNo.replace(/[^A-Za-z0-9-]/g, '-')}`;

interface InvoiceableLrsTableProps {
  ready: LorryReceipt[];
  blocked: BlockedLr[];
  selected: ReadonlySet<string>;
  /** Why the ticks cannot make an invoice (none ticked), once Issue was tried. */
  error: string | undefined;
  onToggle: (lrNo: string) => void;
  onToggleAll: () => void;
}

function LrCells({ lr }: { lr: LorryReceipt }) {
  return (
    <>
      <Table.Th scope="row" fw={500}>
        {lr.lrNo}
      </Table.Th>
      <Table.Td>{lr.deliveredOn ? formatDisplayDate(lr.deliveredOn) : ''}</Table.Td>
      <Table.Td>{lr.tripId}</Table.Td>
      <Table.Td>{lr.truck}</Table.Td>
      <Table.Td>
        {lr.from} -&gt; {lr.to}
      </Table.Td>
      <Table.Td ta="right">{lr.chargedWeight === null ? '' : formatTons(lr.chargedWeight)}</Table.Td>
      <Table.Td ta="right">{typeof lr.rate === 'number' ? formatAmount(lr.rate) : 'No rate'}</Table.Td>
      <Table.Td ta="right">{typeof lr.freight === 'number' ? formatAmount(lr.freight) : 'No freight'}</Table.Td>
      <Table.Td>{FREIGHT_TERMS_LABELS[lr.freightTerms]}</Table.Td>
    </>
  );
}

/**
 * The customer's delivered LRs with a checkbox each; those without a freight are greyed, cannot be ticked, and have
 * their reason listed under the table.
 */
export function InvoiceableLrsTable(props: InvoiceableLrsTableProps) {
  const { ready, blocked, selected, error, onToggle, onToggleAll } = props;
  const count = ready.reduce((sum, lr) => sum + (selected.has(lr.lrNo) ? 1 : 0), 0);
  return (
    <Stack gap="xs">
      <Group justify="space-between" gap="sm">
        <Checkbox
          label="Select all"
          checked={ready.length > 0 && count === ready.length}
          indeterminate={count > 0 && count < ready.length}
          disabled={ready.length === 0}
          onChange={onToggleAll}
        />
        <Text size="sm" c="dimmed" aria-live="polite">
          {count.toLocaleString('en-IN')} of {ready.length.toLocaleString('en-IN')} selected
        </Text>
      </Group>
      {error && (
        <Text size="sm" c="red" role="alert">
          {error}
        </Text>
      )}
      <ResponsiveTable
        minWidth={1100}
        label="Lorry receipts to invoice table"
        aria-label="Lorry receipts to invoice"
        stickyColumns={2}
        fz="sm"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <VisuallyHidden>Select</VisuallyHidden>
            </Table.Th>
            {HEADINGS.map((heading) => (
              <Table.Th key={heading} ta={FIGURES.has(heading) ? 'right' : undefined}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ready.map((lr) => (
            <Table.Tr
              key={lr.lrNo}
              style={rowTint(selected.has(lr.lrNo) ? 'var(--mantine-primary-color-light)' : undefined)}
            >
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${lr.lrNo}`}
                  checked={selected.has(lr.lrNo)}
                  onChange={() => onToggle(lr.lrNo)}
                />
              </Table.Td>
              <LrCells lr={lr} />
            </Table.Tr>
          ))}
          {blocked.map(({ lr }) => (
            <Table.Tr key={lr.lrNo} c="dimmed">
              <Table.Td>
                <Checkbox aria-label={`Select ${lr.lrNo}`} aria-describedby={reasonId(lr.lrNo)} disabled />
              </Table.Td>
              <LrCells lr={lr} />
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {/* Below the table rather than in it, so a phone shows the whole reason without scrolling sideways. */}
      {blocked.length > 0 && (
        <Stack gap={4} c="dimmed">
          <Text size="sm" fw={500}>
            Not ready to invoice
          </Text>
          {blocked.map(({ lr, reason }) => (
            <Text key={lr.lrNo} id={reasonId(lr.lrNo)} size="sm">
              {reason}
            </Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
