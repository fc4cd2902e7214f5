import {
  formatRupees,
  freightInputSchema,
  normalisePlace,
  type FreightFields,
  type FreightRate,
} from '@freightdesk/domain';
import { TextInput } from '@mantine/core';
import { AmountInput } from '@/components/amount-input';
import type { Draft, DraftFieldProps, DraftRules } from '@/hooks/use-field-draft';

type FreightFieldKey = keyof FreightFields;

export const FREIGHT_FIELD_ORDER: FreightFieldKey[] = ['from_destination', 'to_destination', 'rate'];

/** The form's labels (spec-2 section 2) and the table's column headers. */
export const FREIGHT_LABELS: Record<FreightFieldKey, { form: string; column: string }> = {
  from_destination: { form: 'From Destination', column: 'From' },
  to_destination: { form: 'To Destination', column: 'To' },
  rate: { form: 'Rate', column: 'Rate' },
};

export const EMPTY_DRAFT: Draft<FreightFieldKey> = { from_destination: '', to_destination: '', rate: '' };

export function draftOf(freightRate: FreightRate): Draft<FreightFieldKey> {
  return { from_destination: freightRate.from, to_destination: freightRate.to, rate: String(freightRate.rate) };
}

/** The draft after leaving one input: a place name is normalised. */
function leaveField(draft: Draft<FreightFieldKey>, field: FreightFieldKey): Draft<FreightFieldKey> {
  return field === 'rate' ? draft : { ...draft, [field]: normalisePlace(draft[field]) };
}

export const FREIGHT_DRAFT: DraftRules<FreightFieldKey, FreightFields> = {
  order: FREIGHT_FIELD_ORDER,
  leaveField,
  schema: freightInputSchema,
};

/** A rate as spec-2 shows it: rounded to whole rupees. */
export function formatRate(rate: number): string {
  return formatRupees(rate, { whole: true });
}

interface FreightFieldInputProps extends DraftFieldProps<FreightFieldKey> {
  /** In a table row the column header names the input, so its label is only read out, not shown. */
  inTable?: boolean;
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
    return <AmountInput {...common} value={value} onChange={onChange} />;
  }
  return (
    <TextInput {...common} value={value} autoComplete="off" onChange={(event) => onChange(event.currentTarget.value)} />
  );
}
