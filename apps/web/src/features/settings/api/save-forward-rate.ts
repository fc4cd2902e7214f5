import { forwardRateSchema, type ForwardRate, type GtaForwardRate } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { forwardRatesQueryOptions } from '@/features/invoices/api/get-forward-rates';
import { api } from '@/lib/api-client';

export interface ForwardRateOrder {
  rate: GtaForwardRate;
  /** YYYY-MM-DD: the first day the rate applies to. */
  validFrom: string;
}

/** POST /api/invoice-gst-rates: 201 with the rates; a second rate for the same day replaces the first. */
export function saveForwardRate(order: ForwardRateOrder): Promise<ForwardRate[]> {
  return api.post('/api/invoice-gst-rates', { body: order, schema: z.array(forwardRateSchema) });
}

export function useSaveForwardRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveForwardRate,
    onSuccess: (rates) => queryClient.setQueryData(forwardRatesQueryOptions.queryKey, rates),
  });
}
