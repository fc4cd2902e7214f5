import { customerLedgerSchema, type CustomerLedger, type CustomerLedgerQuery } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerLedgerQueryKey } from './receipt-books';

/** The query string of the ledger and of its PDF and Excel. */
export const customerLedgerSearch = (query: CustomerLedgerQuery) => new URLSearchParams({ ...query }).toString();

/**
 * GET /api/customer-ledger: the opening balance, the period's invoices, credit notes, receipts and reversals with a
 * running balance (what the customer owes), the totals and the closing balance.
 */
export function getCustomerLedger(query: CustomerLedgerQuery): Promise<CustomerLedger> {
  return api.get(`/api/customer-ledger?${customerLedgerSearch(query)}`, { schema: customerLedgerSchema });
}

/** Null asks nothing (no ledger asked for yet). */
export function useCustomerLedger(query: CustomerLedgerQuery | null) {
  return useQuery({
    queryKey: [...customerLedgerQueryKey, query],
    queryFn: query ? () => getCustomerLedger(query) : skipToken,
    placeholderData: keepPreviousData,
  });
}
