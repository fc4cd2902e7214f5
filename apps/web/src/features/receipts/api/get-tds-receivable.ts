import { tdsReceivableSchema, type TdsReceivable, type TdsReceivableQuery } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tdsReceivableQueryKey } from './receipt-books';

export const tdsReceivableSearch = (period: TdsReceivableQuery) => new URLSearchParams({ ...period }).toString();

/** GET /api/tds-receivable?fy=&quarter=: per customer the receipts of the quarter, what it paid and the TDS it deducted. */
export function getTdsReceivable(period: TdsReceivableQuery): Promise<TdsReceivable> {
  return api.get(`/api/tds-receivable?${tdsReceivableSearch(period)}`, { schema: tdsReceivableSchema });
}

export function useTdsReceivable(period: TdsReceivableQuery) {
  return useQuery({
    queryKey: [...tdsReceivableQueryKey, period],
    queryFn: () => getTdsReceivable(period),
    placeholderData: keepPreviousData,
  });
}
