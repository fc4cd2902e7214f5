import { Select } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FilterForm } from '@/components/filter-form';
import type { LedgerFormat } from '../api/download-vendor-ledger';

/** The ledger's filter as chosen: a vendor and both days, YYYY-MM-DD. */
export interface LedgerDraft {
  vendor: string;
  startDate: string;
  endDate: string;
}

interface LedgerFilterFormProps {
  draft: LedgerDraft;
  vendors: readonly string[];
  vendorError: string | undefined;
  onChange: (draft: LedgerDraft) => void;
  onSearch: () => void;
  onDownload: (format: LedgerFormat) => void;
  searching: boolean;
  /** The file on its way, if any. */
  downloading: LedgerFormat | null;
}

/**
 * Vendor, Start Date and End Date with Show Ledger (Enter searches), and the same ledger as PDF or Excel. The range has
 * no rule here: the ledger's query checks it with the vendor, so a missing vendor and a bad range show at once.
 */
export function LedgerFilterForm(props: LedgerFilterFormProps) {
  const { draft, vendors, vendorError, onChange, onSearch, onDownload, searching, downloading } = props;
  return (
    <FilterForm
      label="Vendor ledger"
      leadingFields={
        <Select
          label="Vendor"
          placeholder="Type to find a vendor"
          data={vendors}
          value={draft.vendor || null}
          onChange={(vendor) => onChange({ ...draft, vendor: vendor ?? '' })}
          searchable
          selectFirstOptionOnChange
          clearable
          nothingFoundMessage="No vendors found"
          limit={50}
          maxDropdownHeight={240}
          error={vendorError}
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
