import { freightRateSchema, type FreightRate } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const freightRatesQueryKey = ['freight-rates'] as const;

export function getFreightRates(): Promise<FreightRate[]> {
  return api.get('/list-freight', { schema: z.array(freightRateSchema) });
}

export const freightRatesQueryOptions = queryOptions({ queryKey: freightRatesQueryKey, queryFn: getFreightRates });

export function useFreightRates() {
  return useQuery(freightRatesQueryOptions);
}
