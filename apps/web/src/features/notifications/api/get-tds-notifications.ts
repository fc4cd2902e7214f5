import { tdsNotificationSchema, type TdsNotification } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const tdsNotificationsQueryKey = ['tds-notifications'] as const;

/** A declaration or certificate starting or ending (new trips' rate follows), and TDS due at the bank. */
export function getTdsNotifications(): Promise<TdsNotification[]> {
  return api.get('/api/notifications/tds', { schema: z.array(tdsNotificationSchema) });
}

export const tdsNotificationsQueryOptions = queryOptions({
  queryKey: tdsNotificationsQueryKey,
  queryFn: getTdsNotifications,
});

/** Asked only for those who keep the TDS books. */
export function useTdsNotifications(enabled: boolean) {
  return useQuery({ ...tdsNotificationsQueryOptions, enabled });
}
