import { sessionUserSchema, type SessionUser } from '@freightdesk/domain';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { readAuthHint, writeAuthHint } from '@/lib/auth-cookie';

const sessionQueryKey = ['session'] as const;

/** The last session on this page ended by Logout, not by expiry: the login screen then asks for no return page. */
let loggedOut = false;

/** The signed-in user, or null; every failure of the check counts as signed out (spec-1 section 8). */
export async function checkAuth(): Promise<SessionUser | null> {
  try {
    const user = await api.get('/check-auth', { schema: sessionUserSchema, unauthorizedIsAnswer: true });
    writeAuthHint(true);
    return user;
  } catch {
    writeAuthHint(false);
    return null;
  }
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: checkAuth,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
});

export interface SessionState {
  /** True until the first check-auth answer arrives. */
  loading: boolean;
  authenticated: boolean;
  user: SessionUser | null;
  /** Signed out here by Logout: the next person to sign in starts on their own home screen. */
  loggedOut: boolean;
}

export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  if (isPending) return { loading: true, authenticated: readAuthHint(), user: null, loggedOut: false };
  const user = data ?? null;
  return { loading: false, authenticated: user !== null, user, loggedOut: user === null && loggedOut };
}

/** The signed-in user of a screen inside the shell, where the route guard has already made sure there is one. */
export function useCurrentUser(): SessionUser {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser is only for screens behind the sign-in guard');
  return user;
}

/**
 * Signs in or out on this client; signing out also drops every other cached answer. `byLogout` marks a sign-out the
 * person chose, as opposed to a session that ended on the server; a late 401 after Logout does not undo the mark.
 */
export function setSession(queryClient: QueryClient, user: SessionUser | null, { byLogout = false } = {}): void {
  loggedOut = user === null && (byLogout || loggedOut);
  writeAuthHint(user !== null);
  if (user === null) queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData(sessionQueryKey, user);
}
