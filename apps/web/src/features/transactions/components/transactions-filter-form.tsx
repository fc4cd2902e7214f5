import { Button, Group } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import type { DateRange } from '../api/get-transactions';

interface TransactionsFilterFormProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
  onSearch: () => void;
  onDownload: () => void;
  searching: boolean;
  downloading: boolean;
}

/** Start Date and End Date with Search (Enter in either date searches) and Download Excel for the same range. */
export function TransactionsFilterForm(props: TransactionsFilterFormProps) {
  const { range, onChange, onSearch, onDownload, searching, downloading } = props;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form aria-label="Search transactions" onSubmit={submit} noValidate>
      <Group align="flex-end" gap="sm">
        <DateField
          label="Start Date"
          value={range.startDate}
          max={range.endDate || undefined}
          onChange={(day) => onChange({ ...range, startDate: day })}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <DateField
          label="End Date"
          value={range.endDate}
          min={range.startDate || undefined}
          onChange={(day) => onChange({ ...range, endDate: day })}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Search
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={downloading}
          onClick={onDownload}
        >
          Download Excel
        </Button>
      </Group>
    </form>
  );
}
