import { MESSAGES, formatRupees, paymentReversalSchema, type Payment } from '@freightdesk/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { transactionFailure } from '../api/get-transactions';
import { useReversePayment } from '../api/reverse-payment';
import { billsPaidBy } from '../utils/payment-rows';

interface ReversePaymentDialogProps {
  payment: Payment | null;
  opened: boolean;
  onClose: () => void;
}

/** Reverse a payment: a reversal row with the reason gives its whole amount back to the bills it paid. */
export function ReversePaymentDialog({ payment, opened, onClose }: ReversePaymentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Reverse payment"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {payment && <ReversePaymentForm key={payment.id} payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function ReversePaymentForm({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key for this opened dialog: a retry after a lost answer is the same reversal.
  const [requestKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const reverse = useReversePayment();
  const bills = billsPaidBy(payment);
  const onto =
    bills.parts.length > 1 ? `bills ${bills.parts.map((part) => part.billId).join(', ')}` : `bill ${payment.billId}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const checked = paymentReversalSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    sending.current = true;
    setRefusal(null);
    reverse.mutate(
      { paymentId: payment.id, reason: checked.data.reason, key: requestKey },
      {
        onSuccess: (reversal) => {
          const standings = reversal.allocations.map(
            (part) => `${part.billId} is ${part.billStatus}, balance ${formatRupees(part.billBalance)}`,
          );
          notifySuccess(`Payment ${payment.id} reversed: ${standings.join('; ')}.`);
          onClose();
        },
        onError: (failure) => setRefusal(transactionFailure(failure, MESSAGES.unexpected)),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reverse payment ${payment.id}`}>
      <Stack gap="sm">
        <Text size="sm">
          {formatRupees(bills.total)} by {payment.mode}
          {payment.reference ? ` (${payment.reference})` : ''} goes back onto {onto}. The payment and its reversal both
          stay on record.
        </Text>
        <TextInput
          label="Reason"
          withAsterisk
          maxLength={200}
          autoComplete="off"
          data-autofocus
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(undefined);
            setRefusal(null);
          }}
        />
        {refusal && (
          <Alert color="red" variant="light">
            <Text size="sm" fw={700}>
              Payment not reversed
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={reverse.isPending}>
            Reverse Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
