import { userSummarySchema, waitingSignups, type UserSummary } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const usersQueryKey = ['admin', 'users'] as const;

export function getUsers(): Promise<UserSummary[]> {
  return api.get('/api/admin/users', { schema: z.array(userSummarySchema) });
}

export const usersQueryOptions = queryOptions({ queryKey: usersQueryKey, queryFn: getUsers });

export function useUsers() {
  return useQuery(usersQueryOptions);
}

/** How often the admin's bell looks again for new signups, besides on load and on opening. */
const SIGNUPS_REFRESH_MS = 5 * 60 * 1000;

/**
 * The access requests waiting for approval, for the admin's bell. It shares the Users screen's list, so an approval
 * there takes the request off the bell at once.
 */
export function useWaitingSignups(enabled: boolean) {
  return useQuery({ ...usersQueryOptions, enabled, select: waitingSignups, refetchInterval: SIGNUPS_REFRESH_MS });
}
