import { customerRateSchema, type CustomerRate, type CustomerRateRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerRatesQueryKey } from './get-customer-rates';

/** POST /api/customer-rates: 201 with the rate as stored. */
export function addCustomerRate(rate: CustomerRateRequest): Promise<CustomerRate> {
  return api.post('/api/customer-rates', { body: rate, schema: customerRateSchema });
}

export function useAddCustomerRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCustomerRate,
    onSettled: (_answer, _error, { customer }) =>
      queryClient.invalidateQueries({ queryKey: customerRatesQueryKey(customer) }),
  });
}
