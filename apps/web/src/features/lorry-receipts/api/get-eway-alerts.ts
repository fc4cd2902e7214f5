import { ewayAlertSchema, type EwayAlert } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const ewayAlertsQueryKey = ['eway-alerts'] as const;

/** GET /api/eway-alerts: e-way bills of trips not yet acknowledged that expire within 6 hours, or have (issue 32). */
export function getEwayAlerts(): Promise<EwayAlert[]> {
  return api.get('/api/eway-alerts', { schema: z.array(ewayAlertSchema) });
}

export const ewayAlertsQueryOptions = queryOptions({ queryKey: ewayAlertsQueryKey, queryFn: getEwayAlerts });

/** Asked only for those allowed the alerts. */
export function useEwayAlerts(enabled: boolean) {
  return useQuery({ ...ewayAlertsQueryOptions, enabled });
}
