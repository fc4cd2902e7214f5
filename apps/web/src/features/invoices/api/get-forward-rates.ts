import { forwardRateSchema, type ForwardRate } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/invoice-gst-rates: the forward-charge GST rate by the day it applies from, latest first. */
export function getForwardRates(): Promise<ForwardRate[]> {
  return api.get('/api/invoice-gst-rates', { schema: z.array(forwardRateSchema) });
}

export const forwardRatesQueryOptions = queryOptions({ queryKey: ['invoice-gst-rates'], queryFn: getForwardRates });

/** Asked only when a customer under forward charge is chosen. */
export function useForwardRates(enabled: boolean) {
  return useQuery({ ...forwardRatesQueryOptions, enabled });
}
