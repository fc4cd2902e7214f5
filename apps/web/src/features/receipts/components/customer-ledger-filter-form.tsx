import { LedgerFilterForm, type LedgerFilterFields } from '@/components/ledger-filter-form';

interface CustomerLedgerFilterFormProps extends LedgerFilterFields<'customer'> {
  customers: readonly string[];
  customerError: string | undefined;
}

/** The customer ledger's filter: Customer, Start Date and End Date, checked together by the ledger's query. */
export function CustomerLedgerFilterForm({ customers, customerError, ...filter }: CustomerLedgerFilterFormProps) {
  return <LedgerFilterForm {...filter} party="customer" names={customers} partyError={customerError} />;
}
