import { userSummarySchema, type UserSummary } from '@freightdesk/domain';
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
