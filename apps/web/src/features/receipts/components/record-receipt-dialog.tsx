import { MESSAGES, formatRupees, localDate, type ReceiptRecorded } from '@freightdesk/domain';
import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { DialogActions } from '@/components/dialog-actions';
import { LoadingRows } from '@/components/state-view';
import { useCustomers } from '@/features/customers/api/get-customers';
import { transactionFailure } from '@/features/transactions/api/get-transactions';
import { ApiRequestError } from '@/lib/api-client';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useOpenInvoices } from '../api/get-open-invoices';
import { useRecordReceipt } from '../api/record-receipt';
import { checkReceiptAllocations, fillOldestFirst, rupeeText, settlesPaiseOf } from '../utils/receipt-allocation';
import {
  RECEIPT_FIELDS,
  checkReceiptDraft,
  isReceiptField,
  newReceiptDraft,
  type ReceiptDraft,
  type ReceiptErrors,
  type ReceiptField,
} from '../utils/receipt-draft';
import { InvoicesToSettle } from './invoices-to-settle';
import { ReceiptFields } from './receipt-fields';

/** What the success alert says: the receipt's id and each invoice's new status and balance. */
export function recordedMessage(recorded: ReceiptRecorded): string {
  const standings = recorded.allocations.map(
    (part) => `${part.invoiceNo}: ${part.invoiceStatus}, balance ${formatRupees(part.invoiceBalance)}`,
  );
  return `Receipt ${recorded.id} recorded. ${standings.join('; ')}.`;
}

interface RecordReceiptDialogProps {
  /** The customer the dialog is opened for ('' to choose one in it); null while it is closed. */
  customer: string | null;
  onClose: () => void;
}

/** Record receipt: money received from a customer, net of its TDS, settling its open invoices oldest first. */
export function RecordReceiptDialog({ customer, onClose }: RecordReceiptDialogProps) {
  return (
    <Modal
      opened={customer !== null}
      onClose={onClose}
      title="Record receipt"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {customer !== null && <RecordReceiptForm key={customer} customer={customer} onClose={onClose} />}
    </Modal>
  );
}

function RecordReceiptForm({ customer, onClose }: { customer: string; onClose: () => void }) {
  const today = localDate();
  // One key for this opened dialog: a retry after a lost answer is the same receipt, not a second one.
  const [requestKey] = useState(newIdempotencyKey);
  const [draft, setDraft] = useState<ReceiptDraft>(() => newReceiptDraft(today, customer));
  const [errors, setErrors] = useState<ReceiptErrors>({});
  // Null while the amounts follow amount + TDS, oldest first; the amounts as typed once one is changed by hand.
  const [typedShares, setTypedShares] = useState<Record<string, string> | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // Set at once, before the next render: a double click or Enter held down sends one request.
  const sending = useRef(false);
  const form = useRef<HTMLFormElement>(null);
  const problemId = useId();
  const customers = useCustomers();
  const customerNames = useMemo(() => (customers.data ?? []).map((known) => known.name), [customers.data]);
  const openInvoices = useOpenInvoices(draft.customer);
  const record = useRecordReceipt();

  const invoices = useMemo(() => openInvoices.data ?? [], [openInvoices.data]);
  const settlesPaise = settlesPaiseOf(draft.amount, draft.tdsDeducted);
  const filled = useMemo(
    () =>
      Object.fromEntries(
        fillOldestFirst(invoices, settlesPaise ?? 0).map((part) => [
          part.invoiceNo,
          settlesPaise === null ? '' : rupeeText(part.amountPaise),
        ]),
      ),
    [invoices, settlesPaise],
  );
  const shares = typedShares ?? filled;
  const allocation = checkReceiptAllocations(
    draft.amount,
    draft.tdsDeducted,
    invoices.map((invoice) => ({ ...invoice, text: shares[invoice.invoiceNo] ?? '' })),
  );
  const noInvoices = openInvoices.isSuccess && invoices.length === 0;
  const problem = allocation.mismatch ?? errors.allocations ?? null;
  // Without a customer Save stays on, to say so; with one, it waits for its invoices and parts that add up.
  const waiting = draft.customer !== '' && !openInvoices.isSuccess;
  const blocked = waiting || noInvoices || allocation.mismatch !== null || Object.keys(allocation.errors).length > 0;

  function change<Field extends ReceiptField>(field: Field, value: ReceiptDraft[Field]) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined, allocations: undefined }));
    setRefusal(null);
    // A new amount, TDS or customer fills the invoices again, oldest first.
    if (field === 'amount' || field === 'tdsDeducted' || field === 'customer') setTypedShares(null);
  }

  function changeShare(invoiceNo: string, text: string) {
    setTypedShares({ ...shares, [invoiceNo]: text });
    setErrors((current) => ({ ...current, allocations: undefined }));
    setRefusal(null);
  }

  function showErrors(found: ReceiptErrors) {
    setErrors(found);
    const first = RECEIPT_FIELDS.find((field) => found[field]);
    if (first) form.current?.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current || blocked) return;
    setRefusal(null);
    const checked = checkReceiptDraft(draft, allocation.allocations, invoices, today);
    if (!checked.ok) {
      showErrors(checked.errors);
      return;
    }
    sending.current = true;
    // mutateAsync: the answer is handled here even if a refresh of the lists re-renders the dialog meanwhile.
    record
      .mutateAsync({ receipt: checked.receipt, key: requestKey })
      .then(
        (recorded) => {
          notifySuccess(recordedMessage(recorded));
          onClose();
        },
        (error: Error) => {
          if (error instanceof ApiRequestError && error.status === 400 && isReceiptField(error.field)) {
            showErrors({ [error.field]: error.message });
          } else {
            // A part above a balance, a used UTR, a closed period: the server says which; the form keeps its input.
            setRefusal(transactionFailure(error, MESSAGES.unexpected));
          }
        },
      )
      .finally(() => {
        sending.current = false;
      });
  }

  return (
    <form ref={form} onSubmit={submit} noValidate aria-label="Record receipt">
      <Stack gap="md">
        <ReceiptFields
          draft={draft}
          errors={errors}
          customers={customerNames}
          today={today}
          autofocus={customer ? 'amount' : 'customer'}
          onChange={change}
        />
        {!draft.customer && (
          <Text size="sm" c="dimmed">
            Choose the customer to see its open invoices.
          </Text>
        )}
        {draft.customer && openInvoices.isPending && <LoadingRows label="Loading open invoices" rows={2} />}
        {openInvoices.isError && (
          <Alert color="red" variant="light">
            The open invoices of {draft.customer} could not be loaded: {openInvoices.error.message}
          </Alert>
        )}
        {noInvoices && (
          <Text size="sm" c="dimmed">
            {draft.customer} has no open invoices: nothing is waiting to be settled.
          </Text>
        )}
        {invoices.length > 0 && (
          <InvoicesToSettle
            customer={draft.customer}
            invoices={invoices}
            shares={shares}
            errors={allocation.errors}
            sumPaise={allocation.sumPaise}
            settlesPaise={allocation.settlesPaise}
            problem={problem}
            problemId={problemId}
            onShare={changeShare}
          />
        )}
        {refusal && (
          // No title: a coloured title is too faint to read on the light background (WCAG AA).
          <Alert color="red" variant="light">
            <Text size="sm" fw={700}>
              Receipt not recorded
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <DialogActions>
          <Button variant="default" onClick={onClose} disabled={record.isPending}>
            Cancel
          </Button>
          <Button
            type="submit"
            loading={record.isPending}
            disabled={blocked}
            aria-describedby={problem ? problemId : undefined}
          >
            Save receipt
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
