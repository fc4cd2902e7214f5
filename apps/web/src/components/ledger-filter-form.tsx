import { Select } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { FilterForm } from './filter-form';

/** A ledger's file: the same ledger as a PDF or an Excel workbook. */
export type LedgerFormat = 'pdf' | 'excel';

/** How the party's field reads, by the party a ledger is of. */
const PARTIES = {
  vendor: {
    form: 'Vendor ledger',
    label: 'Vendor',
    placeholder: 'Type to find a vendor',
    nothingFound: 'No vendors found',
  },
  customer: {
    form: 'Customer ledger',
    label: 'Customer',
    placeholder: 'Type to find a customer',
    nothingFound: 'No customers found',
  },
} as const;

export type LedgerParty = keyof typeof PARTIES;

/** The ledger's filter as chosen: the party's name and both days, YYYY-MM-DD. */
export type LedgerFilter<Party extends LedgerParty> = Record<Party, string> & { startDate: string; endDate: string };

/** What a screen gives its ledger's filter form, beside the party's names. */
export interface LedgerFilterFields<Party extends LedgerParty> {
  draft: LedgerFilter<Party>;
  onChange: (draft: LedgerFilter<Party>) => void;
  onSearch: () => void;
  onDownload: (format: LedgerFormat) => void;
  searching: boolean;
  /** The file on its way; null while none is. */
  downloading: LedgerFormat | null;
}

interface LedgerFilterFormProps<Party extends LedgerParty> extends LedgerFilterFields<Party> {
  /** Whose ledger: the draft's field of that name, and how the form and the field are worded. */
  party: Party;
  /** The names the party's field offers. */
  names: readonly string[];
  partyError: string | undefined;
}

/**
 * The party, Start Date and End Date with Show Ledger (Enter shows it), and the same ledger as PDF or Excel. The range
 * has no rule here: the ledger's query checks it with the party, so a missing party and a bad range show at once.
 */
export function LedgerFilterForm<Party extends LedgerParty>(props: LedgerFilterFormProps<Party>) {
  const { party, names, partyError, draft, onChange, onSearch, onDownload, searching, downloading } = props;
  const wording = PARTIES[party];
  return (
    <FilterForm
      label={wording.form}
      leadingFields={
        <Select
          label={wording.label}
          placeholder={wording.placeholder}
          data={names}
          value={draft[party] || null}
          onChange={(name) => onChange({ ...draft, [party]: name ?? '' })}
          searchable
          selectFirstOptionOnChange
          clearable
          nothingFoundMessage={wording.nothingFound}
          limit={50}
          maxDropdownHeight={240}
          error={partyError}
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
