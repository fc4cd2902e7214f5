import { BILL_PAYMENT_STATUSES, TRANSACTIONS_RANGE } from '@freightdesk/domain';
import { NativeSelect } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { FilterForm } from '@/components/filter-form';
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
  return (
    <FilterForm
      label="Search transactions"
      range={{
        startDate: range.startDate,
        endDate: range.endDate,
        onChange: (field, day) => onChange({ ...range, [field]: day }),
        rule: TRANSACTIONS_RANGE,
      }}
      searching={searching}
      onSearch={onSearch}
      actions={[
        {
          label: 'Download Excel',
          icon: IconFileSpreadsheet,
          loading: downloading,
          onClick: onDownload,
          ofRange: true,
        },
      ]}
    >
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={range.status ?? ''}
        onChange={(event) => onChange({ ...range, status: paymentStatusOf(event.currentTarget.value) })}
      />
    </FilterForm>
  );
}
