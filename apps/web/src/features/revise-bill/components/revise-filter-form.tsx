import { Button, Group, TextInput } from '@mantine/core';
import { IconFilePencil, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateField } from '@/components/date-field';
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

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form aria-label="Search bill to revise" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <DateField
          label="Start Date"
          value={filter.startDate}
          max={filter.endDate || undefined}
          onChange={(day) => onChange({ ...filter, startDate: day })}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <DateField
          label="End Date"
          value={filter.endDate}
          min={filter.startDate || undefined}
          onChange={(day) => onChange({ ...filter, endDate: day })}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <TextInput
          label="Bill ID"
          placeholder="B12"
          autoComplete="off"
          inputMode="numeric"
          maxLength={20}
          value={filter.billId}
          onChange={(event) => onChange({ ...filter, billId: normaliseBillId(event.currentTarget.value) })}
          w={{ base: '100%', xs: 150 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Search
        </Button>
        <Button
          variant="light"
          leftSection={<IconFilePencil size={16} aria-hidden />}
          loading={updating}
          onClick={onUpdateBill}
        >
          Update Bill
        </Button>
      </Group>
    </form>
  );
}
