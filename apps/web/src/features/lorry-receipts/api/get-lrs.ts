import { lrSchema, type LorryReceipt, type LrStatus } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every LR query starts with this key, so one invalidation refreshes lists and single LRs alike. */
export const lrsQueryKey = ['lrs'] as const;

/** The LRs of a range of LR days (both or neither, YYYY-MM-DD) and, when chosen, of one status. */
export interface LrFilter {
  startDate: string;
  endDate: string;
  status?: LrStatus | undefined;
}

/** The query string of a filter: the empty fields are left out. */
export function lrFilterQuery(filter: LrFilter): string {
  const query = new URLSearchParams();
  if (filter.startDate) query.set('startDate', filter.startDate);
  if (filter.endDate) query.set('endDate', filter.endDate);
  if (filter.status) query.set('status', filter.status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/lrs?startDate=&endDate=&status= (issue 32). */
export function getLrs(filter: LrFilter): Promise<LorryReceipt[]> {
  return api.get(`/api/lrs${lrFilterQuery(filter)}`, { schema: z.array(lrSchema) });
}

export function useLrs(filter: LrFilter | null) {
  return useQuery({
    queryKey: [...lrsQueryKey, 'list', filter],
    queryFn: filter ? () => getLrs(filter) : skipToken,
    // A new search keeps the old table on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
