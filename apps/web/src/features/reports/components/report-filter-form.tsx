import { REPORT_MESSAGES, REPORT_RANGE } from '@freightdesk/domain';
import { useState } from 'react';
import { FilterForm } from '@/components/filter-form';
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

  const change = (field: keyof ReportFilterDraft, value: string) =>
    setDraft((current) => ({ ...current, [field]: value }));

  return (
    <FilterForm
      label="Search reports"
      range={{ startDate: draft.startDate, endDate: draft.endDate, onChange: change, rule: REPORT_RANGE }}
      searching={searching}
      onSearch={() => onSearch(draft)}
    >
      <TypeAheadInput
        label="Vendor"
        value={draft.vendor}
        onChange={(value) => change('vendor', value)}
        options={vendorNames.data ?? NO_OPTIONS}
        emptyMessage={REPORT_MESSAGES.noVendors}
      />
      <TypeAheadInput
        label="Truck Number"
        value={draft.truckNumber}
        onChange={(value) => change('truckNumber', value)}
        normalise={(typed) => typed.toUpperCase()}
        options={truckNumbers.data ?? NO_OPTIONS}
        emptyMessage={REPORT_MESSAGES.noTrucks}
      />
    </FilterForm>
  );
}
