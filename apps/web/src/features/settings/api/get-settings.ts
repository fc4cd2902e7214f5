import { businessSettingsSchema, type BusinessSettings } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings: the business's details printed on bills, the GST rate and the notification lead time. */
export function getSettings(): Promise<BusinessSettings> {
  return api.get('/api/settings', { schema: businessSettingsSchema });
}

export const settingsQueryOptions = queryOptions({ queryKey: settingsQueryKey, queryFn: getSettings });

export function useSettings() {
  return useQuery(settingsQueryOptions);
}
