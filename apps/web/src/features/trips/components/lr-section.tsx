import type { LorryReceipt } from '@freightdesk/domain';
import {
  Alert,
  Badge,
  Button,
  Group,
  NativeSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { AmountInput } from '@/components/amount-input';
import { useOpenLrPdf } from '@/features/lorry-receipts/api/lr-pdf';
import { FREIGHT_TERMS_OPTIONS, LR_LABELS, type LrDraft, type LrDraftKey, type LrErrors } from './lr-fields';
import classes from './trip-form.module.css';

const REQUIRED = new Set<LrDraftKey>(['consignor', 'consignee', 'goods', 'packages', 'packing', 'freightTerms']);

interface LrSectionProps {
  /** The trip's standing LR, if it has one: its number, status and Print. */
  lr: LorryReceipt | undefined;
  /** Why the trip's LR could not be read, if it could not. */
  problem: string | null;
  draft: LrDraft;
  errors: LrErrors;
  on: boolean;
  onToggle: (on: boolean) => void;
  onChange: (field: LrDraftKey, value: string) => void;
  /** The customers' names for Consignor and Consignee; undefined until they have loaded. */
  customers: string[] | undefined;
  /** The trip's weight as typed: the charged weight when none is typed. */
  tripWeight: string;
  editable: boolean;
  typesRate: boolean;
  /** The id of each input, so a refusal can put the focus on it. */
  inputId: (field: LrDraftKey) => string;
}

/** The names to pick from, with the one already chosen even if its customer is no longer listed. */
function partyOptions(customers: string[] | undefined, chosen: string): string[] {
  const names = customers ?? [];
  return chosen && !names.includes(chosen) ? [chosen, ...names] : names;
}

/** The lorry receipt below the trip's fields (issue 32): optional, made with the trip and printed from here. */
export function LrSection(props: LrSectionProps) {
  const { lr, problem, draft, errors, on, onToggle, onChange, customers, tripWeight, editable, typesRate, inputId } =
    props;
  const openPdf = useOpenLrPdf();

  const common = (field: LrDraftKey) => ({
    id: inputId(field),
    label: LR_LABELS[field],
    required: REQUIRED.has(field),
    withAsterisk: false,
    labelProps: REQUIRED.has(field) ? { className: classes.required } : undefined,
    error: errors[field],
    disabled: !editable,
    autoComplete: 'off',
  });

  const party = (field: 'consignor' | 'consignee') => (
    <Select
      {...common(field)}
      data={partyOptions(customers, draft[field])}
      value={draft[field] || null}
      onChange={(chosen) => onChange(field, chosen ?? '')}
      placeholder="Type to find a customer"
      searchable
      selectFirstOptionOnChange
      autoSelectOnBlur
      allowDeselect={false}
      nothingFoundMessage={customers ? 'No customers found' : 'Loading customers…'}
      maxDropdownHeight={240}
    />
  );

  const text = (field: LrDraftKey, inputProps: { inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <TextInput
      {...common(field)}
      {...inputProps}
      value={draft[field]}
      onChange={(event) => onChange(field, event.currentTarget.value)}
    />
  );

  // Kept exactly as typed: the schema reads "₹ 1,500.50" and refuses what is not a number, on the field.
  const amount = (field: LrDraftKey, inputMode: 'decimal' | 'numeric', placeholder?: string) => (
    <AmountInput
      {...common(field)}
      value={draft[field]}
      onChange={(value) => onChange(field, value)}
      inputMode={inputMode}
      placeholder={placeholder}
    />
  );

  return (
    <Stack gap="sm" component="section" aria-label="Lorry receipt">
      <Group justify="space-between" gap="sm">
        <Group gap="xs">
          <Title order={3} size="h4">
            {lr ? `Lorry receipt ${lr.lrNo}` : 'Lorry receipt'}
          </Title>
          {lr && <Badge variant="light">{lr.status}</Badge>}
        </Group>
        {lr ? (
          <Button
            variant="light"
            leftSection={<IconPrinter size={16} aria-hidden />}
            onClick={() => openPdf(lr.lrNo)}
            w={{ base: '100%', xs: 'auto' }}
          >
            Print LR
          </Button>
        ) : (
          !problem && (
            <Switch
              label="Add lorry receipt"
              checked={on}
              disabled={!editable}
              onChange={(event) => onToggle(event.currentTarget.checked)}
            />
          )
        )}
      </Group>
      {problem && (
        <Alert color="red" title="Lorry receipt not available">
          {problem}
        </Alert>
      )}
      {on && !problem && (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
          {party('consignor')}
          {party('consignee')}
          {text('goods', { maxLength: 100 })}
          {amount('packages', 'numeric')}
          {text('packing', { maxLength: 40 })}
          {text('invoiceNo', { maxLength: 40 })}
          {amount('invoiceValue', 'decimal')}
          {text('ewayBillNo', { inputMode: 'numeric', maxLength: 20 })}
          <TextInput
            {...common('ewayBillValidUntil')}
            type="datetime-local"
            value={draft.ewayBillValidUntil}
            onChange={(event) => onChange('ewayBillValidUntil', event.currentTarget.value)}
          />
          <NativeSelect
            {...common('freightTerms')}
            data={FREIGHT_TERMS_OPTIONS}
            value={draft.freightTerms}
            onChange={(event) => onChange('freightTerms', event.currentTarget.value)}
          />
          {amount('chargedWeight', 'decimal', tripWeight || undefined)}
          {typesRate && amount('rate', 'decimal', "Customer's rate")}
        </SimpleGrid>
      )}
    </Stack>
  );
}
