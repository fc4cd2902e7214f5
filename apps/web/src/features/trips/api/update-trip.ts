import { messageResponseSchema, type TripFields } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { tripQueryKey } from './get-trip';

export type TripUpdate = TripFields & { TripID: string };

export function updateTrip(trip: TripUpdate): Promise<{ message: string }> {
  return api.post('/api/trip', { body: trip, schema: messageResponseSchema });
}

export function useUpdateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTrip,
    onSettled: (_answer, _error, trip) => queryClient.invalidateQueries({ queryKey: tripQueryKey(trip.TripID) }),
  });
}
