import { paymentReversedSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { billPaymentsQueryKey } from './get-bill-payments';
import { openBillsQueryKey } from './get-open-bills';
import { transactionsQueryKey } from './get-transactions';
import { vendorDayPaymentsQueryKey } from './get-vendor-day-payments';

export interface PaymentReversal {
  paymentId: string;
  reason: string;
  /** The dialog's Idempotency-Key: every try of this one reversal sends the same key. */
  key: string;
}

/** POST /api/payments/{id}/reverse: a reversal row gives the whole payment back to the bills it paid. */
export function reversePayment({
  paymentId,
  reason,
  key,
}: PaymentReversal): Promise<z.infer<typeof paymentReversedSchema>> {
  return api.post(`/api/payments/${encodeURIComponent(paymentId)}/reverse`, {
    body: { reason },
    schema: paymentReversedSchema,
    headers: idempotencyHeader(key),
  });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reversePayment,
    onSettled: () =>
      Promise.all(
        [transactionsQueryKey, billPaymentsQueryKey, openBillsQueryKey, vendorDayPaymentsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
