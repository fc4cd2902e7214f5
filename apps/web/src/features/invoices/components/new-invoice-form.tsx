import { MAX_EXTRA_CHARGES, localDate, type Customer, type Invoice } from '@freightdesk/domain';
import { Alert, Button, Divider, Group, Loader, Stack, Text } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { StateView } from '@/components/state-view';
import { useBillingSettings } from '@/lib/billing-settings';
import { newIdempotencyKey } from '@/lib/idempotency-key';
import { notifySuccess } from '@/lib/notify';
import { useLrs, type LrFilter } from '@/features/lorry-receipts/api/get-lrs';
import { useCreateInvoice } from '../api/create-invoice';
import { useForwardRates } from '../api/get-forward-rates';
import { checkInvoiceDraft, type ExtraChargeDraft } from '../utils/invoice-draft';
import { forwardRateOn, invoicePreview } from '../utils/invoice-preview';
import { customerLrs } from '../utils/invoiceable-lrs';
import { ExtraChargeFields } from './extra-charge-fields';
import { InvoiceableLrsTable } from './invoiceable-lrs-table';
import { InvoicePreviewSummary } from './invoice-preview-summary';

/** Every Delivered LR, of every day: those of the customer are picked here. */
const DELIVERED: LrFilter = { startDate: '', endDate: '', status: 'Delivered' };

interface NewInvoiceFormProps {
  customer: Customer;
  onIssued: (invoice: Invoice) => void;
}

/** The customer's delivered LRs to tick, extra charges, the invoice day and the live summary, then Issue invoice. */
export function NewInvoiceForm({ customer, onIssued }: NewInvoiceFormProps) {
  const delivered = useLrs(DELIVERED);
  const lrs = useMemo(() => customerLrs(delivered.data ?? [], customer.name), [delivered.data, customer.name]);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [extras, setExtras] = useState<ExtraChargeDraft[]>([]);
  const [tooMany, setTooMany] = useState(false);
  const [today] = useState(() => localDate());
  const [date, setDate] = useState(today);
  // Problems show once Issue has been tried, then follow the typing.
  const [tried, setTried] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lastExtraKey = useRef(0);
  const create = useCreateInvoice();
  // One key for this form: a retry after a lost answer is the same invoice, not a second one (the panel starts a
  // new form, with a new key, once an invoice is issued).
  const [requestKey] = useState(newIdempotencyKey);
  // A second click lands before the button shows it is busy: one request at a time, whatever the timing.
  const issuing = useRef(false);
  const forward = !customer.reverseCharge;
  const rates = useForwardRates(forward);
  const settings = useBillingSettings('', forward);

  const chosen = lrs.ready.filter((lr) => selected.has(lr.lrNo));
  const checked = checkInvoiceDraft(
    { customer: customer.name, lrNos: chosen.map((lr) => lr.lrNo), date, extras },
    today,
    chosen,
  );
  const errors = tried && !checked.ok ? checked.errors : null;
  const preview = invoicePreview({
    freights: chosen.map((lr) => lr.freight ?? 0),
    extras,
    customer,
    businessGstin: settings.data?.businessGstin ?? '',
    businessState: settings.data?.businessState ?? '',
    forwardRate: forwardRateOn(rates.data ?? [], date || today),
    date: date || today,
  });
  const loadingTax = forward && (rates.isPending || settings.isPending);
  const taxFailure = forward ? (rates.error ?? settings.error) : null;

  const edited = () => setRefusal(null);

  function toggle(lrNo: string) {
    edited();
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(lrNo)) next.add(lrNo);
      return next;
    });
  }

  function toggleAll() {
    edited();
    setSelected(chosen.length === lrs.ready.length ? new Set() : new Set(lrs.ready.map((lr) => lr.lrNo)));
  }

  function addExtra() {
    if (extras.length >= MAX_EXTRA_CHARGES) {
      setTooMany(true);
      return;
    }
    lastExtraKey.current += 1;
    const key = lastExtraKey.current;
    setExtras((current) => [...current, { key, text: '', amount: '' }]);
  }

  function removeExtra(key: number) {
    edited();
    setTooMany(false);
    setExtras((current) => current.filter((extra) => extra.key !== key));
  }

  function changeExtra(key: number, field: 'text' | 'amount', value: string) {
    edited();
    setExtras((current) => current.map((extra) => (extra.key === key ? { ...extra, [field]: value } : extra)));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (issuing.current || create.isPending) return;
    setTried(true);
    if (!checked.ok || preview.problem || loadingTax || taxFailure) return;
    issuing.current = true;
    setRefusal(null);
    // Not mutate's own callbacks: the panel starts afresh once the invoice is issued, unmounting this form.
    void create
      .mutateAsync({ invoice: checked.body, key: requestKey })
      .then(
        (invoice) => {
          notifySuccess(`Invoice ${invoice.invoiceNo} issued`);
          onIssued(invoice);
        },
        (failure: Error) => setRefusal(failure.message),
      )
      .finally(() => {
        issuing.current = false;
      });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`New invoice for ${customer.name}`}>
      <Stack gap="md">
        <StateView
          query={delivered}
          loadingLabel="Loading delivered lorry receipts"
          errorMessage={(error) => error.message}
          isEmpty={() => lrs.ready.length === 0 && lrs.blocked.length === 0}
          emptyMessage={`No delivered lorry receipts of ${customer.name} are waiting for an invoice.`}
        >
          {() => (
            <InvoiceableLrsTable
              ready={lrs.ready}
              blocked={lrs.blocked}
              selected={selected}
              error={errors?.lrs}
              onToggle={toggle}
              onToggleAll={toggleAll}
            />
          )}
        </StateView>
        <ExtraChargeFields
          extras={extras}
          errors={errors?.extras ?? []}
          tooMany={tooMany}
          onAdd={addExtra}
          onRemove={removeExtra}
          onChange={changeExtra}
        />
        <DateField
          label="Invoice date"
          withAsterisk
          value={date}
          max={today}
          error={errors?.date}
          onChange={(day) => {
            edited();
            setDate(day);
          }}
          maw={{ base: '100%', xs: 240 }}
        />
        <Divider />
        {loadingTax ? (
          <Loader size="sm" aria-label="Loading the GST rate" />
        ) : taxFailure ? (
          <Alert color="red" variant="light">
            {taxFailure.message}
          </Alert>
        ) : (
          <InvoicePreviewSummary preview={preview} />
        )}
        {errors?.other && (
          <Text size="sm" c="red" role="alert">
            {errors.other}
          </Text>
        )}
        {refusal && (
          <Alert color="red" variant="light" role="alert">
            <Text size="sm" fw={700}>
              Invoice not issued
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button
            type="submit"
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            loading={create.isPending}
            disabled={preview.problem !== null}
          >
            Issue invoice
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
