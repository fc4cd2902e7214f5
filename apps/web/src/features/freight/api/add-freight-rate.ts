import { FREIGHT_MESSAGES, messageResponseSchema, type FreightInput } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { freightRatesQueryKey } from './get-freight-rates';

export function addFreightRate(freightRate: FreightInput): Promise<{ message: string }> {
  return api.post('/add-freight', { body: freightRate, schema: messageResponseSchema });
}

/** Spec-2 section 8, freight add. */
export function addFreightRateFailure(error: Error): string {
  return error instanceof ApiRequestError && error.status === 409
    ? FREIGHT_MESSAGES.duplicate
    : FREIGHT_MESSAGES.addFailed;
}

export function useAddFreightRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addFreightRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: freightRatesQueryKey }),
  });
}
