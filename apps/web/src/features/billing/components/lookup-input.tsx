import { Autocomplete, isOptionsGroup, type OptionsFilter } from '@mantine/core';
import { useMemo } from 'react';

// A long list in a dropdown helps nobody; typing narrows it.
const MAX_OPTIONS = 50;

interface LookupInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Every value the input may suggest. */
  options: readonly string[];
  /** Vendors are found by how their name starts, trucks by any part of the number (spec-2 Bill generation). */
  match: 'prefix' | 'substring';
  /** Applied to what is typed, such as upper-casing a truck number. */
  normalise?: (value: string) => string;
}

function optionsFilter(match: LookupInputProps['match']): OptionsFilter {
  return ({ options, search, limit }) => {
    const needle = search.trim().toLowerCase();
    const matches = (label: string) =>
      match === 'prefix' ? label.toLowerCase().startsWith(needle) : label.toLowerCase().includes(needle);
    const found = options.flatMap((option) => (!isOptionsGroup(option) && matches(option.label) ? [option] : []));
    // One option typed in full: the list would only cover what lies below it, such as the Search button.
    const chosen = found.length === 1 && found[0]?.label.toLowerCase() === needle;
    return chosen ? [] : found.slice(0, limit);
  };
}

/** A text input suggesting the master data that matches what is typed; Enter with no option highlighted searches. */
export function LookupInput({
  label,
  value,
  onChange,
  options,
  match,
  normalise = (typed) => typed,
}: LookupInputProps) {
  const filter = useMemo(() => optionsFilter(match), [match]);
  const data = useMemo(() => [...new Set(options)], [options]);
  return (
    <Autocomplete
      label={label}
      value={value}
      onChange={(typed) => onChange(normalise(typed))}
      data={data}
      filter={filter}
      limit={MAX_OPTIONS}
      maxDropdownHeight={240}
      autoComplete="off"
    />
  );
}
