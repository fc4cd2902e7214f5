import { receiptReversedSchema, type ReceiptReversed } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshReceiptBooks } from './receipt-books';

export interface ReceiptReversal {
  receiptId: string;
  reason: string;
  /** The dialog's Idempotency-Key: every try of this one reversal sends the same key. */
  key: string;
}

/** POST /api/receipts/{id}/reverse: a reversal row, dated today, gives each invoice its part back. */
export function reverseReceipt({ receiptId, reason, key }: ReceiptReversal): Promise<ReceiptReversed> {
  return api.post(`/api/receipts/${encodeURIComponent(receiptId)}/reverse`, {
    body: { reason },
    schema: receiptReversedSchema,
    headers: idempotencyHeader(key),
  });
}

export function useReverseReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: reverseReceipt, onSettled: () => refreshReceiptBooks(queryClient) });
}
