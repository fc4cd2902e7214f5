import { FREIGHT_MESSAGES, messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { freightRatesQueryKey } from './get-freight-rates';

export function deleteFreightRate(id: string): Promise<{ message: string }> {
  return api.delete(`/delete-freight/${encodeURIComponent(id)}`, { schema: messageResponseSchema });
}

/** Spec-2 section 8, freight delete: the server's message, else the spec's fallbacks. */
export function deleteFreightRateFailure(error: Error): string {
  if (!(error instanceof ApiRequestError)) return FREIGHT_MESSAGES.deleteFailed;
  switch (error.failure) {
    case 'server':
      return error.message;
    case 'no-response':
      return FREIGHT_MESSAGES.deleteError;
    case 'unexpected':
      return FREIGHT_MESSAGES.deleteFailed;
  }
}

export function useDeleteFreightRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFreightRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: freightRatesQueryKey }),
  });
}
