import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';

/** What a reversal dialog says and does for one kind of row (a receipt, a payment). */
interface ReversalOf<Row extends { id: string }, Reversal> {
  /** The form's accessible name. */
  formLabel: (row: Row) => string;
  /** What goes back onto what, above the reason. */
  summary: (row: Row) => ReactNode;
  reasonSchema: z.ZodType<{ reason: string }>;
  reasonDescription?: string;
  /** Heads the refusal when the reversal is not saved. */
  refusalTitle: string;
  submitLabel: string;
  /** Saves the reversal; every try of one opened dialog sends the same key. */
  reverse: (row: Row, reason: string, key: string) => Promise<Reversal>;
  /** What the refusal says for a failure. */
  refusalOf: (failure: Error) => string;
  /** The success notice, with what the reversal left where. */
  reversedMessage: (row: Row, reversal: Reversal) => string;
}

interface ReverseDialogProps<Row extends { id: string }, Reversal> extends ReversalOf<Row, Reversal> {
  /** The row to reverse; null while none is. */
  row: Row | null;
  opened: boolean;
  onClose: () => void;
  title: string;
}

/** Reverse a row with a reason: the row and its reversal both stay on record. Each row opens a fresh form. */
export function ReverseDialog<Row extends { id: string }, Reversal>(props: ReverseDialogProps<Row, Reversal>) {
  const { row, opened, onClose, title, ...form } = props;
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      {row && <ReverseForm key={row.id} row={row} onClose={onClose} {...form} />}
    </Modal>
  );
}

interface ReverseFormProps<Row extends { id: string }, Reversal> extends ReversalOf<Row, Reversal> {
  row: Row;
  onClose: () => void;
}

function ReverseForm<Row extends { id: string }, Reversal>(props: ReverseFormProps<Row, Reversal>) {
  const { row, onClose, formLabel, summary, reasonSchema, reasonDescription, refusalTitle, submitLabel } = props;
  const { reverse, refusalOf, reversedMessage } = props;
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [refusal, setRefusal] = useState<string | null>(null);
  // One key for this opened dialog: a retry after a lost answer is the same reversal.
  const [requestKey] = useState(newIdempotencyKey);
  // The ref stops a second submit before the next render; the state is what the buttons show.
  const sending = useRef(false);
  const [pending, setPending] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const checked = reasonSchema.safeParse({ reason });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
      return;
    }
    sending.current = true;
    setPending(true);
    setRefusal(null);
    // Not mutate's own callbacks: they are dropped once the dialog unmounts, and the notice with them.
    reverse(row, checked.data.reason, requestKey)
      .then(
        (reversal) => {
          notifySuccess(reversedMessage(row, reversal));
          onClose();
        },
        (failure: Error) => setRefusal(refusalOf(failure)),
      )
      .finally(() => {
        sending.current = false;
        setPending(false);
      });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={formLabel(row)}>
      <Stack gap="sm">
        <Text size="sm">{summary(row)}</Text>
        <TextInput
          label="Reason"
          description={reasonDescription}
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
              {refusalTitle}
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" color="red" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
