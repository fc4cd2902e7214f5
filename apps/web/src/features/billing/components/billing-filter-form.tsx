import { BILLING_RANGE, normaliseTruckNumber } from '@freightdesk/domain';
import { useState } from 'react';
import { FilterForm } from '@/components/filter-form';
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

/** Start Date, End Date, Vendor and Truck Number; Enter searches. */
export function BillingFilterForm({ initial, searching, onSearch }: BillingFilterFormProps) {
  const [draft, setDraft] = useState(initial);
  const vendorNames = useVendorNames();
  const truckNumbers = useTruckNumbers();

  const change = (field: keyof BillingFilter, value: string) => setDraft((current) => ({ ...current, [field]: value }));

  return (
    <FilterForm
      label="Billing filters"
      range={{ startDate: draft.startDate, endDate: draft.endDate, onChange: change, rule: BILLING_RANGE }}
      searching={searching}
      onSearch={() => onSearch({ ...draft, vendor: draft.vendor.trim() })}
    >
      <LookupInput
        label="Vendor"
        value={draft.vendor}
        onChange={(value) => change('vendor', value)}
        options={vendorNames.data ?? NO_OPTIONS}
        match="prefix"
      />
      <LookupInput
        label="Truck Number"
        value={draft.truckNumber}
        onChange={(value) => change('truckNumber', value)}
        options={truckNumbers.data ?? NO_OPTIONS}
        match="substring"
        normalise={normaliseTruckNumber}
      />
    </FilterForm>
  );
}
