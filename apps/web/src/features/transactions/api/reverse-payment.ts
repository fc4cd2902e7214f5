import { billStandingSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { billPaymentsQueryKey } from './get-bill-payments';
import { transactionsQueryKey } from './get-transactions';

const reversedSchema = billStandingSchema.extend({ id: z.string(), billId: z.string() });

export interface PaymentReversal {
  paymentId: string;
  reason: string;
}

/** POST /api/payments/{id}/reverse: a reversal row gives the amount back; the answer is the bill's new standing. */
export function reversePayment({ paymentId, reason }: PaymentReversal): Promise<z.infer<typeof reversedSchema>> {
  return api.post(`/api/payments/${encodeURIComponent(paymentId)}/reverse`, {
    body: { reason },
    schema: reversedSchema,
  });
}

export function useReversePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reversePayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: billPaymentsQueryKey }),
      ]),
  });
}
