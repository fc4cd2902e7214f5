import {
  MAX_PAYMENT_NOTE,
  MAX_PAYMENT_REFERENCE,
  MESSAGES,
  PAYMENT_MODES,
  formatDisplayDate,
  formatRupees,
  localDate,
  type PaymentMode,
  type TransactionRow,
} from '@freightdesk/domain';
import { Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useRecordPayment } from '../api/record-payment';
import {
  PAYMENT_FIELDS,
  checkPaymentDraft,
  isPaymentField,
  newPaymentDraft,
  type PaymentDraft,
  type PaymentErrors,
  type PaymentField,
} from '../utils/payment-draft';

const modeOf = (value: string): PaymentMode => PAYMENT_MODES.find((mode) => mode === value) ?? 'NEFT';

interface RecordPaymentDialogProps {
  /** The bill being paid; null while no dialog is open. */
  bill: TransactionRow | null;
  opened: boolean;
  onClose: () => void;
}

/** Record payment: amount, date, mode, reference (not for Cash) and a note, against one bill. */
export function RecordPaymentDialog({ bill, opened, onClose }: RecordPaymentDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={bill ? `Record payment: ${bill.billing_id}` : ''} centered>
      {bill && <RecordPaymentForm key={bill._id} bill={bill} onClose={onClose} />}
    </Modal>
  );
}

function RecordPaymentForm({ bill, onClose }: { bill: TransactionRow; onClose: () => void }) {
  const today = localDate();
  const [draft, setDraft] = useState<PaymentDraft>(() => newPaymentDraft(today));
  const [errors, setErrors] = useState<PaymentErrors>({});
  const record = useRecordPayment();

  function change<Field extends PaymentField>(field: Field, value: PaymentDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function showErrors(found: PaymentErrors, form: HTMLFormElement) {
    setErrors(found);
    const first = PAYMENT_FIELDS.find((field) => found[field]);
    form.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const checked = checkPaymentDraft(bill.billing_id, bill.date, today, draft);
    if (!checked.ok) {
      showErrors(checked.errors, form);
      return;
    }
    record.mutate(checked.payment, {
      onSuccess: (paid) => {
        notifySuccess(
          `Payment of ${formatRupees(paid.amount)} recorded against ${paid.billId}: ${paid.billStatus}, balance ${formatRupees(paid.billBalance)}.`,
        );
        onClose();
      },
      onError: (error) => {
        // The balance may have changed since the list was loaded: the server's refusal names it, on the amount.
        if (error instanceof ApiRequestError && error.status === 409) showErrors({ amount: error.message }, form);
        else if (error instanceof ApiRequestError && error.status === 400 && isPaymentField(error.field))
          showErrors({ [error.field]: error.message }, form);
        else notifyError(serverMessageOr(error, MESSAGES.unexpected));
      },
    });
  }

  const cash = draft.mode === 'Cash';
  return (
    <form onSubmit={submit} noValidate aria-label={`Record payment for ${bill.billing_id}`}>
      <Stack gap="sm">
        <Text size="sm">
          {bill.vendor}, billed on {formatDisplayDate(bill.date)}: amount {formatRupees(bill.amount)}, paid{' '}
          {formatRupees(bill.paid)}, <strong>balance {formatRupees(bill.balance)}</strong>.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput
            name="amount"
            label="Amount (₹)"
            withAsterisk
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
            value={draft.amount}
            error={errors.amount}
            onChange={(event) => change('amount', event.currentTarget.value)}
          />
          <DateField
            name="date"
            label="Payment Date"
            withAsterisk
            value={draft.date}
            min={bill.date}
            max={today}
            error={errors.date}
            onChange={(day) => change('date', day)}
          />
          <NativeSelect
            name="mode"
            label="Mode"
            data={PAYMENT_MODES}
            value={draft.mode}
            error={errors.mode}
            onChange={(event) => change('mode', modeOf(event.currentTarget.value))}
          />
          <TextInput
            name="reference"
            label="Reference"
            description={cash ? 'Not needed for Cash' : 'UTR or cheque number'}
            withAsterisk={!cash}
            maxLength={MAX_PAYMENT_REFERENCE}
            autoComplete="off"
            value={draft.reference}
            error={errors.reference}
            onChange={(event) => change('reference', event.currentTarget.value)}
          />
        </SimpleGrid>
        <TextInput
          name="note"
          label="Note"
          maxLength={MAX_PAYMENT_NOTE}
          autoComplete="off"
          value={draft.note}
          error={errors.note}
          onChange={(event) => change('note', event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={record.isPending}>
            Record Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
