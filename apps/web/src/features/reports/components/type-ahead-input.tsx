import { Combobox, TextInput, useCombobox } from '@mantine/core';
import { useMemo } from 'react';

// A long list in a dropdown helps nobody; typing narrows it.
const MAX_OPTIONS = 50;

interface TypeAheadInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Every value the input may suggest. */
  options: readonly string[];
  /** Shown in the dropdown when nothing matches. */
  emptyMessage: string;
  placeholder?: string;
  /** Applied to what is typed, such as upper-casing a truck number. */
  normalise?: (value: string) => string;
}

/** A text input suggesting the options that contain what is typed; Enter without a highlighted option submits the form. */
export function TypeAheadInput(props: TypeAheadInputProps) {
  const { label, value, onChange, options, emptyMessage, placeholder, normalise = (typed) => typed } = props;
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const needle = value.trim().toLowerCase();
  const matches = useMemo(
    () => options.filter((option) => option.toLowerCase().includes(needle)).slice(0, MAX_OPTIONS),
    [options, needle],
  );
  // Nothing typed, or exactly one option typed in full: the list would only cover what lies below it.
  const chosen = needle === '' || (matches.length === 1 && matches[0]?.toLowerCase() === needle);

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(option) => {
        onChange(option);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label={label}
          placeholder={placeholder}
          autoComplete="off"
          value={value}
          onChange={(event) => {
            onChange(normalise(event.currentTarget.value));
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={chosen}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>{emptyMessage}</Combobox.Empty>
          ) : (
            matches.map((option) => (
              <Combobox.Option value={option} key={option}>
                {option}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
