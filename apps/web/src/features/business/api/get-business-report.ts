import { REPORT_MESSAGES, normaliseTruckNumber, tripRecordSchema, type TripRecord } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, serverMessageOr } from '@/lib/api-client';

/** The Business filters as typed: YYYY-MM-DD dates and a truck number, blank when not chosen. */
export interface BusinessFilter {
  startDate: string;
  endDate: string;
  truckNumber: string;
}

export const EMPTY_BUSINESS_FILTER: BusinessFilter = { startDate: '', endDate: '', truckNumber: '' };

/** Spec-2 section 7: Business sends startDate, endDate and truckNumber, leaving out the blank ones. */
export function businessSearchParams(filter: BusinessFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.startDate) params.set('startDate', filter.startDate);
  if (filter.endDate) params.set('endDate', filter.endDate);
  const truckNumber = normaliseTruckNumber(filter.truckNumber);
  if (truckNumber) params.set('truckNumber', truckNumber);
  return params;
}

/** GET /api/reports: the trips of the filter, each with its TDS and Amount, ordered by day then trip number. */
export function getBusinessReport(filter: BusinessFilter): Promise<TripRecord[]> {
  return api.get(`/api/reports?${businessSearchParams(filter).toString()}`, { schema: z.array(tripRecordSchema) });
}

export function businessReportQueryOptions(filter: BusinessFilter) {
  return queryOptions({ queryKey: ['business', 'report', filter], queryFn: () => getBusinessReport(filter) });
}

/** The trips of the filter last searched; nothing is fetched until there is one. */
export function useBusinessReport(filter: BusinessFilter | null) {
  return useQuery({ ...businessReportQueryOptions(filter ?? EMPTY_BUSINESS_FILTER), enabled: filter !== null });
}

/** Spec-2 section 8, Business: the server's message, else 'Error fetching Table data'. */
export function businessReportFailure(error: Error): string {
  return serverMessageOr(error, REPORT_MESSAGES.fetchFailed);
}
