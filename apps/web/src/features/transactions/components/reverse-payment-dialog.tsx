import { MESSAGES, formatRupees, paymentReversalSchema, type Payment } from '@freightdesk/domain';
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useReversePayment } from '../api/reverse-payment';

interface ReversePaymentDialogProps {
  payment: Payment | null;
  opened: boolean;
  onClose: () => void;
}

/** Reverse a payment: a reversal row with the reason gives its amount back to the bill's balance. */
export function ReversePaymentDialog({ payment, opened, onClose }: ReversePaymentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title="Reverse payment" centered>
      {payment && <ReversePaymentForm key={payment.id} payment={payment} onClose={onClose} />}
    </Modal>
  );
}

function ReversePaymentForm({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const reverse = useReversePayment();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = paymentReversalSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    reverse.mutate(
      { paymentId: payment.id, reason: checked.data.reason },
      {
        onSuccess: (standing) => {
          notifySuccess(
            `Payment ${payment.id} reversed: ${standing.billId} is ${standing.billStatus}, balance ${formatRupees(standing.billBalance)}.`,
          );
          onClose();
        },
        onError: (failure) => notifyError(serverMessageOr(failure, MESSAGES.unexpected)),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reverse payment ${payment.id}`}>
      <Stack gap="sm">
        <Text size="sm">
          {formatRupees(payment.amount)} by {payment.mode}
          {payment.reference ? ` (${payment.reference})` : ''} goes back onto bill {payment.billId}. The payment and its
          reversal both stay on record.
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
          }}
        />
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
