import { customerNameSchema, type CustomerName } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { customersQueryKey } from './get-customers';
import { api } from '@/lib/api-client';

/**
 * GET /api/customers read as names only: all the managers receive, and all the LR's pickers need of the office's
 * answer. Under the customers' key, so a customer added or renamed refreshes the pickers too.
 */
export function getCustomerNames(): Promise<CustomerName[]> {
  return api.get('/api/customers', { schema: z.array(customerNameSchema) });
}

export const customerNamesQueryOptions = queryOptions({
  queryKey: [...customersQueryKey, 'names'] as const,
  queryFn: getCustomerNames,
});

export function useCustomerNames(enabled = true) {
  return useQuery({ ...customerNamesQueryOptions, enabled });
}
