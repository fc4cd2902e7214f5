import { truckLookupSchema } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/trucks: the truck numbers, upper-cased, for the Truck Number autocomplete. */
export async function getTruckNumbers(): Promise<string[]> {
  const trucks = await api.get('/api/trucks', { schema: z.array(truckLookupSchema) });
  return trucks.map((truck) => truck.truck_no.toUpperCase());
}

export const truckNumbersQueryOptions = queryOptions({
  queryKey: ['billing-lookups', 'trucks'],
  queryFn: getTruckNumbers,
  staleTime: 60_000,
});

export function useTruckNumbers() {
  return useQuery(truckNumbersQueryOptions);
}
