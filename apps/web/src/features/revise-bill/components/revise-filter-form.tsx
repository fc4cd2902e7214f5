import { REVISE_RANGE } from '@freightdesk/domain';
import { TextInput } from '@mantine/core';
import { IconFilePencil } from '@tabler/icons-react';
import { FilterForm } from '@/components/filter-form';
import { normaliseBillId, type ReviseFilter } from '../utils/revise-filter';

interface ReviseFilterFormProps {
  filter: ReviseFilter;
  onChange: (filter: ReviseFilter) => void;
  onSearch: () => void;
  onUpdateBill: () => void;
  searching: boolean;
  updating: boolean;
}

/** Start Date, End Date and Bill ID; Enter in any of them searches. Update Bill revises the bill on screen. */
export function ReviseFilterForm(props: ReviseFilterFormProps) {
  const { filter, onChange, onSearch, onUpdateBill, searching, updating } = props;
  return (
    <FilterForm
      label="Search bill to revise"
      range={{
        startDate: filter.startDate,
        endDate: filter.endDate,
        onChange: (field, day) => onChange({ ...filter, [field]: day }),
        rule: REVISE_RANGE,
      }}
      searching={searching}
      onSearch={onSearch}
      actions={[{ label: 'Update Bill', icon: IconFilePencil, loading: updating, onClick: onUpdateBill }]}
    >
      <TextInput
        label="Bill ID"
        placeholder="B12"
        autoComplete="off"
        inputMode="numeric"
        maxLength={20}
        value={filter.billId}
        onChange={(event) => onChange({ ...filter, billId: normaliseBillId(event.currentTarget.value) })}
      />
    </FilterForm>
  );
}
