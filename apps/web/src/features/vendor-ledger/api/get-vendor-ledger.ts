import { vendorLedgerSchema, type VendorLedger, type VendorLedgerQuery } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const vendorLedgerQueryKey = ['vendor-ledger'] as const;

/** The query string of the ledger and of its PDF and Excel. */
export const ledgerSearch = (query: VendorLedgerQuery) => new URLSearchParams({ ...query }).toString();

/** GET /api/vendor-ledger: opening balance, the period's bills, payments and reversals with a running balance, closing. */
export function getVendorLedger(query: VendorLedgerQuery): Promise<VendorLedger> {
  return api.get(`/api/vendor-ledger?${ledgerSearch(query)}`, { schema: vendorLedgerSchema });
}

export function useVendorLedger(query: VendorLedgerQuery | null) {
  return useQuery({
    queryKey: [...vendorLedgerQueryKey, query],
    queryFn: query ? () => getVendorLedger(query) : skipToken,
    placeholderData: keepPreviousData,
  });
}
