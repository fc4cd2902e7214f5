import { allocatedPaymentRecordedSchema, paymentRecordedSchema, type PaymentRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { billPaymentsQueryKey } from './get-bill-payments';
import { openBillsQueryKey } from './get-open-bills';
import { transactionsQueryKey } from './get-transactions';
import { vendorDayPaymentsQueryKey } from './get-vendor-day-payments';

/** The answer to either body: each paid bill's new standing, or the one bill's. */
const recordedPaymentSchema = z.union([allocatedPaymentRecordedSchema, paymentRecordedSchema]);
export type RecordedPayment = z.infer<typeof recordedPaymentSchema>;

export interface PaymentToRecord {
  /** One bill's `billId`, or `allocations` across bills of one vendor adding up to the amount (issue 28). */
  payment: PaymentRequest;
  /** The dialog's Idempotency-Key: every try of this one payment sends the same key. */
  key: string;
}

/**
 * POST /api/payments: 201 with each paid bill's new status and balance; the same key again answers the first
 * payment again instead of paying twice. 409 names the bill when an amount exceeds its balance, and refuses a UTR or
 * cheque number already used for the vendor (DUPLICATE_REFERENCE) or a day of a closed period (PERIOD_CLOSED).
 */
export function recordPayment({ payment, key }: PaymentToRecord): Promise<RecordedPayment> {
  return api.post('/api/payments', { body: payment, schema: recordedPaymentSchema, headers: idempotencyHeader(key) });
}

export function useRecordPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordPayment,
    onSettled: () =>
      Promise.all(
        [transactionsQueryKey, billPaymentsQueryKey, openBillsQueryKey, vendorDayPaymentsQueryKey].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
