import { destinationSchema, type Destination } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export function getDestinations(): Promise<Destination[]> {
  return api.get('/api/destination', { schema: z.array(destinationSchema) });
}

export const destinationsQueryOptions = queryOptions({
  queryKey: ['trip-lookups', 'destinations'] as const,
  queryFn: getDestinations,
});

export function useDestinations() {
  return useQuery(destinationsQueryOptions);
}
