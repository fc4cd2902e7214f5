import { GST_STATE_NAMES, upperAlphanumeric } from '@freightdesk/domain';
import { Autocomplete, Checkbox, SimpleGrid, TextInput } from '@mantine/core';
import { AmountInput } from '@/components/amount-input';
import type { DraftFieldProps } from '@/hooks/use-field-draft';
import { type CustomerFieldKey, TICKED, stateFilledBy, stateNote } from '../utils/customer-draft';

const STATES_BY_NAME = [...GST_STATE_NAMES].sort((a, b) => a.localeCompare(b));

interface CustomerFieldsProps {
  field: (key: CustomerFieldKey) => DraftFieldProps<CustomerFieldKey>;
  /** Focuses the name when the form opens, so typing starts at once. */
  autoFocusName?: boolean;
}

/** The customer's inputs, each with its refusal under it; a valid GSTIN fills State with the state it is registered in. */
export function CustomerFields({ field, autoFocusName = false }: CustomerFieldsProps) {
  const text = (key: CustomerFieldKey) => {
    const { value, error, onChange, onBlur } = field(key);
    return {
      name: key,
      value,
      error,
      onBlur,
      autoComplete: 'off',
      onChange: (event: { currentTarget: HTMLInputElement }) => onChange(event.currentTarget.value),
    };
  };
  const gstin = field('gstin');
  const state = field('state');
  const reverseCharge = field('reverseCharge');

  function typeGstin(typed: string) {
    const next = upperAlphanumeric(typed);
    gstin.onChange(next);
    const filled = stateFilledBy(gstin.value, next);
    if (filled) state.onChange(filled);
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="sm">
      <TextInput label="Customer Name" maxLength={80} data-autofocus autoFocus={autoFocusName} {...text('name')} />
      <TextInput
        label="GSTIN"
        description="Optional; fills State"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...text('gstin')}
        onChange={(event) => typeGstin(event.currentTarget.value)}
      />
      <TextInput
        label="PAN"
        description="Optional"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        {...text('pan')}
        onChange={(event) => field('pan').onChange(upperAlphanumeric(event.currentTarget.value))}
      />
      <TextInput label="Address" maxLength={300} {...text('address')} />
      {/* Typing part of a name lists the states with it; Enter or Tab takes the first one listed. */}
      <Autocomplete
        label="State"
        placeholder="Type to find a state"
        data={STATES_BY_NAME}
        {...text('state')}
        onChange={state.onChange}
        selectFirstOptionOnChange
        autoSelectOnBlur
        maxDropdownHeight={240}
        description={state.error ? undefined : stateNote({ gstin: gstin.value, state: state.value })}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
      />
      <TextInput label="PIN Code" inputMode="numeric" maxLength={7} {...text('pin')} />
      <TextInput label="Phone" inputMode="tel" maxLength={16} {...text('phone')} />
      <TextInput label="Email" inputMode="email" {...text('email')} />
      <AmountInput
        label="Credit Days"
        inputMode="numeric"
        {...text('creditDays')}
        onChange={field('creditDays').onChange}
      />
      <Checkbox
        name="reverseCharge"
        label="Reverse charge (customer pays GST)"
        checked={reverseCharge.value === TICKED}
        onChange={(event) => reverseCharge.onChange(event.currentTarget.checked ? TICKED : '')}
        mt={{ base: 0, md: 30 }}
      />
    </SimpleGrid>
  );
}
