import { LR_MESSAGES, lrCancelSchema, type LorryReceipt } from '@freightdesk/domain';
import { Alert, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { notifySuccess } from '@/lib/notify';
import { useCancelLr } from '../api/cancel-lr';

interface LrCancelFormProps {
  lr: LorryReceipt;
  onDone: () => void;
}

/** Cancel an LR with the reason: it keeps its number, and its trip may then have a new one. */
export function LrCancelForm({ lr, onDone }: LrCancelFormProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancel = useCancelLr();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (cancel.isPending) return;
    const checked = lrCancelSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    // Not mutate's own callbacks: the LR read again as Cancelled unmounts this form, and mutate's callbacks are
    // dropped once their component is gone, leaving no message and the dialog titled "Cancel".
    cancel.mutateAsync({ lrNo: lr.lrNo, reason: checked.data.reason }).then(
      () => {
        notifySuccess(LR_MESSAGES.cancelled);
        onDone();
      },
      (failure: Error) => setRefusal(failure.message),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Cancel lorry receipt ${lr.lrNo}`}>
      <Stack gap="sm">
        <Text size="sm">
          Lorry receipt {lr.lrNo} of trip {lr.tripId} keeps its number and is marked Cancelled; the trip can then have a
          new one.
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
              Lorry receipt not cancelled
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <DialogActions>
          <Button variant="default" onClick={onDone} disabled={cancel.isPending}>
            Back
          </Button>
          <Button type="submit" color="red" loading={cancel.isPending}>
            Cancel LR
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
