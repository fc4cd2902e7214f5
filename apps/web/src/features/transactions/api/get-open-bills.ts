import { openBillSchema, type OpenBill } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const openBillsQueryKey = ['open-bills'] as const;

/** GET /api/payments/open-bills?vendor=: the vendor's bills with a balance, not cancelled, oldest first. */
export function getOpenBills(vendor: string): Promise<OpenBill[]> {
  return api.get(`/api/payments/open-bills?${new URLSearchParams({ vendor }).toString()}`, {
    schema: z.array(openBillSchema),
  });
}

export const openBillsQueryOptions = (vendor: string) =>
  queryOptions({ queryKey: [...openBillsQueryKey, vendor], queryFn: () => getOpenBills(vendor), retry: false });

export function useOpenBills(vendor: string) {
  return useQuery(openBillsQueryOptions(vendor));
}
