import { paymentSchema, type Payment } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const billPaymentsQueryKey = ['bill-payments'] as const;

/** GET /api/payments?billId=: the bill's payments and reversals, oldest first, each with the bills it pays. */
export function getBillPayments(billId: string): Promise<Payment[]> {
  return api.get(`/api/payments?${new URLSearchParams({ billId }).toString()}`, {
    schema: z.array(paymentSchema),
  });
}

export const billPaymentsQueryOptions = (billId: string) =>
  queryOptions({ queryKey: [...billPaymentsQueryKey, billId], queryFn: () => getBillPayments(billId) });

export function useBillPayments(billId: string) {
  return useQuery(billPaymentsQueryOptions(billId));
}
