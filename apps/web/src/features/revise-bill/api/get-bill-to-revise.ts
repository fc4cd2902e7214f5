import { BILL_MESSAGES, listToReviseResponseSchema } from '@freightdesk/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import type { ReviseFilter } from '../utils/revise-filter';

export const billToReviseQueryKey = ['bill-to-revise'] as const;

export type BillToRevise = z.infer<typeof listToReviseResponseSchema>;

/**
 * POST /list-to-revise-bill: the bill's trips, its vendor's Acknowledged trips, its remarks and GST choice; by dates
 * alone, the billed and Acknowledged trips of those dates. Newest first.
 */
export function getBillToRevise({ startDate, endDate, billId }: ReviseFilter): Promise<BillToRevise> {
  const body = { ...(billId ? { bill_id: billId } : {}), ...(startDate && endDate ? { startDate, endDate } : {}) };
  return api.post('/list-to-revise-bill', { body, schema: listToReviseResponseSchema });
}

export function useBillToRevise(filter: ReviseFilter | null) {
  return useQuery({
    queryKey: [...billToReviseQueryKey, filter],
    queryFn: filter ? () => getBillToRevise(filter) : skipToken,
  });
}

/** A bill that could not be loaded: spec-1's "Error fetching the bill data", with the server's reason when it gave one. */
export function billFetchFailure(error: Error): string {
  const reason = error instanceof ApiRequestError && error.failure === 'server' && error.status < 500 && error.message;
  return reason ? `${BILL_MESSAGES.fetchBillFailed}: ${reason}` : BILL_MESSAGES.fetchBillFailed;
}
