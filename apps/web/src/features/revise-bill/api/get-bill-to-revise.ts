import { listToReviseResponseSchema } from '@freightdesk/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import type { ReviseFilter } from '../utils/revise-filter';

export const billToReviseQueryKey = ['bill-to-revise'] as const;

export type BillToRevise = z.infer<typeof listToReviseResponseSchema>;

/** POST /list-to-revise-bill: the bill's trips, its vendor's Acknowledged trips, its remarks and GST choice. */
export function getBillToRevise({ startDate, endDate, billId }: ReviseFilter): Promise<BillToRevise> {
  const body = { bill_id: billId, ...(startDate && endDate ? { startDate, endDate } : {}) };
  return api.post('/list-to-revise-bill', { body, schema: listToReviseResponseSchema });
}

export function useBillToRevise(filter: ReviseFilter | null) {
  return useQuery({
    queryKey: [...billToReviseQueryKey, filter],
    queryFn: filter ? () => getBillToRevise(filter) : skipToken,
  });
}

/** The server's message, or the error's own when no answer came, else the screen's fallback. */
export function reviseFailure(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.failure !== 'unexpected' ? error.message : fallback;
}
