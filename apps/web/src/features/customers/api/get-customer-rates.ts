import { customerRateSchema, type CustomerRate } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const customerRatesQueryKey = (customer: string) => ['customer-rates', customer] as const;

/** GET /api/customer-rates?customer=: a customer's rates per ton, every route and every day they apply from. */
export function getCustomerRates(customer: string): Promise<CustomerRate[]> {
  const query = new URLSearchParams({ customer }).toString();
  return api.get(`/api/customer-rates?${query}`, { schema: z.array(customerRateSchema) });
}

export const customerRatesQueryOptions = (customer: string) =>
  queryOptions({ queryKey: customerRatesQueryKey(customer), queryFn: () => getCustomerRates(customer) });

export function useCustomerRates(customer: string) {
  return useQuery(customerRatesQueryOptions(customer));
}
