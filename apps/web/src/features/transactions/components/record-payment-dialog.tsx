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
import { Alert, Button, Group, Modal, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { DateField } from '@/components/date-field';
import { ApiRequestError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useOpenBills } from '../api/get-open-bills';
import { transactionFailure } from '../api/get-transactions';
import { vendorDayPaymentsQueryOptions } from '../api/get-vendor-day-payments';
import { useRecordPayment, type PaymentToRecord, type RecordedPayment } from '../api/record-payment';
import { cashDayCheck, cashLimitQuestion } from '../utils/cash-day';
import {
  PAYMENT_FIELDS,
  checkPaymentDraft,
  isPaymentField,
  newPaymentDraft,
  type PaymentDraft,
  type PaymentErrors,
  type PaymentField,
} from '../utils/payment-draft';
import { amountPaiseOf, billsToOffer, checkAllocations, fillOldestFirst, rupeeText } from '../utils/payment-allocation';
import { BillsToPay } from './bills-to-pay';

const modeOf = (value: string): PaymentMode => PAYMENT_MODES.find((mode) => mode === value) ?? 'NEFT';

const NO_BILL_TICKED = 'Tick at least one bill this payment settles.';

/** What the success alert says: each paid bill's new status and balance. */
function recordedMessage(paid: RecordedPayment): string {
  const standings =
    'allocations' in paid
      ? paid.allocations.map((part) => `${part.billId}: ${part.billStatus}, balance ${formatRupees(part.billBalance)}`)
      : [`${paid.billId}: ${paid.billStatus}, balance ${formatRupees(paid.billBalance)}`];
  return `Payment of ${formatRupees(paid.amount)} recorded against ${standings.join('; ')}.`;
}

interface RecordPaymentDialogProps {
  /** The bill being paid; null while no dialog is open. */
  bill: TransactionRow | null;
  opened: boolean;
  onClose: () => void;
}

/** Record payment: amount, date, mode, reference (not for Cash) and a note, against one bill or several of a vendor. */
export function RecordPaymentDialog({ bill, opened, onClose }: RecordPaymentDialogProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={bill ? `Record payment: ${bill.billing_id}` : ''}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {bill && <RecordPaymentForm key={bill._id} bill={bill} onClose={onClose} />}
    </Modal>
  );
}

/** A cash payment waiting for the accountant's yes, with the reason for asking. */
interface CashQuestion {
  question: string;
  request: PaymentToRecord;
}

