import { LR_RANGE, LR_STATUSES } from '@freightdesk/domain';
import { NativeSelect } from '@mantine/core';
import { FilterForm } from '@/components/filter-form';
import type { LrFilter } from '../api/get-lrs';
import { lrStatusOf } from '../utils/lr-filter';

const STATUS_OPTIONS = [{ value: '', label: 'All statuses' }, ...LR_STATUSES];

interface LrFilterFormProps {
  filter: LrFilter;
  onChange: (filter: LrFilter) => void;
  onSearch: () => void;
  searching: boolean;
}

/** The LR days (both, or neither for every day) and the status, with Search. */
export function LrFilterForm({ filter, onChange, onSearch, searching }: LrFilterFormProps) {
  return (
    <FilterForm
      label="Search lorry receipts"
      range={{
        startDate: filter.startDate,
        endDate: filter.endDate,
        onChange: (field, day) => onChange({ ...filter, [field]: day }),
        rule: LR_RANGE,
      }}
      searching={searching}
      onSearch={onSearch}
    >
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filter.status ?? ''}
        onChange={(event) => onChange({ ...filter, status: lrStatusOf(event.currentTarget.value) })}
      />
    </FilterForm>
  );
}
