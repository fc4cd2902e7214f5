import { tripRecordSchema, type TripRecord } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** A trip's key; its history sits under it, so invalidating the trip refreshes both. */
export const tripQueryKey = (tripId: string) => ['trips', tripId] as const;

export function getTrip(tripId: string): Promise<TripRecord> {
  return api.get(`/api/trip/${encodeURIComponent(tripId)}`, { schema: tripRecordSchema });
}

export const tripQueryOptions = (tripId: string) =>
  queryOptions({ queryKey: tripQueryKey(tripId), queryFn: () => getTrip(tripId) });

export function useTrip(tripId: string) {
  return useQuery(tripQueryOptions(tripId));
}
