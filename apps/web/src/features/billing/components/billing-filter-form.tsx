import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import type { BillingFilter } from '../api/list-billing';
import { useTruckNumbers } from '../api/get-truck-numbers';
import { useVendorNames } from '../api/get-vendor-names';
import { LookupInput } from './lookup-input';

interface BillingFilterFormProps {
  initial: BillingFilter;
  searching: boolean;
  onSearch: (filter: BillingFilter) => void;
}

const NO_OPTIONS: string[] = [];
const truckNumberAsTyped = (typed: string) => typed.replace(/\s+/g, '').toUpperCase();

/** Start Date, End Date, Vendor and Truck Number; Enter searches. */
export function BillingFilterForm({ initial, searching, onSearch }: BillingFilterFormProps) {
  const [draft, setDraft] = useState(initial);
  const vendorNames = useVendorNames();
  const truckNumbers = useTruckNumbers();

  const change = (field: keyof BillingFilter) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ ...draft, vendor: draft.vendor.trim() });
  }

  return (
    <form aria-label="Billing filters" onSubmit={submit} noValidate>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <DateField
          label="Start Date"
          value={draft.startDate}
          max={draft.endDate || undefined}
          onChange={(day) => change('startDate')(day)}
        />
        <DateField
          label="End Date"
          value={draft.endDate}
          min={draft.startDate || undefined}
          onChange={(day) => change('endDate')(day)}
        />
        <LookupInput
          label="Vendor"
          value={draft.vendor}
          onChange={change('vendor')}
          options={vendorNames.data ?? NO_OPTIONS}
          match="prefix"
        />
        <LookupInput
          label="Truck Number"
          value={draft.truckNumber}
          onChange={change('truckNumber')}
          options={truckNumbers.data ?? NO_OPTIONS}
          match="substring"
          normalise={truckNumberAsTyped}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Search
        </Button>
      </Group>
    </form>
  );
}
