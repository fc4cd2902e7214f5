import { invoiceSchema, type Invoice } from '@freightdesk/domain';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoicesQueryKey } from './get-invoices';

export const invoiceQueryKey = (invoiceNo: string) => [...invoicesQueryKey, 'one', invoiceNo] as const;

/** An invoice number in a path: its slashes encoded (INV%2F2026-27%2F0001). */
export const invoicePath = (invoiceNo: string) => `/api/invoices/${encodeURIComponent(invoiceNo)}`;

/** GET /api/invoices/{no}: its lines, totals and where it stands (credited, received, balance, status). */
export function getInvoice(invoiceNo: string): Promise<Invoice> {
  return api.get(invoicePath(invoiceNo), { schema: invoiceSchema });
}

/** Null asks nothing (no invoice open). */
export function useInvoice(invoiceNo: string | null) {
  return useQuery({
    queryKey: invoiceQueryKey(invoiceNo ?? ''),
    queryFn: invoiceNo ? () => getInvoice(invoiceNo) : skipToken,
  });
}
