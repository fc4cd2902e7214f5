import { oneTimePasswordResponseSchema, type OneTimePasswordResponse } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { usersQueryKey } from './get-users';

/** Replaces the user's password with a new one-time password, to be changed at the next login. */
export function issueOneTimePassword(id: string): Promise<OneTimePasswordResponse> {
  return api.post(`/api/admin/users/${encodeURIComponent(id)}/one-time-password`, {
    schema: oneTimePasswordResponseSchema,
  });
}

export function useIssueOneTimePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueOneTimePassword,
    onSettled: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
