import { invoiceSummarySchema, type BillPaymentStatus, type InvoiceSummary } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every invoice query starts with this key, so one invalidation refreshes the list and the open invoice alike. */
export const invoicesQueryKey = ['invoices'] as const;

/** The invoices of one customer (blank: every customer), of a range of invoice days (both or neither), of a status. */
export interface InvoiceFilter {
  customer: string;
  startDate: string;
  endDate: string;
  status?: BillPaymentStatus | undefined;
}

/** The query string of a filter: the empty fields are left out. */
export function invoiceFilterQuery(filter: InvoiceFilter): string {
  const query = new URLSearchParams();
  if (filter.customer) query.set('customer', filter.customer);
  if (filter.startDate) query.set('startDate', filter.startDate);
  if (filter.endDate) query.set('endDate', filter.endDate);
  if (filter.status) query.set('status', filter.status);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/invoices?customer=&startDate=&endDate=&status=: newest first (issue 33). */
export function getInvoices(filter: InvoiceFilter): Promise<InvoiceSummary[]> {
  return api.get(`/api/invoices${invoiceFilterQuery(filter)}`, { schema: z.array(invoiceSummarySchema) });
}

/** Null asks nothing (a range the form refuses). */
export function useInvoices(filter: InvoiceFilter | null) {
  return useQuery({
    queryKey: [...invoicesQueryKey, 'list', filter],
    queryFn: filter ? () => getInvoices(filter) : skipToken,
    // A new search keeps the old table on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
