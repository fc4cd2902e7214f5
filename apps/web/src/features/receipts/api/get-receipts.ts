import { receiptSchema, type Receipt, type ReceiptListQuery } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { receiptsQueryKey } from './receipt-books';

/** GET /api/receipts?customer=&startDate=&endDate=: the customer's receipts and reversals of the days, newest first. */
export function getReceipts(query: ReceiptListQuery): Promise<Receipt[]> {
  return api.get(`/api/receipts?${new URLSearchParams({ ...query }).toString()}`, { schema: z.array(receiptSchema) });
}

/** Null asks nothing (no ledger shown). */
export function useReceipts(query: ReceiptListQuery | null) {
  return useQuery({
    queryKey: [...receiptsQueryKey, query],
    queryFn: query ? () => getReceipts(query) : skipToken,
    placeholderData: keepPreviousData,
  });
}
