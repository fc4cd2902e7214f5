import { FREIGHT_MESSAGES, SUCCESS_MESSAGE_MS } from '@freightdesk/domain';
import { Button, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { PanelForm } from '@/components/panel-form';
import { useFieldDraft } from '@/hooks/use-field-draft';
import { notifyError } from '@/lib/notify';
import { addFreightRateFailure, useAddFreightRate } from '../api/add-freight-rate';
import { EMPTY_DRAFT, FREIGHT_DRAFT, FREIGHT_FIELD_ORDER, FreightFieldInput } from './freight-fields';

export function FreightForm() {
  const { fieldProps, check, setDraft } = useFieldDraft(EMPTY_DRAFT, FREIGHT_DRAFT);
  // Numbers each success shown, so a second one within 3 seconds restarts the timer.
  const [success, setSuccess] = useState<number | null>(null);
  const addFreightRate = useAddFreightRate();

  // Spec-2 section 9: a success message stays for 3 seconds.
  useEffect(() => {
    if (success === null) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  function submit(form: HTMLFormElement) {
    const freightRate = check(form);
    if (!freightRate) return;
    setSuccess(null);
    addFreightRate.mutate(freightRate, {
      onSuccess: () => {
        setSuccess((current) => (current ?? 0) + 1);
        setDraft(EMPTY_DRAFT);
        // Ready for the next rate without reaching for the mouse.
        form.querySelector('input')?.focus();
      },
      onError: (error) => notifyError(addFreightRateFailure(error)),
    });
  }

  return (
    <PanelForm label="Add freight rate" title="Add Freight Rate" onSubmit={submit}>
      <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md" verticalSpacing="sm">
        {FREIGHT_FIELD_ORDER.map((field) => (
          <FreightFieldInput key={field} {...fieldProps(field)} />
        ))}
        <Button type="submit" loading={addFreightRate.isPending} mt={{ base: 0, sm: 25 }}>
          Submit
        </Button>
      </SimpleGrid>
      <Text role="status" c="var(--mantine-color-teal-light-color)" fw={500} size="sm" mih={20}>
        {success !== null && FREIGHT_MESSAGES.added}
      </Text>
    </PanelForm>
  );
}
