import { lrSchema, type LorryReceipt } from '@freightdesk/domain';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lrsQueryKey } from './get-lrs';

export const lrQueryKey = (lrNo: string) => [...lrsQueryKey, 'one', lrNo] as const;

/** An LR number in a path: its slashes encoded (LR%2F2026-27%2F000123). */
export const lrPath = (lrNo: string) => `/api/lrs/${encodeURIComponent(lrNo)}`;

/** GET /api/lrs/{lrNo} */
export function getLr(lrNo: string): Promise<LorryReceipt> {
  return api.get(lrPath(lrNo), { schema: lrSchema });
}

export const lrQueryOptions = (lrNo: string) =>
  queryOptions({ queryKey: lrQueryKey(lrNo), queryFn: () => getLr(lrNo) });

/** Null asks nothing (no LR chosen). */
export function useLr(lrNo: string | null) {
  return useQuery({ queryKey: lrQueryKey(lrNo ?? ''), queryFn: lrNo ? () => getLr(lrNo) : skipToken });
}
