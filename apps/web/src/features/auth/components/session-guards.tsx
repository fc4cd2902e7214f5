import { Navigate, Outlet, useLocation } from 'react-router';
import { PUBLIC_PATHS, homePath, loginPath, returnPathOf } from '@/config/paths';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useSession } from '@/lib/session';

/**
 * Screens inside the shell: signed-out users go to the login screen, which brings them back here afterwards; after
 * Logout it is the plain login screen, so the next person does not land on the page the last one left.
 */
export function RequireAuth() {
  const session = useSession();
  const { pathname, search, hash } = useLocation();
  if (session.loading) return <FullScreenLoader />;
  if (session.authenticated) return <Outlet />;
  return <Navigate to={session.loggedOut ? PUBLIC_PATHS.login : loginPath(pathname + search + hash)} replace />;
}

/** Login and signup: a signed-in user goes to the page the login was asked to return to, else to their home screen. */
export function GuestOnly() {
  const session = useSession();
  const { search } = useLocation();
  if (session.loading) return <FullScreenLoader />;
  if (!session.user) return <Outlet />;
  const { profile, landingScreen } = session.user;
  return <Navigate to={returnPathOf(search) ?? homePath(profile, landingScreen)} replace />;
}
