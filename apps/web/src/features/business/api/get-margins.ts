import { type MarginGroup, type MarginRow, marginsSchema } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The trips' days a margins call covers, YYYY-MM-DD, both needed. */
export interface MarginRange {
  startDate: string;
  endDate: string;
}

/** Every margins answer of the Business screen sits under this key, so a repeated search can refresh them all. */
export const MARGINS_QUERY_KEY = ['business', 'margins'] as const;

/** GET /api/margins: the trips of the range added up by trip, truck, customer, vendor or route, largest margin first. */
export function getMargins(range: MarginRange, groupBy: MarginGroup): Promise<MarginRow[]> {
  const params = new URLSearchParams({ startDate: range.startDate, endDate: range.endDate, groupBy });
  return api.get(`/api/margins?${params.toString()}`, { schema: marginsSchema });
}

export function marginsQueryOptions(range: MarginRange, groupBy: MarginGroup) {
  return queryOptions({
    queryKey: [...MARGINS_QUERY_KEY, range.startDate, range.endDate, groupBy],
    queryFn: () => getMargins(range, groupBy),
  });
}

/**
 * The margins of the range, or nothing while there is no range the server would add up (a search without dates, or
 * one too long): then the query waits rather than asking for a refusal.
 */
export function useMargins(range: MarginRange | null, groupBy: MarginGroup) {
  return useQuery({
    ...marginsQueryOptions(range ?? { startDate: '', endDate: '' }, groupBy),
    enabled: range !== null,
  });
}
