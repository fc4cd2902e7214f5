import { REPORT_MESSAGES, tripRecordSchema, type TripRecord } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, serverMessageOr } from '@/lib/api-client';

export const todayListQueryKey = ['today-list'] as const;

export function getTodayList(): Promise<TripRecord[]> {
  return api.get('/api/today-list', { schema: z.array(tripRecordSchema) });
}

export const todayListQueryOptions = queryOptions({ queryKey: todayListQueryKey, queryFn: getTodayList });

export function useTodayList() {
  return useQuery(todayListQueryOptions);
}

/** Spec-2 section 8: Today's List reports a failed load to the console only, unlike the Reports screen. */
export function todayListFailure(error: Error): string {
  return serverMessageOr(error, REPORT_MESSAGES.todayListFetchFailed);
}
