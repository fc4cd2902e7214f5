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
              screenRoute('dashboard', async () => ({
                Component: (await import('@/features/dashboard/components/dashboard-screen')).DashboardScreen,
              })),
              screenRoute('upload', async () => ({
                Component: (await import('@/features/trips/components/trip-screen')).TripScreen,
              })),
              screenRoute('trip', async () => ({
                Component: (await import('@/features/trips/components/trip-screen')).TripScreen,
              })),
              screenRoute('todayList', async () => ({
                Component: (await import('@/features/today-list/components/today-list-screen')).TodayListScreen,
              })),
              screenRoute('lorryReceipts', async () => ({
                Component: (await import('@/features/lorry-receipts/components/lorry-receipts-screen'))
                  .LorryReceiptsScreen,
              })),
              screenRoute('freight', async () => ({
                Component: (await import('@/features/freight/components/freight-screen')).FreightScreen,
              })),
              screenRoute('vehicle', async () => ({
                Component: (await import('@/features/vehicles/components/vehicles-screen')).VehiclesScreen,
              })),
              screenRoute('vendor', async () => ({
                Component: (await import('@/features/vendors/components/vendors-screen')).VendorsScreen,
              })),
              screenRoute('customers', async () => ({
                Component: (await import('@/features/customers/components/customers-screen')).CustomersScreen,
              })),
              screenRoute('invoices', async () => ({
                Component: (await import('@/features/invoices/components/invoices-screen')).InvoicesScreen,
              })),
              screenRoute('receivables', async () => ({
                Component: (await import('@/features/receivables/components/receivables-screen')).ReceivablesScreen,
              })),
              screenRoute('receipts', async () => ({
                Component: (await import('@/features/receipts/components/receipts-screen')).ReceiptsScreen,
              })),
              screenRoute('reports', async () => ({
                Component: (await import('@/features/reports/components/reports-screen')).ReportsScreen,
              })),
              screenRoute('billing', async () => ({
                Component: (await import('@/features/billing/components/billing-screen')).BillingScreen,
              })),
              screenRoute('transactions', async () => ({
                Component: (await import('@/features/transactions/components/transactions-screen')).TransactionsScreen,
              })),
              screenRoute('business', async () => ({
                Component: (await import('@/features/business/components/business-screen')).BusinessScreen,
              })),
              screenRoute('reviseBill', async () => ({
                Component: (await import('@/features/revise-bill/components/revise-bill-screen')).ReviseBillScreen,
              })),
              screenRoute('payments', async () => ({
                Component: (await import('@/features/vendor-ledger/components/vendor-ledger-screen'))
                  .VendorLedgerScreen,
              })),
              screenRoute('outstanding', async () => ({
                Component: (await import('@/features/outstanding/components/outstanding-screen')).OutstandingScreen,
              })),
              screenRoute('tdsRegister', async () => ({
                Component: (await import('@/features/tds-register/components/tds-register-screen')).TdsRegisterScreen,
              })),
              screenRoute('chat', async () => ({
                Component: (await import('@/features/chat/components/chat-screen')).ChatScreen,
              })),
              screenRoute('import', async () => ({
                Component: (await import('@/features/import/components/import-screen')).ImportScreen,
              })),
              screenRoute('users', async () => ({
                Component: (await import('@/features/users/components/users-screen')).UsersScreen,
              })),
              screenRoute('settings', async () => ({
                Component: (await import('@/features/settings/components/settings-screen')).SettingsScreen,
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
