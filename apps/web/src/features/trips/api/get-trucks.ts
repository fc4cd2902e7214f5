import { truckLookupSchema, type TruckLookup } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export function getTrucks(): Promise<TruckLookup[]> {
  return api.get('/api/trucks', { schema: z.array(truckLookupSchema) });
}

export const trucksQueryOptions = queryOptions({ queryKey: ['trip-lookups', 'trucks'] as const, queryFn: getTrucks });

export function useTrucks() {
  return useQuery(trucksQueryOptions);
}
