import { NumberInput, type NumberInputProps } from '@mantine/core';

interface AmountInputProps extends Omit<NumberInputProps, 'value' | 'onChange'> {
  /** The amount as typed. */
  value: string;
  onChange: (value: string) => void;
}

/** An amount or rate: no sign, at most two decimals, no spinner. */
export function AmountInput({ onChange, ...inputProps }: AmountInputProps) {
  return (
    <NumberInput
      {...inputProps}
      onChange={(amount) => onChange(String(amount))}
      allowNegative={false}
      decimalScale={2}
      hideControls
      autoComplete="off"
    />
  );
}
