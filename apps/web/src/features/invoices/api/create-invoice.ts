import { invoiceSchema, type Invoice, type InvoiceInput } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { lrsQueryKey } from '@/features/lorry-receipts/api/get-lrs';
import { invoicesQueryKey } from './get-invoices';

export interface InvoiceToCreate {
  invoice: InvoiceInput;
  /** The form's Idempotency-Key: every try of this one invoice sends the same key. */
  key: string;
}

/**
 * POST /api/invoices: 201 with the invoice, numbered by the server; its LRs become Invoiced. The same key again
 * answers the first invoice again instead of issuing a second one.
 */
export function createInvoice({ invoice, key }: InvoiceToCreate): Promise<Invoice> {
  return api.post('/api/invoices', { body: invoice, schema: invoiceSchema, headers: idempotencyHeader(key) });
}

export function useCreateInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    // Refused too: an LR invoiced meanwhile leaves the list of those to invoice.
    onSettled: () =>
      Promise.all([invoicesQueryKey, lrsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
