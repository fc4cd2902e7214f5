import { BILL_PAYMENT_STATUSES, currentMonthRange, type BillPaymentStatus } from '@freightdesk/domain';
import type { InvoiceFilter } from '../api/get-invoices';

export function invoiceStatusOf(value: string | null): BillPaymentStatus | undefined {
  return BILL_PAYMENT_STATUSES.find((status) => status === value);
}

/**
 * The filter an address asks for: its customer, days (both blank for every day) and status; an address without days
 * (the side menu's) asks for the current month.
 */
export function invoiceFilterOf(params: URLSearchParams, now: Date = new Date()): InvoiceFilter {
  const customer = params.get('customer') ?? '';
  const status = invoiceStatusOf(params.get('status'));
  if (!params.has('startDate') && !params.has('endDate')) return { customer, ...currentMonthRange(now), status };
  return { customer, startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '', status };
}

/** The address of a filter, keeping the invoice open (`invoice`) when there is one; blank days are kept, as "every day". */
export function invoiceSearchParams(filter: InvoiceFilter, invoiceNo: string | null): Record<string, string> {
  return {
    ...(filter.customer ? { customer: filter.customer } : {}),
    startDate: filter.startDate,
    endDate: filter.endDate,
    ...(filter.status ? { status: filter.status } : {}),
    ...(invoiceNo ? { invoice: invoiceNo } : {}),
  };
}

/** Two filters with the same key list the same invoices. */
export const invoiceFilterKey = (filter: InvoiceFilter) =>
  new URLSearchParams(invoiceSearchParams(filter, null)).toString();
