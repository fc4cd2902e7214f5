import { oneTimePasswordResponseSchema, type OneTimePasswordResponse, type Profile } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

export function approveUser({ id, profile }: { id: string; profile: Profile }): Promise<OneTimePasswordResponse> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/approve`, {
    body: { profile },
    schema: oneTimePasswordResponseSchema,
  });
}

export function useApproveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
