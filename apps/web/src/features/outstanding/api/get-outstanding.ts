import { outstandingSchema, type Outstanding } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/outstanding: per vendor billed, paid and balance with its ageing, largest balance first. */
export function getOutstanding(): Promise<Outstanding> {
  return api.get('/api/outstanding', { schema: outstandingSchema });
}

export const outstandingQueryOptions = queryOptions({ queryKey: ['outstanding'], queryFn: getOutstanding });

export function useOutstanding() {
  return useQuery(outstandingQueryOptions);
}
