import { lrSchema, type LorryReceipt, type lrUpdateSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { lrPath } from './get-lr';
import { ewayAlertsQueryKey } from './get-eway-alerts';
import { lrsQueryKey } from './get-lrs';

export interface LrChange {
  lrNo: string;
  /** Every typed field again, as lrUpdateSchema reads them. */
  lr: z.input<typeof lrUpdateSchema>;
}

/** PUT /api/lrs/{lrNo}: while the LR is not invoiced or cancelled. */
export function updateLr({ lrNo, lr }: LrChange): Promise<LorryReceipt> {
  return api.put(lrPath(lrNo), { body: lr, schema: lrSchema });
}

export function useUpdateLr() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLr,
    onSettled: () =>
      Promise.all([lrsQueryKey, ewayAlertsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
