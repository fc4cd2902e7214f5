import { messageResponseSchema, type VendorUpdate } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vendorsQueryKey } from './get-vendors';

export function updateVendor(vendor: VendorUpdate): Promise<{ message: string }> {
  return api.post('/update-vendor', { body: vendor, schema: messageResponseSchema });
}

export function useUpdateVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}
