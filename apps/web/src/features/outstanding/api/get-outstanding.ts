import { outstandingSchema, type Outstanding } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const outstandingQueryKey = ['outstanding'] as const;

/** The query string of the list and its Excel: the day the balances are taken as of. */
export const outstandingSearch = (asOf: string) => new URLSearchParams({ asOf }).toString();

/**
 * GET /api/outstanding?asOf=: per vendor billed, paid and balance with its ageing as they stood at the end of that day
 * (issue 28), largest balance first.
 */
export function getOutstanding(asOf: string): Promise<Outstanding> {
  return api.get(`/api/outstanding?${outstandingSearch(asOf)}`, { schema: outstandingSchema });
}

/** `asOf` null while the day typed is not a day the list can be taken as of. */
export function useOutstanding(asOf: string | null) {
  return useQuery({
    queryKey: [...outstandingQueryKey, asOf],
    queryFn: asOf ? () => getOutstanding(asOf) : skipToken,
    placeholderData: keepPreviousData,
  });
}
