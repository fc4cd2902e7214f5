import { messageResponseSchema, type TripFields } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

const createdTripSchema = messageResponseSchema.extend({ TripID: z.string() });

export function createTrip(trip: TripFields): Promise<z.infer<typeof createdTripSchema>> {
  return api.post('/reports', { body: trip, schema: createdTripSchema });
}

export function useCreateTrip() {
  return useMutation({ mutationFn: createTrip });
}
