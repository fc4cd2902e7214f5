import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** Removes a pending access request. */
export function rejectUser(id: string): Promise<{ message: string }> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/reject`, { schema: messageResponseSchema });
}

export function useRejectUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
