import { vehicleSchema, type Vehicle } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const vehiclesQueryKey = ['vehicles'] as const;

export function getVehicles(): Promise<Vehicle[]> {
  return api.get('/list-vehicle', { schema: z.array(vehicleSchema) });
}

export const vehiclesQueryOptions = queryOptions({ queryKey: vehiclesQueryKey, queryFn: getVehicles });

export function useVehicles() {
  return useQuery(vehiclesQueryOptions);
}
