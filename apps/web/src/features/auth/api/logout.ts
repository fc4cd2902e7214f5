import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export function logout(): Promise<{ message: string }> {
  return api.post('/logout', { schema: messageResponseSchema });
}

/** Signing out also sends the user to the login screen: the sign-in guard redirects once the session is gone. */
export function useLogout({ beforeSignOut }: { beforeSignOut: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      beforeSignOut();
      setSession(queryClient, null);
    },
  });
}
