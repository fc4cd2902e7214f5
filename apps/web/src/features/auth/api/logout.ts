import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PUBLIC_PATHS } from '@/config/paths';
import { api } from '@/lib/api-client';
import { setSession } from '@/lib/session';

export function logout(): Promise<{ message: string }> {
  return api.post('/logout', { schema: messageResponseSchema });
}

/** Signing out goes to the plain login screen: the next person to sign in starts on their own home screen. */
export function useLogout({ beforeSignOut }: { beforeSignOut: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSuccess: async () => {
      beforeSignOut();
      setSession(queryClient, null, { byLogout: true });
      await navigate(PUBLIC_PATHS.login, { replace: true });
    },
  });
}
