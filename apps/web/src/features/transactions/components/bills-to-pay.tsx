import { formatDisplayDate, formatRupees } from '@freightdesk/domain';
import { Alert, Checkbox, Stack, Table, Text } from '@mantine/core';
import { useId } from 'react';
import { AmountInput } from '@/components/amount-input';
import type { PayableBill } from '../utils/payment-allocation';

interface BillsToPayProps {
  vendor: string;
  /** The vendor's open bills, oldest first. */
  bills: readonly PayableBill[];
  chosen: readonly string[];
  /** Each chosen bill's amount as typed (or filled). */
  shares: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  /** Why Record is disabled: the bills' amounts and the amount paid disagree, or no bill is ticked. */
  problem: string | null;
  problemId: string;
  onToggle: (billId: string, chosen: boolean) => void;
  onShare: (billId: string, text: string) => void;
}

/** The vendor's open bills: tick the ones this payment settles; the amount fills the oldest first, each editable. */
export function BillsToPay(props: BillsToPayProps) {
  const { vendor, bills, chosen, shares, errors, problem, problemId, onToggle, onShare } = props;
  const titleId = useId();
  const split = chosen.length > 1;

  return (
    <Stack gap={4} component="section" aria-labelledby={titleId}>
      <Text fw={500} size="sm" id={titleId}>
        Open bills of {vendor}
      </Text>
      <Text size="xs" c="dimmed">
        Tick every bill this payment settles: the amount fills the oldest bill first, and each bill&apos;s part can be
        changed.
      </Text>
      <Table fz="sm" verticalSpacing={4} aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Bill</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th ta="right">Balance</Table.Th>
            <Table.Th>Amount for the bill (₹)</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {bills.map((bill) => {
            const ticked = chosen.includes(bill.billId);
            return (
              <Table.Tr key={bill.billId}>
                <Table.Td>
                  <Checkbox
                    label={bill.billId}
                    checked={ticked}
                    onChange={(event) => onToggle(bill.billId, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>{formatDisplayDate(bill.date)}</Table.Td>
                <Table.Td ta="right">{formatRupees(bill.balance)}</Table.Td>
                <Table.Td>
                  {ticked && split ? (
                    <AmountInput
                      size="xs"
                      aria-label={`Amount for ${bill.billId}`}
                      value={shares[bill.billId] ?? ''}
                      error={errors[bill.billId]}
                      onChange={(value) => onShare(bill.billId, value)}
                      w={140}
                    />
                  ) : (
                    <Text size="xs" c="dimmed">
                      {ticked ? 'The whole amount' : 'Not paid now'}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {problem && (
        <Alert color="red" variant="light" id={problemId} p="xs">
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
