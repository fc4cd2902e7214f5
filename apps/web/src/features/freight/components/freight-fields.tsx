import {
  formatRupees,
  freightInputSchema,
  normalisePlace,
  type FreightFields,
  type FreightRate,
} from '@freightdesk/domain';
import { NumberInput, TextInput } from '@mantine/core';
import { z } from 'zod';

export type FreightFieldKey = keyof FreightFields;
/** What the inputs hold, before the schema turns it into a freight rate. */
export type FreightDraft = Record<FreightFieldKey, string>;
export type FreightErrors = Partial<Record<FreightFieldKey, string>>;

export const FREIGHT_FIELD_ORDER: FreightFieldKey[] = ['from_destination', 'to_destination', 'rate'];

/** The form's labels (spec-2 section 2) and the table's column headers. */
export const FREIGHT_LABELS: Record<FreightFieldKey, { form: string; column: string }> = {
  from_destination: { form: 'From Destination', column: 'From' },
  to_destination: { form: 'To Destination', column: 'To' },
  rate: { form: 'Rate', column: 'Rate' },
};

export const EMPTY_DRAFT: FreightDraft = { from_destination: '', to_destination: '', rate: '' };

export function draftOf(freightRate: FreightRate): FreightDraft {
  return { from_destination: freightRate.from, to_destination: freightRate.to, rate: String(freightRate.rate) };
}

/** The draft after leaving one input: a place name is normalised. */
export function leaveField(draft: FreightDraft, field: FreightFieldKey): FreightDraft {
  return field === 'rate' ? draft : { ...draft, [field]: normalisePlace(draft[field]) };
}

/** The draft as the server will store it, as if every input had been left. */
export function leaveAll(draft: FreightDraft): FreightDraft {
  return FREIGHT_FIELD_ORDER.reduce(leaveField, draft);
}

/** The first field, in the form's order, that has an error. */
export function firstInvalid(errors: FreightErrors): FreightFieldKey | undefined {
  return FREIGHT_FIELD_ORDER.find((field) => errors[field]);
}

export type FreightCheck = { success: true; freightRate: FreightFields } | { success: false; errors: FreightErrors };

/** The one freight schema, as the server runs it, with the first message of each failing field. */
export function checkFreightRate(draft: FreightDraft): FreightCheck {
  const result = freightInputSchema.safeParse(draft);
  if (result.success) return { success: true, freightRate: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const errors: FreightErrors = {};
  for (const field of FREIGHT_FIELD_ORDER) errors[field] = fieldErrors[field]?.[0];
  return { success: false, errors };
}

/** A rate as spec-2 shows it: rounded to whole rupees. */
export function formatRate(rate: number): string {
  return formatRupees(rate, { whole: true });
}

interface FreightFieldInputProps {
  field: FreightFieldKey;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** In a table row the column header names the input, so its label is only read out, not shown. */
  inTable?: boolean;
  autoFocus?: boolean;
}

export function FreightFieldInput(props: FreightFieldInputProps) {
  const { field, value, error, onChange, onBlur, inTable = false, autoFocus } = props;
  const common = {
    name: field,
    label: inTable ? undefined : FREIGHT_LABELS[field].form,
    'aria-label': inTable ? FREIGHT_LABELS[field].column : undefined,
    size: inTable ? 'xs' : 'sm',
    error,
    autoFocus,
    onBlur,
  } as const;

  if (field === 'rate') {
    return (
      <NumberInput
        {...common}
        value={value}
        onChange={(rate) => onChange(String(rate))}
        allowNegative={false}
        decimalScale={2}
        hideControls
        autoComplete="off"
      />
    );
  }
  return (
    <TextInput {...common} value={value} autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
