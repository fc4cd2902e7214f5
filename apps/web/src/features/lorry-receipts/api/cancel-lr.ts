import { lrSchema, type LorryReceipt } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lrPath } from './get-lr';
import { ewayAlertsQueryKey } from './get-eway-alerts';
import { lrsQueryKey } from './get-lrs';

export interface LrCancellation {
  lrNo: string;
  reason: string;
}

/** POST /api/lrs/{lrNo}/cancel: the LR keeps its number, with the reason (the office). */
export function cancelLr({ lrNo, reason }: LrCancellation): Promise<LorryReceipt> {
  return api.post(`${lrPath(lrNo)}/cancel`, { body: { reason }, schema: lrSchema });
}

export function useCancelLr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelLr,
    onSettled: () =>
      Promise.all([lrsQueryKey, ewayAlertsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
