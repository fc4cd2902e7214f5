import { VENDOR_MESSAGES, messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, api } from '@/lib/api-client';
import { vendorsQueryKey } from './get-vendors';

export function deleteVendor(id: string): Promise<{ message: string }> {
  return api.delete(`/delete-vendor/${encodeURIComponent(id)}`, { schema: messageResponseSchema });
}

/** Spec-2 section 8: the server's reason (such as a vendor still in use), else the spec's fallbacks. */
export function deleteVendorFailure(error: Error): string {
  if (!(error instanceof ApiRequestError)) return VENDOR_MESSAGES.deleteFailed;
  switch (error.failure) {
    case 'server':
      return error.message;
    case 'no-response':
      return VENDOR_MESSAGES.deleteError;
    case 'unexpected':
      return VENDOR_MESSAGES.deleteFailed;
  }
}

export function useDeleteVendor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVendor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorsQueryKey }),
  });
}
