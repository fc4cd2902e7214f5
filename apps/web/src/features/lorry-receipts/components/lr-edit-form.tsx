import { FREIGHT_TERMS, FREIGHT_TERMS_LABELS, LR_MESSAGES, formatTons, type LorryReceipt } from '@freightdesk/domain';
import { Alert, Autocomplete, Button, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useRef, useState, type FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { DialogActions } from '@/components/dialog-actions';
import { ApiRequestError } from '@/lib/api-client';
import { notifySuccess } from '@/lib/notify';
import { useCustomerNames } from '@/features/customers/api/get-customer-names';
import { useUpdateLr } from '../api/update-lr';
import { checkLrDraft, draftOfLr, type LrDraft, type LrDraftKey, type LrErrors } from '../utils/lr-draft';

const TERMS_OPTIONS = FREIGHT_TERMS.map((terms) => ({ value: terms, label: FREIGHT_TERMS_LABELS[terms] }));

const isTerms = (value: string): value is LrDraft['freightTerms'] =>
  (FREIGHT_TERMS as readonly string[]).includes(value);

interface LrEditFormProps {
  lr: LorryReceipt;
  /** The office types the customer's rate; the managers never see it. */
  editsRate: boolean;
  onDone: () => void;
}

/** The LR's typed fields again (PUT /api/lrs/{lrNo}), checked with the request's own schema before sending. */
export function LrEditForm({ lr, editsRate, onDone }: LrEditFormProps) {
  const [draft, setDraft] = useState<LrDraft>(() => draftOfLr(lr));
  const [errors, setErrors] = useState<LrErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateLr();
  const customers = useCustomerNames();
  const customerNames = (customers.data ?? []).map((customer) => customer.name);

  const change = (field: LrDraftKey, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] === undefined ? current : { ...current, [field]: undefined }));
    setRefusal(null);
  };

  function focus(field: string) {
    const input = formRef.current?.elements.namedItem(field);
    if (input instanceof HTMLElement) input.focus();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const checked = checkLrDraft(draft, editsRate);
    if (!checked.ok) {
      setErrors(checked.errors);
      const first = Object.keys(checked.errors)[0];
      if (first) focus(first);
      return;
    }
    update.mutate(
      { lrNo: lr.lrNo, lr: checked.body },
      {
        onSuccess: () => {
          notifySuccess(LR_MESSAGES.updated);
          onDone();
        },
        onError: (error) => {
          const field = error instanceof ApiRequestError ? error.field : undefined;
          const { message } = error;
          if (field && field in draft) {
            setErrors((current) => ({ ...current, [field]: message }));
            focus(field);
          } else setRefusal(message);
        },
      },
    );
  }

  const text = (field: LrDraftKey, label: string, required = false) => (
    <TextInput
      name={field}
      label={label}
      withAsterisk={required}
      autoComplete="off"
      value={draft[field]}
      error={errors[field]}
      onChange={(event) => change(field, event.currentTarget.value)}
    />
  );
  const amount = (field: LrDraftKey, label: string, placeholder?: string) => (
    <AmountInput
      name={field}
      label={label}
      placeholder={placeholder}
      value={draft[field]}
      error={errors[field]}
      onChange={(value) => change(field, value)}
    />
  );
  const party = (field: 'consignor' | 'consignee', label: string) => (
    <Autocomplete
      name={field}
      label={label}
      withAsterisk
      autoComplete="off"
      data={customerNames}
      value={draft[field]}
      error={errors[field]}
      onChange={(value) => change(field, value)}
    />
  );

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={`Edit lorry receipt ${lr.lrNo}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
          {party('consignor', 'Consignor')}
          {party('consignee', 'Consignee')}
          {text('goods', 'Goods', true)}
          {amount('packages', 'Packages')}
          {text('packing', 'Packing', true)}
          <NativeSelect
            name="freightTerms"
            label="Freight terms"
            data={TERMS_OPTIONS}
            value={draft.freightTerms}
            error={errors.freightTerms}
            onChange={(event) => {
              const value = event.currentTarget.value;
              if (isTerms(value)) change('freightTerms', value);
            }}
          />
          {text('invoiceNo', 'Invoice number')}
          {amount('invoiceValue', 'Invoice value (₹)')}
          <TextInput
            name="ewayBillNo"
            label="E-way bill number"
            inputMode="numeric"
            autoComplete="off"
            value={draft.ewayBillNo}
            error={errors.ewayBillNo}
            onChange={(event) => change('ewayBillNo', event.currentTarget.value)}
          />
          <TextInput
            name="ewayBillValidUntil"
            type="datetime-local"
            label="E-way bill valid until (IST)"
            value={draft.ewayBillValidUntil}
            error={errors.ewayBillValidUntil}
            onChange={(event) => change('ewayBillValidUntil', event.currentTarget.value)}
          />
          {amount(
            'chargedWeight',
            'Charged weight (t)',
            lr.weight === null ? undefined : `Trip weight, ${formatTons(lr.weight)} t`,
          )}
          {editsRate && amount('rate', 'Rate (₹ a ton)', "Customer's rate on the trip's day")}
        </SimpleGrid>
        {refusal && (
          <Alert color="red" variant="light">
            <Text size="sm" fw={700}>
              Lorry receipt not saved
            </Text>
            <Text size="sm">{refusal}</Text>
          </Alert>
        )}
        <DialogActions>
          <Button variant="default" onClick={onDone} disabled={update.isPending}>
            Back
          </Button>
          <Button type="submit" loading={update.isPending}>
            Save
          </Button>
        </DialogActions>
      </Stack>
    </form>
  );
}
