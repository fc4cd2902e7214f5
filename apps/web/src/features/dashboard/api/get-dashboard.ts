import { type Dashboard, dashboardSchema } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const DASHBOARD_QUERY_KEY = ['dashboard'] as const;

/** GET /api/dashboard: the owner's figures as of today, each as its own screen gives it. */
export function getDashboard(): Promise<Dashboard> {
  return api.get('/api/dashboard', { schema: dashboardSchema });
}

export function useDashboard() {
  return useQuery({ queryKey: DASHBOARD_QUERY_KEY, queryFn: getDashboard });
}
