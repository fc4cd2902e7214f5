import { invoiceSchema, type Invoice, type InvoiceInput } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { lrsQueryKey } from '@/features/lorry-receipts/api/get-lrs';
import { invoicesQueryKey } from './get-invoices';

/** POST /api/invoices: 201 with the invoice, numbered by the server; its LRs become Invoiced. */
export function createInvoice(invoice: InvoiceInput): Promise<Invoice> {
  return api.post('/api/invoices', { body: invoice, schema: invoiceSchema });
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
