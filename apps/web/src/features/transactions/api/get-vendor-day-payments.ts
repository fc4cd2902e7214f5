import { paymentSchema, type Payment } from '@freightdesk/domain';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const vendorDayPaymentsQueryKey = ['vendor-day-payments'] as const;

/** GET /api/payments?vendor=&startDate=&endDate=: the vendor's payments and reversals of one day. */
export function getVendorDayPayments(vendor: string, day: string): Promise<Payment[]> {
  const query = new URLSearchParams({ vendor, startDate: day, endDate: day });
  return api.get(`/api/payments?${query.toString()}`, { schema: z.array(paymentSchema) });
}

/** Always asked afresh: another desk may have paid the vendor in cash a minute ago. */
export const vendorDayPaymentsQueryOptions = (vendor: string, day: string) =>
  queryOptions({
    queryKey: [...vendorDayPaymentsQueryKey, vendor, day],
    queryFn: () => getVendorDayPayments(vendor, day),
    staleTime: 0,
  });
