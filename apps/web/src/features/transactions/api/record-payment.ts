import { paymentRecordedSchema, type PaymentRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { billPaymentsQueryKey } from './get-bill-payments';
import { transactionsQueryKey } from './get-transactions';

export type RecordedPayment = z.infer<typeof paymentRecordedSchema>;

/** POST /api/payments: 201 with the bill's new status and balance; 409 names the balance when the amount exceeds it. */
export function recordPayment(payment: PaymentRequest): Promise<RecordedPayment> {
  return api.post('/api/payments', { body: payment, schema: paymentRecordedSchema });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: billPaymentsQueryKey }),
      ]),
  });
}
