import { FREIGHT_MESSAGES, SUCCESS_MESSAGE_MS } from '@freightdesk/domain';
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { notifyError } from '@/lib/notify';
import { addFreightRateFailure, useAddFreightRate } from '../api/add-freight-rate';
import {
  EMPTY_DRAFT,
  FREIGHT_FIELD_ORDER,
  FreightFieldInput,
  checkFreightRate,
  firstInvalid,
  leaveAll,
  leaveField,
  type FreightDraft,
  type FreightErrors,
  type FreightFieldKey,
} from './freight-fields';

/** Spec-2 section 9: a success message stays for 3 seconds. */

export function FreightForm() {
  const [draft, setDraft] = useState<FreightDraft>(EMPTY_DRAFT);
  const [errors, setErrors] = useState<FreightErrors>({});
  // Numbers each success shown, so a second one within 3 seconds restarts the timer.
  const [success, setSuccess] = useState<number | null>(null);
  const addFreightRate = useAddFreightRate();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function change(field: FreightFieldKey, value: string) {
    setDraft((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const left = leaveAll(draft);
    setDraft(left);
    const check = checkFreightRate(left);
    if (!check.success) {
      setErrors(check.errors);
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid(check.errors)}"]`)?.focus();
      return;
    }
    setErrors({});
    setSuccess(null);
    addFreightRate.mutate(check.freightRate, {
      onSuccess: () => {
        setSuccess((current) => (current ?? 0) + 1);
        setDraft(EMPTY_DRAFT);
        // Ready for the next rate without reaching for the mouse.
        formRef.current?.querySelector('input')?.focus();
      },
      onError: (error) => notifyError(addFreightRateFailure(error)),
    });
  }

  return (
    <Paper withBorder p="md">
      <form ref={formRef} onSubmit={submit} noValidate aria-label="Add freight rate">
        <Stack gap="md">
          <Title order={3}>Add Freight Rate</Title>
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" verticalSpacing="sm">
            {FREIGHT_FIELD_ORDER.map((field) => (
              <FreightFieldInput
                key={field}
                field={field}
                value={draft[field]}
                error={errors[field]}
                onChange={(value) => change(field, value)}
                onBlur={() => setDraft((current) => leaveField(current, field))}
              />
            ))}
            <Button type="submit" loading={addFreightRate.isPending} mt={{ base: 0, sm: 25 }}>
              Submit
            </Button>
          </SimpleGrid>
          <Text role="status" c="var(--mantine-color-teal-light-color)" fw={500} size="sm" mih={20}>
            {success !== null && FREIGHT_MESSAGES.added}
          </Text>
        </Stack>
      </form>
    </Paper>
  );
}
