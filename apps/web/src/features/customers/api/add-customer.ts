import { customerSchema, type Customer, type CustomerRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customersQueryKey } from './get-customers';

/** POST /api/customers: 201 with the customer as stored. */
export function addCustomer(customer: CustomerRequest): Promise<Customer> {
  return api.post('/api/customers', { body: customer, schema: customerSchema });
}

export function useAddCustomer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomer,
    onSettled: () => queryClient.invalidateQueries({ queryKey: customersQueryKey }),
  });
}
