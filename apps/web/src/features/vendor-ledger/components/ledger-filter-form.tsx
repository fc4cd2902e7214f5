import { Button, Group, Select } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconSearch } from '@tabler/icons-react';
import type { FormEvent } from 'react';
import { DateRangeFields } from '@/components/filter-form';
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

/** Vendor, Start Date and End Date with Show Ledger (Enter searches), and the same ledger as PDF or Excel. */
export function LedgerFilterForm(props: LedgerFilterFormProps) {
  const { draft, vendors, vendorError, onChange, onSearch, onDownload, searching, downloading } = props;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch();
  }

  return (
    <form aria-label="Vendor ledger" onSubmit={submit} noValidate>
      <Group align="flex-start" gap="sm">
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
          w={{ base: '100%', xs: 280 }}
        />
        <DateRangeFields
          startDate={draft.startDate}
          endDate={draft.endDate}
          onChange={(field, day) => onChange({ ...draft, [field]: day })}
          w={{ base: 'calc(50% - 6px)', xs: 170 }}
        />
      </Group>
      <Group gap="sm" mt="md">
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={searching}>
          Show Ledger
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileTypePdf size={16} aria-hidden />}
          loading={downloading === 'pdf'}
          onClick={() => onDownload('pdf')}
        >
          Download PDF
        </Button>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={downloading === 'excel'}
          onClick={() => onDownload('excel')}
        >
          Download Excel
        </Button>
      </Group>
    </form>
  );
}
