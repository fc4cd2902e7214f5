import { creditNoteSchema, type CreditNote } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { lrsQueryKey } from '@/features/lorry-receipts/api/get-lrs';
import { invoicePath } from './get-invoice';
import { invoicesQueryKey } from './get-invoices';

export interface CreditNoteOrder {
  invoiceNo: string;
  reason: string;
  /** The LRs whose freight is credited; absent: the rest of the invoice. */
  lines?: string[] | undefined;
  /** The form's Idempotency-Key: every try of this one credit note sends the same key. */
  key: string;
}

/**
 * POST /api/invoices/{no}/credit-note: 201 with the credit note; the LRs credited may be invoiced again. The same key
 * again answers the first credit note again.
 */
export function issueCreditNote({ invoiceNo, reason, lines, key }: CreditNoteOrder): Promise<CreditNote> {
  return api.post(`${invoicePath(invoiceNo)}/credit-note`, {
    body: lines ? { reason, lines } : { reason },
    schema: creditNoteSchema,
    headers: idempotencyHeader(key),
  });
}

export function useIssueCreditNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: issueCreditNote,
    onSettled: () =>
      Promise.all([invoicesQueryKey, lrsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
