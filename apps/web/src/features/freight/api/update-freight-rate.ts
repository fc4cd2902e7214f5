import { FREIGHT_MESSAGES, messageResponseSchema, type FreightUpdate } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api, serverMessageOr } from '@/lib/api-client';
import { freightRatesQueryKey } from './get-freight-rates';

/** Sends the row as it was shown with the new values, so the server can tell if someone changed it meanwhile. */
export function updateFreightRate(update: FreightUpdate): Promise<{ message: string }> {
  return api.post('/update-freight', { body: update, schema: messageResponseSchema });
}

/** Spec-2 section 8, freight update; a conflict keeps the server's reason (taken, or changed meanwhile). */
export function updateFreightRateFailure(error: Error): string {
  if (!(error instanceof ApiRequestError)) return FREIGHT_MESSAGES.updateFailed;
  if (error.status === 409) return serverMessageOr(error, FREIGHT_MESSAGES.conflict);
  if (error.status === 404) return FREIGHT_MESSAGES.notFound;
  switch (error.failure) {
    case 'no-response':
      return FREIGHT_MESSAGES.networkError;
    case 'server':
      return `Error: ${error.message}`;
    case 'unexpected':
      return FREIGHT_MESSAGES.updateFailed;
  }
}

export function useUpdateFreightRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFreightRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: freightRatesQueryKey }),
  });
}
