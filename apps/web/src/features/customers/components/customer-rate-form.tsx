import {
  CUSTOMER_MESSAGES,
  MESSAGES,
  customerRateRequestSchema,
  localDate,
  normalisePlace,
  type CustomerRateRequest,
} from '@freightdesk/domain';
import { Button, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { useMemo, type FormEvent } from 'react';
import { z } from 'zod';
import { AmountInput } from '@/components/amount-input';
import { DateField } from '@/components/date-field';
import { type Draft, type DraftRules, useFieldDraft } from '@/hooks/use-field-draft';
import { ApiRequestError, serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddCustomerRate } from '../api/add-customer-rate';

type RateFieldKey = 'from' | 'to' | 'rate' | 'validFrom';

const RATE_ORDER: RateFieldKey[] = ['from', 'to', 'rate', 'validFrom'];

/** A new rate usually starts today; a price agreed for next month is typed with its first day. */
const emptyDraft = (): Draft<RateFieldKey> => ({ from: '', to: '', rate: '', validFrom: localDate() });

/** The draft after leaving one input: a place as rates store it (Pune, Navi mumbai). */
function leaveField(draft: Draft<RateFieldKey>, field: RateFieldKey): Draft<RateFieldKey> {
  return field === 'from' || field === 'to' ? { ...draft, [field]: normalisePlace(draft[field]) } : draft;
}

/** The server's schema for a rate of this customer. */
function rateRules(customer: string): DraftRules<RateFieldKey, CustomerRateRequest> {
  return {
    order: RATE_ORDER,
    leaveField,
    schema: z.preprocess((draft) => ({ ...(draft as Draft<RateFieldKey>), customer }), customerRateRequestSchema),
  };
}

/** Adds a rate per ton for one of the customer's routes, from a day on; Enter in a field adds it. */
export function CustomerRateForm({ customer }: { customer: string }) {
  const rules = useMemo(() => rateRules(customer), [customer]);
  const { fieldProps, check, fail, setDraft } = useFieldDraft(emptyDraft, rules);
  const addRate = useAddCustomerRate();

  const field = (key: RateFieldKey) => {
    const { value, error, onChange, onBlur } = fieldProps(key);
    return { name: key, value, error, onChange, onBlur };
  };
  const place = (key: 'from' | 'to') => {
    const { onChange, ...props } = field(key);
    return {
      ...props,
      autoComplete: 'off',
      maxLength: 60,
      onChange: (event: FormEvent<HTMLInputElement>) => onChange(event.currentTarget.value),
    };
  };

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (addRate.isPending) return;
    const rate = check(form);
    if (!rate) return;
    addRate.mutate(rate, {
      onSuccess: () => {
        notifySuccess(CUSTOMER_MESSAGES.rateAdded);
        setDraft(emptyDraft());
        // Ready for the next rate without reaching for the mouse.
        form.querySelector('input')?.focus();
      },
      onError: (error) => {
        notifyError(serverMessageOr(error, MESSAGES.unexpected));
        const named = RATE_ORDER.find((key) => error instanceof ApiRequestError && key === error.field);
        if (named) fail(named, error.message, form);
      },
    });
  }

  return (
    <form onSubmit={submit} noValidate aria-label={`Add a rate for ${customer}`}>
      <Stack gap="sm">
        <Title order={4}>Add a rate</Title>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="md" verticalSpacing="sm">
          <TextInput label="From" {...place('from')} />
          <TextInput label="To" {...place('to')} />
          <AmountInput label="Rate per Ton (₹)" {...field('rate')} />
          <DateField label="Valid From" {...field('validFrom')} />
          <Button type="submit" loading={addRate.isPending} mt={{ base: 0, md: 25 }}>
            Add Rate
          </Button>
        </SimpleGrid>
      </Stack>
    </form>
  );
}
