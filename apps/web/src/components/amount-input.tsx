import { TextInput, type TextInputProps } from '@mantine/core';

interface AmountInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  /** The amount, rate or weight as typed. */
  value: string;
  onChange: (value: string) => void;
}

/**
 * A money, rate or weight field that keeps exactly what is typed or pasted, a letter included: the form reads it with
 * the domain's rule (readNumberText), which takes "30,000", "1,25,000" and "₹ 1,500.50", and shows a refusal on the
 * field. Nothing is dropped or repaired while typing, so "12o0" can never be saved as 120.
 */
export function AmountInput({ onChange, ...inputProps }: AmountInputProps) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      {...inputProps}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
