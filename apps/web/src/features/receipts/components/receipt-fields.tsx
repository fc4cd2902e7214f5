import { MAX_PAYMENT_NOTE, MAX_PAYMENT_REFERENCE, PAYMENT_MODES, type PaymentMode } from '@freightdesk/domain';
import { NativeSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { AmountInput } from '@/components/amount-input';
import { DateField } from '@/components/date-field';
import type { ReceiptDraft, ReceiptErrors, ReceiptField } from '../utils/receipt-draft';

const modeOf = (value: string): PaymentMode => PAYMENT_MODES.find((mode) => mode === value) ?? 'NEFT';

/** Under TDS deducted: what customers usually deduct on freight (income tax s. 194C). */
export const TDS_HINT = 'Usually 1% or 2% of the freight without GST';

interface ReceiptFieldsProps {
  draft: ReceiptDraft;
  errors: ReceiptErrors;
  customers: readonly string[];
  today: string;
  /** The field the dialog opens on: the customer when none is chosen, else the amount. */
  autofocus: 'customer' | 'amount';
  onChange: <Field extends ReceiptField>(field: Field, value: ReceiptDraft[Field]) => void;
}

/** Customer, Date, Mode, Reference (not for Cash), Amount received, TDS deducted and a note. */
export function ReceiptFields({ draft, errors, customers, today, autofocus, onChange }: ReceiptFieldsProps) {
  const cash = draft.mode === 'Cash';
  return (
    <Stack gap="sm">
      <Select
        label="Customer"
        placeholder="Type to find a customer"
        withAsterisk
        data-field="customer"
        data-autofocus={autofocus === 'customer' || undefined}
        data={customers}
        value={draft.customer || null}
        onChange={(customer) => onChange('customer', customer ?? '')}
        searchable
        selectFirstOptionOnChange
        allowDeselect={false}
        nothingFoundMessage="No customers found"
        limit={50}
        maxDropdownHeight={240}
        error={errors.customer}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <DateField
          label="Date"
          withAsterisk
          data-field="date"
          value={draft.date}
          max={today}
          error={errors.date}
          onChange={(day) => onChange('date', day)}
        />
        <NativeSelect
          label="Mode"
          data-field="mode"
          data={PAYMENT_MODES}
          value={draft.mode}
          error={errors.mode}
          onChange={(event) => onChange('mode', modeOf(event.currentTarget.value))}
        />
        <TextInput
          label="Reference"
          description={cash ? 'Not needed for Cash' : 'UTR or cheque number'}
          withAsterisk={!cash}
          data-field="reference"
          maxLength={MAX_PAYMENT_REFERENCE}
          autoComplete="off"
          value={draft.reference}
          error={errors.reference}
          onChange={(event) => onChange('reference', event.currentTarget.value)}
        />
        <AmountInput
          label="Amount received (₹)"
          description="What reached the bank or the cash box"
          withAsterisk
          data-field="amount"
          data-autofocus={autofocus === 'amount' || undefined}
          value={draft.amount}
          error={errors.amount}
          onChange={(value) => onChange('amount', value)}
        />
        <AmountInput
          label="TDS deducted (₹)"
          description={TDS_HINT}
          data-field="tdsDeducted"
          value={draft.tdsDeducted}
          error={errors.tdsDeducted}
          onChange={(value) => onChange('tdsDeducted', value)}
        />
        <TextInput
          label="Note"
          data-field="note"
          maxLength={MAX_PAYMENT_NOTE}
          autoComplete="off"
          value={draft.note}
          error={errors.note}
          onChange={(event) => onChange('note', event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
