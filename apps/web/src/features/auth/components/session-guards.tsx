import { Navigate, Outlet } from 'react-router';
import { PUBLIC_PATHS, SCREENS } from '@/config/paths';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { useSession } from '@/lib/session';

/** Screens inside the shell: signed-out users go to the login screen. */
export function RequireAuth() {
  const session = useSession();
  if (session.loading) return <FullScreenLoader />;
  return session.authenticated ? <Outlet /> : <Navigate to={PUBLIC_PATHS.login} replace />;
}

/** Login and signup: a signed-in user goes straight to /home. */
export function GuestOnly() {
  const session = useSession();
  if (session.loading) return <FullScreenLoader />;
  return session.authenticated ? <Navigate to={SCREENS.upload.path} replace /> : <Outlet />;
}