function RecordPaymentForm({ bill, onClose }: { bill: TransactionRow; onClose: () => void }) {
  const today = localDate();
  // One key for this opened dialog: a retry after a lost answer is the same payment, not a second one.
  const [requestKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<PaymentDraft>(() => newPaymentDraft(today));
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [chosen, setChosen] = useState<readonly string[]>([bill.billing_id]);
  const [shares, setShares] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [cashQuestion, setCashQuestion] = useState<CashQuestion | null>(null);
  const [checkingCash, setCheckingCash] = useState(false);
  // Set at once, before any re-render: a double click or Enter held down sends one request.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  const problemId = useId();
  const queryClient = useQueryClient();
  const openBills = useOpenBills(bill.vendor);
  const record = useRecordPayment();

  const offered = useMemo(
    () => billsToOffer({ billId: bill.billing_id, date: bill.date, balance: bill.balance }, openBills.data),
    [bill, openBills.data],
  );
  const chosenBills = offered.filter((offer) => chosen.includes(offer.billId));
  const split = chosenBills.length > 1;
  const allocation = split
    ? checkAllocations(
        draft.amount,
        chosenBills.map((chosenBill) => ({ ...chosenBill, text: shares[chosenBill.billId] ?? '' })),
      )
    : null;
  const problem = chosenBills.length === 0 ? NO_BILL_TICKED : (allocation?.mismatch ?? null);
  const blocked = problem !== null || Object.keys(allocation?.errors ?? {}).length > 0;
  // A payment cannot be dated before the newest bill it pays.
  const latestBillDate = chosenBills.reduce(
    (latest, chosenBill) => (chosenBill.date > latest ? chosenBill.date : latest),
    bill.date,
  );

  function forget() {
    setRefusal(null);
    setCashQuestion(null);
  }

  /** The amount spread again over the ticked bills, oldest first. */
  function refill(amount: string, billIds: readonly string[]) {
    const paise = amountPaiseOf(amount);
    const filled = fillOldestFirst(
      offered.filter((offer) => billIds.includes(offer.billId)),
      paise ?? 0,
    );
    setShares(
      Object.fromEntries(filled.map((part) => [part.billId, paise === null ? '' : rupeeText(part.amountPaise)])),
    );
  }

  function change<Field extends PaymentField>(field: Field, value: PaymentDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
    forget();
    if (field === 'amount') refill(value, chosen);
  }

  function toggle(billId: string, ticked: boolean) {
    const next = ticked ? [...chosen, billId] : chosen.filter((id) => id !== billId);
    setChosen(next);
    refill(draft.amount, next);
    forget();
  }

  function changeShare(billId: string, text: string) {
    setShares((current) => ({ ...current, [billId]: text }));
    forget();
  }

  function showErrors(found: PaymentErrors) {
    setErrors(found);
    const first = PAYMENT_FIELDS.find((field) => found[field]);
    form.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
  }

  function send(request: PaymentToRecord) {
    if (sending.current) return;
    sending.current = true;
    setCashQuestion(null);
    record.mutate(request, {
      onSuccess: (paid) => {
        notifySuccess(recordedMessage(paid));
        onClose();
      },
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 400 && isPaymentField(error.field)) {
          showErrors({ [error.field]: error.message });
        } else {
          // A used UTR, a closed period, a balance that changed since the list was loaded: the server says which.
          setRefusal(transactionFailure(error, MESSAGES.unexpected));
        }
      },
      onSettled: () => {
        sending.current = false;
      },
    });
  }

  /** Asks the server for the vendor's cash of the day; true when the payment may go without asking. */
  async function cashWithinLimit(request: PaymentToRecord, amountPaise: number): Promise<boolean> {
    setCheckingCash(true);
    try {
      const { date } = request.payment;
      const payments = await queryClient.fetchQuery(vendorDayPaymentsQueryOptions(bill.vendor, date));
      const check = cashDayCheck(payments, date, amountPaise);
      if (!check.needsConfirmation) return true;
      setCashQuestion({ question: cashLimitQuestion(bill.vendor, date, check.totalPaise), request });
      requestAnimationFrame(() => question.current?.focus());
      return false;
    } catch (error) {
      setRefusal(transactionFailure(error instanceof Error ? error : new Error(String(error)), MESSAGES.unexpected));
      return false;
    } finally {
      setCheckingCash(false);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const first = chosenBills[0];
    if (sending.current || blocked || cashQuestion || !first) return;
    forget();
    const checked = checkPaymentDraft(first.billId, latestBillDate, today, draft);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    const { amount, date, mode, reference, note } = checked.payment;
    const common = { amount, date, mode, reference, note };
    // Across bills only when two or more get a part; a single bill keeps the body it always had.
    const parts = allocation?.allocations ?? [];
    const request: PaymentToRecord = {
      key: requestKey,
      payment:
        parts.length > 1 ? { ...common, allocations: parts } : { ...common, billId: parts[0]?.billId ?? first.billId },
    };
    sending.current = true;
    const goAhead = mode !== 'Cash' || (await cashWithinLimit(request, amountPaiseOf(draft.amount) ?? 0));
    sending.current = false;
    if (goAhead) send(request);
  }

  const cash = draft.mode === 'Cash';
  const busy = record.isPending || checkingCash;
  return (
    <form
      ref={form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={`Record payment for ${bill.billing_id}`}
    >
      <Stack gap="sm">
        <Text size="sm">
          {bill.vendor}, billed on {formatDisplayDate(bill.date)}: amount {formatRupees(bill.amount)}, paid{' '}
          {formatRupees(bill.paid)}, <strong>balance {formatRupees(bill.balance)}</strong>.
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <AmountInput
            name="amount"
            label="Amount (₹)"
            description={offered.length > 1 ? 'Spread over the bills ticked below, oldest first' : undefined}
            withAsterisk
            data-autofocus
            value={draft.amount}
            error={errors.amount}
            onChange={(value) => change('amount', value)}
          />
          <DateField
            name="date"
            label="Payment Date"
            withAsterisk
            value={draft.date}
            min={latestBillDate}
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
        {offered.length > 1 && (
          <BillsToPay
            vendor={bill.vendor}
            bills={offered}
            chosen={chosen}
            shares={shares}
            errors={allocation?.errors ?? {}}
            problem={problem}
            problemId={problemId}
            onToggle={toggle}
            onShare={changeShare}
          />
        )}
        {openBills.isError && (
          <Text size="xs" c="dimmed">
            The other open bills of {bill.vendor} could not be loaded; this payment is for {bill.billing_id} alone.
          </Text>
        )}
        {refusal && (
          // No title: a coloured title is too faint to read on the light background (WCAG AA).
          <Alert color="red" variant="light">
            <Text size="sm" fw={700}>
              Payment not recorded
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        {cashQuestion && (
          <Alert color="yellow" variant="light">
            <Stack gap="sm">
              <Text size="sm" fw={700}>
                Cash above the day&apos;s limit
              </Text>
              <Text size="sm" ref={question} tabIndex={-1}>
                {cashQuestion.question}
              </Text>
              <Group gap="sm">
                <Button onClick={() => send(cashQuestion.request)}>Record in cash anyway</Button>
                <Button
                  variant="default"
                  onClick={() => {
                    setCashQuestion(null);
                    form.current?.querySelector<HTMLElement>('[name="mode"]')?.focus();
                  }}
                >
                  Change the payment
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={busy}
            disabled={blocked || cashQuestion !== null}
            aria-describedby={problem ? problemId : undefined}
          >
            Record Payment
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
