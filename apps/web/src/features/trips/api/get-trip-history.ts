import { type TripHistoryEntry, tripHistoryEntrySchema } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { tripQueryKey } from './get-trip';

export function getTripHistory(tripId: string): Promise<TripHistoryEntry[]> {
  return api.get(`/api/trip/${encodeURIComponent(tripId)}/history`, { schema: z.array(tripHistoryEntrySchema) });
}

export const tripHistoryQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: [...tripQueryKey(tripId), 'history'] as const, queryFn: () => getTripHistory(tripId) });

export function useTripHistory(tripId: string) {
  return useQuery(tripHistoryQueryOptions(tripId));
}
