import { VENDOR_MESSAGES, messageResponseSchema, type VendorInput } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api, serverMessageOr } from '@/lib/api-client';
import { vendorsQueryKey } from './get-vendors';

export function addVendor(vendor: VendorInput): Promise<{ message: string }> {
  return api.post('/add-vendor', { body: vendor, schema: messageResponseSchema });
}

/** Spec-2 section 8, for adding and for updating: a duplicate says which, anything else asks to try again. */
export function vendorSaveFailure(error: Error): string {
  return error instanceof ApiRequestError && error.status === 409
    ? serverMessageOr(error, VENDOR_MESSAGES.duplicate)
    : VENDOR_MESSAGES.submitFailed;
}

export function useAddVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}
