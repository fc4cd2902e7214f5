import { Select } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FilterForm } from '@/components/filter-form';
import type { LedgerFormat } from '../api/download-customer-ledger';
import type { LedgerDraft } from '../utils/ledger-filter';

interface CustomerLedgerFilterFormProps {
  draft: LedgerDraft;
  customers: readonly string[];
  customerError: string | undefined;
  onChange: (draft: LedgerDraft) => void;
  onSearch: () => void;
  onDownload: (format: LedgerFormat) => void;
  searching: boolean;
  /** The file on its way; null while none is. */
  downloading: LedgerFormat | null;
}

/**
 * Customer, Start Date and End Date with Show Ledger (Enter shows it), and the same ledger as PDF or Excel. The range
 * is checked with the customer, so a missing customer and a bad range show at once.
 */
export function CustomerLedgerFilterForm(props: CustomerLedgerFilterFormProps) {
  const { draft, customers, customerError, onChange, onSearch, onDownload, searching, downloading } = props;
  return (
    <FilterForm
      label="Customer ledger"
      leadingFields={
        <Select
          label="Customer"
          placeholder="Type to find a customer"
          data={customers}
          value={draft.customer || null}
          onChange={(customer) => onChange({ ...draft, customer: customer ?? '' })}
          searchable
          selectFirstOptionOnChange
          clearable
          nothingFoundMessage="No customers found"
          limit={50}
          maxDropdownHeight={240}
          error={customerError}
        />
      }
      range={{
        startDate: draft.startDate,
        endDate: draft.endDate,
        onChange: (field, day) => onChange({ ...draft, [field]: day }),
      }}
      searchLabel="Show Ledger"
      searching={searching}
      onSearch={onSearch}
      actions={[
        {
          label: 'Download PDF',
          icon: IconFileTypePdf,
          loading: downloading === 'pdf',
          onClick: () => onDownload('pdf'),
        },
        {
          label: 'Download Excel',
          icon: IconFileSpreadsheet,
          loading: downloading === 'excel',
          onClick: () => onDownload('excel'),
        },
      ]}
    />
  );
}
