import { receiptRecordedSchema, type ReceiptRecorded, type ReceiptRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { refreshReceiptBooks } from './receipt-books';

export interface ReceiptToRecord {
  receipt: ReceiptRequest;
  /** The dialog's Idempotency-Key: every try of this one receipt sends the same key. */
  key: string;
}

/**
 * POST /api/receipts: 201 with each invoice's new status and balance; the same key again answers the first receipt
 * again instead of recording it twice. 409 for a part above an invoice's balance, a closed period, or a UTR or cheque
 * number already used for the customer (DUPLICATE_REFERENCE); 404 for an invoice that is not there.
 */
export function recordReceipt({ receipt, key }: ReceiptToRecord): Promise<ReceiptRecorded> {
  return api.post('/api/receipts', { body: receipt, schema: receiptRecordedSchema, headers: idempotencyHeader(key) });
}

export function useRecordReceipt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: recordReceipt, onSettled: () => refreshReceiptBooks(queryClient) });
}
