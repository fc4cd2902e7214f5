import { BILL_PAYMENT_STATUSES } from '@freightdesk/domain';
import { Button, Group, NativeSelect } from '@mantine/core';
import { IconFileSpreadsheet, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateField } from '@/components/date-field';
import type { TransactionsFilter } from '../api/get-transactions';
import { paymentStatusOf } from '../utils/transaction-rows';

const STATUS_OPTIONS = [{ value: '', label: 'All bills' }, ...BILL_PAYMENT_STATUSES];

interface TransactionsFilterFormProps {
  range: TransactionsFilter;
  onChange: (range: TransactionsFilter) => void;
  onSearch: () => void;
  onDownload: () => void;
  searching: boolean;
  downloading: boolean;
}

/** Start Date, End Date and Status with Search (Enter in a date searches) and Download Excel for the same bills. */
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
        <NativeSelect
          label="Status"
          data={STATUS_OPTIONS}
          value={range.status ?? ''}
          onChange={(event) => onChange({ ...range, status: paymentStatusOf(event.currentTarget.value) })}
          w={{ base: '100%', xs: 150 }}
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
