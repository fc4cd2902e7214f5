import { MESSAGES, formatDisplayDate, formatRupees, type Payment } from '@freightdesk/domain';
import { ActionIcon, Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconCash, IconFileDownload } from '@tabler/icons-react';
import { LoadingRows, StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadPaymentAdvice } from '../api/download-payment-advice';
import { useBillPayments } from '../api/get-bill-payments';
import { billsPaidBy, partForBill } from '../utils/payment-rows';

interface BillPaymentsProps {
  billId: string;
  /** Opens Record payment for the bill; absent once it is paid. */
  onRecord: (() => void) | undefined;
  onReverse: (payment: Payment) => void;
}

/** This bill's part of a payment; a reversal gives it back, shown with a minus. */
function shownAmount(payment: Payment, billId: string): string {
  const { amount } = partForBill(payment, billId);
  return payment.reverses ? `−${formatRupees(amount)}` : formatRupees(amount);
}

/** A payment across bills, seen from one of them: the whole amount and the other bills with their parts. */
function otherBillsText(payment: Payment, billId: string): string | null {
  const { others } = partForBill(payment, billId);
  if (others.length === 0) return null;
  const also = others.map((other) => `${other.billId} (${formatRupees(other.amount)})`).join(', ');
  return `One payment of ${formatRupees(billsPaidBy(payment).total)}, also for ${also}`;
}

/** The bill's payment history in its row detail: each payment, its advice PDF, and a reversal with its reason. */
export function BillPayments({ billId, onRecord, onReverse }: BillPaymentsProps) {
  const payments = useBillPayments(billId);
  const advice = useDownloadPaymentAdvice();

  function downloadAdvice(paymentId: string) {
    advice.mutate(paymentId, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) });
  }

  return (
    <Stack gap="xs" py="xs" component="section" aria-label={`Payments of ${billId}`}>
      {/* Record payment here too, in reach on a phone without scrolling the bills sideways. */}
      <Group gap="sm">
        <Title order={4}>Payments of {billId}</Title>
        {onRecord && (
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconCash size={14} aria-hidden />}
            aria-label={`Record payment for ${billId}`}
            onClick={onRecord}
          >
            Record payment
          </Button>
        )}
      </Group>
      <StateView
        query={payments}
        loadingLabel={`Loading payments of ${billId}`}
        skeleton={<LoadingRows label={`Loading payments of ${billId}`} rows={2} />}
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage="No payments recorded yet."
      >
        {(rows) => (
          <Table
            fz="sm"
            w="auto"
            withRowBorders={false}
            verticalSpacing={4}
            aria-label={`Payment history of ${billId}`}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Actions</Table.Th>
                <Table.Th>Date</Table.Th>
                <Table.Th>Payment</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th>Mode</Table.Th>
                <Table.Th>Reference</Table.Th>
                <Table.Th>Note</Table.Th>
                <Table.Th>By</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((payment) => {
                const others = otherBillsText(payment, billId);
                return (
                  <Table.Tr key={payment.id}>
                    <Table.Td>
                      <Group gap={4} wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={
                            payment.reverses
                              ? `Download reversal advice ${payment.id}`
                              : `Download payment advice ${payment.id}`
                          }
                          loading={advice.isPending && advice.variables === payment.id}
                          onClick={() => downloadAdvice(payment.id)}
                        >
                          <IconFileDownload size={18} aria-hidden />
                        </ActionIcon>
                        {!payment.reverses && !payment.reversedBy && (
                          <Button
                            size="compact-sm"
                            variant="subtle"
                            color="red"
                            leftSection={<IconArrowBackUp size={14} aria-hidden />}
                            aria-label={`Reverse payment ${payment.id}`}
                            onClick={() => onReverse(payment)}
                          >
                            Reverse
                          </Button>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{formatDisplayDate(payment.date)}</Table.Td>
                    <Table.Td>
                      <Group gap={6} wrap="nowrap">
                        <Text span size="sm">
                          {payment.reverses ? `Reversal of ${payment.reverses}` : payment.id}
                        </Text>
                        {payment.reverses && (
                          <Text span size="xs" c="dimmed">
                            ({payment.id})
                          </Text>
                        )}
                        {payment.reversedBy && (
                          <>
                            <Badge size="sm" color="gray" variant="light">
                              Reversed
                            </Badge>
                            <Text span size="xs" c="dimmed">
                              by {payment.reversedBy}
                            </Text>
                          </>
                        )}
                      </Group>
                      {others && (
                        <Text size="xs" c="dimmed">
                          {others}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{shownAmount(payment, billId)}</Table.Td>
                    <Table.Td>{payment.mode}</Table.Td>
                    <Table.Td>{payment.reference}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'normal' }}>
                      {payment.reverses ? payment.reason : payment.note}
                    </Table.Td>
                    <Table.Td>{payment.createdBy}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
      </StateView>
    </Stack>
  );
}
