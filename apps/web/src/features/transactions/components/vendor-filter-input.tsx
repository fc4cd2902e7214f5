import { REPORT_MESSAGES } from '@freightdesk/domain';
import { CloseButton, Combobox, TextInput, useCombobox } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useMemo } from 'react';

// A long list in a dropdown helps nobody; typing narrows it.
const MAX_OPTIONS = 50;

interface VendorFilterInputProps {
  value: string;
  onChange: (vendor: string) => void;
  /** The vendors of the bills on screen. */
  vendors: readonly string[];
}

/** The vendor search box: suggests the listed vendors containing what is typed and filters the table as it goes. */
export function VendorFilterInput({ value, onChange, vendors }: VendorFilterInputProps) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const needle = value.trim().toLowerCase();
  const matches = useMemo(
    () => vendors.filter((vendor) => vendor.toLowerCase().includes(needle)).slice(0, MAX_OPTIONS),
    [vendors, needle],
  );
  // Exactly one vendor typed in full: the list would only repeat it.
  const chosen = matches.length === 1 && matches[0]?.toLowerCase() === needle;

  return (
    <Combobox
      store={combobox}
      onOptionSubmit={(vendor) => {
        onChange(vendor);
        combobox.closeDropdown();
      }}
    >
      <Combobox.Target>
        <TextInput
          label="Search Vendor"
          placeholder="Vendor name"
          autoComplete="off"
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            value ? <CloseButton size="sm" aria-label="Clear vendor search" onClick={() => onChange('')} /> : null
          }
          value={value}
          onChange={(event) => {
            onChange(event.currentTarget.value);
            combobox.openDropdown();
            combobox.resetSelectedOption();
          }}
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => combobox.closeDropdown()}
          w={{ base: '100%', xs: 280 }}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={chosen}>
        <Combobox.Options mah={240} style={{ overflowY: 'auto' }}>
          {matches.length === 0 ? (
            <Combobox.Empty>{REPORT_MESSAGES.noVendors}</Combobox.Empty>
          ) : (
            matches.map((vendor) => (
              <Combobox.Option value={vendor} key={vendor}>
                {vendor}
              </Combobox.Option>
            ))
          )}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
