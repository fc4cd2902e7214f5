import { MESSAGES, localDate, tdsChallanRequestSchema } from '@freightdesk/domain';
import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { AmountInput } from '@/components/amount-input';
import { DateField } from '@/components/date-field';
import { useFieldDraft, type Draft } from '@/hooks/use-field-draft';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddTdsChallan } from '../api/add-tds-challan';
import type { TdsQuarter } from '../api/get-tds-register';

type ChallanFieldKey = 'bsrCode' | 'date' | 'serial' | 'amount';

const EMPTY_CHALLAN: Draft<ChallanFieldKey> = { bsrCode: '', date: '', serial: '', amount: '' };

const CHALLAN_DRAFT = {
  order: ['bsrCode', 'date', 'serial', 'amount'] as const,
  leaveField: (draft: Draft<ChallanFieldKey>) => draft,
  // The quarter comes from the screen's period, not from a field.
  schema: tdsChallanRequestSchema.omit({ fy: true, quarter: true }),
};

/** Records a challan (a deposit of TDS at the bank) against the quarter shown. */
export function TdsChallanForm({ period }: { period: TdsQuarter }) {
  const { fieldProps, check, fail, setDraft } = useFieldDraft(EMPTY_CHALLAN, CHALLAN_DRAFT);
  const addChallan = useAddTdsChallan();

  const field = (key: ChallanFieldKey) => {
    const { value, error, onChange, onBlur } = fieldProps(key);
    return { name: key, value, error, onChange, onBlur, autoComplete: 'off' };
  };
  const digitsField = (key: ChallanFieldKey, length: number) => {
    const { onChange, ...props } = field(key);
    const onInput = (event: FormEvent<HTMLInputElement>) => onChange(event.currentTarget.value);
    return { ...props, inputMode: 'numeric' as const, maxLength: length, onChange: onInput };
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (addChallan.isPending) return;
    const challan = check(form);
    if (!challan) return;
    addChallan.mutate(
      { ...challan, ...period },
      {
        onSuccess: () => {
          notifySuccess(`Challan ${challan.bsrCode}/${challan.serial} recorded for ${period.quarter} FY ${period.fy}.`);
          setDraft(EMPTY_CHALLAN);
          form.querySelector('input')?.focus();
        },
        onError: (error) => {
          const named = CHALLAN_DRAFT.order.find((key) => error instanceof ApiRequestError && key === error.field);
          if (named) fail(named, error.message, form);
          else notifyError(serverMessageOr(error, MESSAGES.unexpected));
        },
      },
    );
  }

  return (
    <form aria-label="Add challan" onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <TextInput label="BSR Code" placeholder="7 digits" {...digitsField('bsrCode', 7)} />
        <DateField label="Deposit Date" max={localDate()} {...field('date')} />
        <TextInput label="Challan Serial No" placeholder="5 digits" {...digitsField('serial', 5)} />
        <AmountInput label="Amount (₹)" {...field('amount')} />
      </SimpleGrid>
      <Group justify="flex-end" mt="sm">
        <Button type="submit" leftSection={<IconPlus size={16} aria-hidden />} loading={addChallan.isPending}>
          Add Challan
        </Button>
      </Group>
    </form>
  );
}
