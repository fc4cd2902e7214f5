import { MESSAGES, formatRupees, receiptReversalSchema, type Receipt } from '@freightdesk/domain';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { transactionFailure } from '@/features/transactions/api/get-transactions';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useReverseReceipt } from '../api/reverse-receipt';
import { invoicePartsText, receiptSettles } from '../utils/receipt-rows';

interface ReverseReceiptDialogProps {
  /** The receipt to reverse; null while none is. */
  receipt: Receipt | null;
  onClose: () => void;
}

/** Reverse a receipt: a reversal row with the reason gives each invoice its part back. */
export function ReverseReceiptDialog({ receipt, onClose }: ReverseReceiptDialogProps) {
  return (
    <Modal
      opened={receipt !== null}
      onClose={onClose}
      title={receipt ? `Reverse receipt ${receipt.id}` : ''}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {receipt && <ReverseReceiptForm key={receipt.id} receipt={receipt} onClose={onClose} />}
    </Modal>
  );
}

function ReverseReceiptForm({ receipt, onClose }: { receipt: Receipt; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key for this opened dialog: a retry after a lost answer is the same reversal.
  const [requestKey] = useState(newIdempotencyKey);
  const sending = useRef(false);
  const reverse = useReverseReceipt();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const checked = receiptReversalSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    sending.current = true;
    setRefusal(null);
    reverse
      .mutateAsync({ receiptId: receipt.id, reason: checked.data.reason, key: requestKey })
      .then(
        (reversal) => {
          const standings = reversal.allocations.map(
            (part) => `${part.invoiceNo} is ${part.invoiceStatus}, balance ${formatRupees(part.invoiceBalance)}`,
          );
          notifySuccess(`Receipt ${receipt.id} reversed by ${reversal.id}: ${standings.join('; ')}.`);
          onClose();
        },
        (failure: Error) => setRefusal(transactionFailure(failure, MESSAGES.unexpected)),
      )
      .finally(() => {
        sending.current = false;
      });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Reverse receipt ${receipt.id}`}>
      <Stack gap="sm">
        <Text size="sm">
          {formatRupees(receiptSettles(receipt))} ({formatRupees(receipt.amount)} by {receipt.mode}
          {receipt.reference ? ` ${receipt.reference}` : ''} and {formatRupees(receipt.tdsDeducted)} TDS) goes back onto{' '}
          {invoicePartsText(receipt)}. The receipt and its reversal both stay on record.
        </Text>
        <TextInput
          label="Reason"
          description="3 to 200 characters"
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
              Receipt not reversed
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={reverse.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={reverse.isPending}>
            Reverse receipt
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
