import { formatRupees, type CreditNote, type Invoice } from '@freightdesk/domain';
import { Alert, Button, Checkbox, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useIssueCreditNote } from '../api/issue-credit-note';
import { checkCreditNote, type CreditChoice, type CreditNoteErrors } from '../utils/credit-note-draft';

interface CreditNoteFormProps {
  invoice: Invoice;
  onBack: () => void;
  onIssued: (creditNote: CreditNote) => void;
}

const isChoice = (value: string): value is CreditChoice => value === 'whole' || value === 'lines';

/** A credit note with its reason: the rest of the invoice, or the freight of the lines ticked at the invoice's GST. */
export function CreditNoteForm({ invoice, onBack, onIssued }: CreditNoteFormProps) {
  const [reason, setReason] = useState('');
  const [choice, setChoice] = useState<CreditChoice>('whole');
  const [lines, setLines] = useState<ReadonlySet<string>>(new Set());
  const [errors, setErrors] = useState<CreditNoteErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const issue = useIssueCreditNote();
  // One key for this form: a retry after a lost answer is the same credit note, not a second one.
  const [requestKey] = useState(newIdempotencyKey);

  function edited(field: keyof CreditNoteErrors) {
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    setRefusal(null);
  }

  function toggle(lrNo: string) {
    edited('lines');
    setLines((current) => {
      const next = new Set(current);
      if (!next.delete(lrNo)) next.add(lrNo);
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (issue.isPending) return;
    const ticked = invoice.lines.filter((line) => lines.has(line.lrNo)).map((line) => line.lrNo);
    const checked = checkCreditNote({ reason, choice, lines: ticked });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    // Not mutate's own callbacks: the invoice read again (Cancelled when credited whole) replaces this form, and
    // mutate's callbacks are dropped once their component is gone.
    issue.mutateAsync({ invoiceNo: invoice.invoiceNo, ...checked.body, key: requestKey }).then(
      (creditNote) => {
        notifySuccess(`Credit note ${creditNote.creditNoteNo} issued`);
        onIssued(creditNote);
      },
      (failure: Error) => setRefusal(failure.message),
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Credit note for invoice ${invoice.invoiceNo}`}>
      <Stack gap="sm">
        <Text size="sm">
          Invoice {invoice.invoiceNo} of {invoice.customer}, balance {formatRupees(invoice.balance)}. The lorry receipts
          credited can be invoiced again.
        </Text>
        <TextInput
          label="Reason"
          withAsterisk
          maxLength={200}
          autoComplete="off"
          data-autofocus
          value={reason}
          error={errors.reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            edited('reason');
          }}
        />
        <Radio.Group
          label="Credit"
          value={choice}
          onChange={(value) => {
            if (isChoice(value)) setChoice(value);
            edited('lines');
          }}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="whole" label="The whole invoice" description="What is left of it, extra charges included" />
            <Radio value="lines" label="Only the lines ticked" description="Their freight, at the invoice's GST" />
          </Stack>
        </Radio.Group>
        {choice === 'lines' && (
          <Stack gap="xs" role="group" aria-label="Lines to credit">
            {invoice.lines.map((line) => (
              <Checkbox
                key={line.lrNo}
                label={line.lrNo}
                description={
                  line.creditNoteNo === null
                    ? `${line.from} -> ${line.to}, freight ${formatRupees(line.freight)}`
                    : `Credited by ${line.creditNoteNo}`
                }
                disabled={line.creditNoteNo !== null}
                checked={lines.has(line.lrNo)}
                onChange={() => toggle(line.lrNo)}
              />
            ))}
            {errors.lines && (
              <Text size="sm" c="red" role="alert">
                {errors.lines}
              </Text>
            )}
          </Stack>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={700}>
              Credit note not issued
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <DialogActions>
          <Button variant="default" onClick={onBack} disabled={issue.isPending}>
            Back
          </Button>
          <Button type="submit" loading={issue.isPending}>
            Issue credit note
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
