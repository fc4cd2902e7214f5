import { lrSchema, type LorryReceipt, type LrInput } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ewayAlertsQueryKey } from './get-eway-alerts';
import { lrsQueryKey } from './get-lrs';

/** POST /api/lrs: the trip's lorry receipt, numbered by the server (issue 32). */
export function createLr(lr: LrInput): Promise<LorryReceipt> {
  return api.post('/api/lrs', { body: lr, schema: lrSchema });
}

export function useCreateLr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLr,
    onSettled: () =>
      Promise.all([lrsQueryKey, ewayAlertsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
