import { customerSchema, type Customer, type CustomerRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

export interface CustomerUpdate {
  id: string;
  customer: CustomerRequest;
}

/** PUT /api/customers/{id}: the whole customer again, answered with it as stored. */
export function updateCustomer({ id, customer }: CustomerUpdate): Promise<Customer> {
  return api.put(`/api/customers/${encodeURIComponent(id)}`, { body: customer, schema: customerSchema });
}

export function useUpdateCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
