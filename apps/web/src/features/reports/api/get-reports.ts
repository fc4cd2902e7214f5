import { REPORTS_PAGE_SIZE, tripRecordSchema, type ReportFilter, type TripRecord } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';

export const reportsQueryKey = ['reports'] as const;

/** The filter as a query string, leaving out the blank fields: startDate, endDate, vendor, truckNumber. */
export function reportSearchParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  return params;
}

interface ReportsPage {
  trips: TripRecord[];
  next: string | null;
  /** The whole search's count, sent with the first page. */
  total: number | null;
}

/** GET /api/reports, one page: the trips of a filter newest first, after the cursor of the page before. */
export async function getReportsPage(filter: ReportFilter, cursor: string | null): Promise<ReportsPage> {
  const params = reportSearchParams(filter);
  params.set('limit', String(REPORTS_PAGE_SIZE));
  if (cursor) params.set('cursor', cursor);
  const { data, headers } = await api.getWithHeaders(`/api/reports?${params.toString()}`, {
    schema: z.array(tripRecordSchema),
  });
  const total = headers.get('x-total-count');
  return { trips: data, next: headers.get('x-next-cursor'), total: total === null ? null : Number(total) };
}

/** The pages fetched so far, as one list. */
export interface ReportsShown {
  trips: TripRecord[];
  total: number;
}

/**
 * The trips of the filter last searched, a page at a time ("Show more" fetches the next one, so each costs the same);
 * nothing is fetched until there is a filter.
 */
export function useReports(filter: ReportFilter | null) {
  const query = useInfiniteQuery({
    queryKey: [...reportsQueryKey, filter],
    queryFn: filter ? ({ pageParam }) => getReportsPage(filter, pageParam) : skipToken,
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    // A new search keeps the old tables on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
  const { data } = query;
  const shown = useMemo<ReportsShown | undefined>(() => {
    if (!data) return undefined;
    const trips = data.pages.flatMap((page) => page.trips);
    return { trips, total: data.pages[0]?.total ?? trips.length };
  }, [data]);
  return { ...query, data: shown };
}

/** Spec-2 section 8: the server's message, else the error's own (no answer at all), else the screen's fallback. */
export function reportFailure(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.failure !== 'unexpected' ? error.message : fallback;
}
