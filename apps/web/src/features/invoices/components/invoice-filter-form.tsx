import { BILL_PAYMENT_STATUSES, INVOICE_RANGE } from '@freightdesk/domain';
import { NativeSelect, Select } from '@mantine/core';
import { FilterForm } from '@/components/filter-form';
import type { InvoiceFilter } from '../api/get-invoices';
import { invoiceStatusOf } from '../utils/invoice-filter';

const STATUS_OPTIONS = [{ value: '', label: 'All' }, ...BILL_PAYMENT_STATUSES];

interface InvoiceFilterFormProps {
  filter: InvoiceFilter;
  /** The customers' names to choose from. */
  customers: readonly string[];
  onChange: (filter: InvoiceFilter) => void;
  onSearch: () => void;
  searching: boolean;
}

/** Customer (blank for every one), the invoice days (both, or neither for every day) and the status, with Search. */
export function InvoiceFilterForm({ filter, customers, onChange, onSearch, searching }: InvoiceFilterFormProps) {
  return (
    <FilterForm
      label="Search invoices"
      leadingFields={
        <Select
          label="Customer"
          placeholder="Every customer"
          data={customers}
          value={filter.customer || null}
          onChange={(customer) => onChange({ ...filter, customer: customer ?? '' })}
          searchable
          selectFirstOptionOnChange
          clearable
          nothingFoundMessage="No customers found"
          limit={50}
          maxDropdownHeight={240}
        />
      }
      range={{
        startDate: filter.startDate,
        endDate: filter.endDate,
        onChange: (field, day) => onChange({ ...filter, [field]: day }),
        rule: INVOICE_RANGE,
      }}
      searching={searching}
      onSearch={onSearch}
    >
      <NativeSelect
        label="Status"
        data={STATUS_OPTIONS}
        value={filter.status ?? ''}
        onChange={(event) => onChange({ ...filter, status: invoiceStatusOf(event.currentTarget.value) })}
      />
    </FilterForm>
  );
}
