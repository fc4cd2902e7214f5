import { INVOICE_MESSAGES } from '@freightdesk/domain';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { AmountInput } from '@/components/amount-input';
import type { ExtraChargeDraft, ExtraChargeErrors } from '../utils/invoice-draft';

interface ExtraChargeFieldsProps {
  extras: ExtraChargeDraft[];
  errors: ExtraChargeErrors[];
  /** Add was pressed with MAX_EXTRA_CHARGES already there. */
  tooMany: boolean;
  onAdd: () => void;
  onRemove: (key: number) => void;
  onChange: (key: number, field: 'text' | 'amount', value: string) => void;
}

/** The invoice's extra charges (loading, detention, two-point delivery): a text and an amount each. */
export function ExtraChargeFields({ extras, errors, tooMany, onAdd, onRemove, onChange }: ExtraChargeFieldsProps) {
  return (
    <Stack gap="xs">
      <Text fw={500}>Extra charges</Text>
      {extras.length === 0 && (
        <Text size="sm" c="dimmed">
          No extra charges.
        </Text>
      )}
      {extras.map((extra, index) => (
        <Group key={extra.key} align="flex-start" gap="xs" wrap="nowrap">
          <TextInput
            label={`Extra charge ${index + 1}`}
            placeholder="Loading, detention…"
            value={extra.text}
            error={errors[index]?.text}
            maxLength={60}
            autoComplete="off"
            // A new charge is typed straight away.
            autoFocus={index === extras.length - 1}
            onChange={(event) => onChange(extra.key, 'text', event.currentTarget.value)}
            style={{ flex: 2, minWidth: 0 }}
          />
          <AmountInput
            label="Amount (₹)"
            aria-label={`Extra charge ${index + 1} amount`}
            value={extra.amount}
            error={errors[index]?.amount}
            onChange={(amount) => onChange(extra.key, 'amount', amount)}
            style={{ flex: 1, minWidth: 0 }}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            mt={28}
            size="lg"
            aria-label={`Remove extra charge ${index + 1}`}
            onClick={() => onRemove(extra.key)}
          >
            <IconX size={16} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {tooMany && (
        <Text size="sm" c="red" role="alert">
          {INVOICE_MESSAGES.extrasMany}
        </Text>
      )}
      <Group>
        <Button variant="light" size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          Add extra charge
        </Button>
      </Group>
    </Stack>
  );
}
