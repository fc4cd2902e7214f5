import {
  LedgerFilterForm as PartyLedgerFilterForm,
  type LedgerFilter,
  type LedgerFilterFields,
} from '@/components/ledger-filter-form';

/** The ledger's filter as chosen: a vendor and both days, YYYY-MM-DD. */
export type LedgerDraft = LedgerFilter<'vendor'>;

interface LedgerFilterFormProps extends LedgerFilterFields<'vendor'> {
  vendors: readonly string[];
  vendorError: string | undefined;
}

/** The vendor ledger's filter: Vendor, Start Date and End Date, checked together by the ledger's query. */
export function LedgerFilterForm({ vendors, vendorError, ...filter }: LedgerFilterFormProps) {
  return <PartyLedgerFilterForm {...filter} party="vendor" names={vendors} partyError={vendorError} />;
}
