import { REPORT_MESSAGES } from '@freightdesk/domain';
import { Button, Group, SimpleGrid } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import { useTruckNumbers } from '../api/get-truck-numbers';
import { useVendorNames } from '../api/get-vendor-names';
import { TypeAheadInput } from './type-ahead-input';

/** The filter as typed: every field a string, blank when not used. */
export interface ReportFilterDraft {
  startDate: string;
  endDate: string;
  vendor: string;
  truckNumber: string;
}

interface ReportFilterFormProps {
  initial: ReportFilterDraft;
  searching: boolean;
  onSearch: (draft: ReportFilterDraft) => void;
}

const NO_OPTIONS: string[] = [];

/** Start Date, End Date, Vendor and Truck Number, with type-ahead over the master data; Enter searches. */
export function ReportFilterForm({ initial, searching, onSearch }: ReportFilterFormProps) {
  const [draft, setDraft] = useState(initial);
  const vendorNames = useVendorNames();
  const truckNumbers = useTruckNumbers();

  const change = (field: keyof ReportFilterDraft) => (value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(draft);
  }

  return (
    <form aria-label="Search reports" onSubmit={submit} noValidate>
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
        <TypeAheadInput
          label="Vendor"
          value={draft.vendor}
          onChange={change('vendor')}
          options={vendorNames.data ?? NO_OPTIONS}
          emptyMessage={REPORT_MESSAGES.noVendors}
        />
        <TypeAheadInput
          label="Truck Number"
          value={draft.truckNumber}
          onChange={change('truckNumber')}
          normalise={(typed) => typed.toUpperCase()}
          options={truckNumbers.data ?? NO_OPTIONS}
          emptyMessage={REPORT_MESSAGES.noTrucks}
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
