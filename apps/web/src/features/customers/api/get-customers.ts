import { customerSchema, type Customer } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const customersQueryKey = ['customers'] as const;

/** GET /api/customers: the office's view, every field of every customer. */
export function getCustomers(): Promise<Customer[]> {
  return api.get('/api/customers', { schema: z.array(customerSchema) });
}

export const customersQueryOptions = queryOptions({ queryKey: customersQueryKey, queryFn: getCustomers });

export function useCustomers() {
  return useQuery(customersQueryOptions);
}
