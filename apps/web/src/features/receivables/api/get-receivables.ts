import { receivablesSchema, type Receivables } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { receivablesQueryKey } from '@/features/receipts/api/receipt-books';

/** The query string of the list and of its PDF and Excel: the day the balances are taken as of. */
export const receivablesSearch = (asOf: string) => new URLSearchParams({ asOf }).toString();

/**
 * GET /api/receivables?asOf=: per customer who owes something at the end of that day, invoiced, received and the
 * balance aged by days past each invoice's due date; largest balance first.
 */
export function getReceivables(asOf: string): Promise<Receivables> {
  return api.get(`/api/receivables?${receivablesSearch(asOf)}`, { schema: receivablesSchema });
}

export function useReceivables(asOf: string) {
  return useQuery({
    queryKey: [...receivablesQueryKey, asOf],
    queryFn: () => getReceivables(asOf),
    placeholderData: keepPreviousData,
  });
}
