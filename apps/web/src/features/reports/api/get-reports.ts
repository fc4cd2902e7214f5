import { tripRecordSchema, type ReportFilter, type TripRecord } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';

export const reportsQueryKey = ['reports'] as const;

/** The filter as a query string, leaving out the blank fields: startDate, endDate, vendor, truckNumber. */
export function reportSearchParams(filter: ReportFilter): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) if (value) params.set(name, value);
  return params;
}

/** GET /api/reports: the trips of a filter, ordered by day then trip number. */
export function getReports(filter: ReportFilter): Promise<TripRecord[]> {
  return api.get(`/api/reports?${reportSearchParams(filter).toString()}`, { schema: z.array(tripRecordSchema) });
}

/** The trips of the filter last searched; nothing is fetched until there is one. */
export function useReports(filter: ReportFilter | null) {
  return useQuery({
    queryKey: [...reportsQueryKey, filter],
    queryFn: filter ? () => getReports(filter) : skipToken,
    // A new search keeps the old tables on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** Spec-2 section 8: the server's message, else the error's own (no answer at all), else the screen's fallback. */
export function reportFailure(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.failure !== 'unexpected' ? error.message : fallback;
}
