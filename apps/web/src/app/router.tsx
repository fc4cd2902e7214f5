import { Navigate, RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { FullScreenLoader } from '@/components/full-screen-loader';
import { RouteError } from '@/components/route-error';
import { GuestOnly, RequireAuth } from '@/features/auth/components/session-guards';
import { PUBLIC_PATHS, SCREENS, type ScreenHandle, type ScreenKey } from '@/config/paths';

// A screen's own error element keeps the shell usable when that one screen fails.
function screenRoute(screen: ScreenKey, lazy: RouteObject['lazy']): RouteObject {
  const handle: ScreenHandle = { screen };
  return { path: SCREENS[screen].path, handle, lazy, errorElement: <RouteError /> };
}

/** A screen of a later issue: its title and a short note. */
function comingSoon(screen: ScreenKey): RouteObject {
  return screenRoute(screen, async () => {
    const { ComingSoon } = await import('@/components/coming-soon');
    return { element: <ComingSoon title={SCREENS[screen].title} /> };
  });
}

const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <FullScreenLoader />,
    children: [
      {
        element: <GuestOnly />,
        children: [
          {
            path: PUBLIC_PATHS.login,
            lazy: async () => ({ Component: (await import('@/features/auth/components/login-screen')).LoginScreen }),
          },
          {
            path: PUBLIC_PATHS.signup,
            lazy: async () => ({ Component: (await import('@/features/auth/components/signup-screen')).SignupScreen }),
          },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: async () => ({ Component: (await import('@/app/shell/components/shell-layout')).ShellLayout }),
            children: [
              comingSoon('upload'),
              comingSoon('trip'),
              comingSoon('todayList'),
              comingSoon('freight'),
              comingSoon('vehicle'),
              comingSoon('vendor'),
              comingSoon('reports'),
              comingSoon('billing'),
              comingSoon('transactions'),
              comingSoon('business'),
              comingSoon('reviseBill'),
              comingSoon('chat'),
              screenRoute('users', async () => ({
                Component: (await import('@/features/users/components/users-screen')).UsersScreen,
              })),
            ],
          },
        ],
      },
      { path: '*', element: <Navigate to={PUBLIC_PATHS.login} replace /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
