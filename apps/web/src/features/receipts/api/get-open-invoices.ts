import { skipToken, useQuery } from '@tanstack/react-query';
import { getInvoices, invoicesQueryKey } from '@/features/invoices/api/get-invoices';
import { oldestInvoicesFirst, type SettlableInvoice } from '../utils/receipt-allocation';

/**
 * GET /api/invoices?customer=&status=Unpaid and &status=Partly paid, of every day: the customer's invoices with a
 * balance, oldest first, for a receipt to settle. Under the invoices' key, so a receipt saved refreshes them.
 */
export async function getOpenInvoices(customer: string): Promise<SettlableInvoice[]> {
  const lists = await Promise.all(
    (['Unpaid', 'Partly paid'] as const).map((status) => getInvoices({ customer, startDate: '', endDate: '', status })),
  );
  const open = lists
    .flat()
    .filter((invoice) => invoice.balance > 0)
    .map(({ invoiceNo, date, dueDate, total, balance }) => ({ invoiceNo, date, dueDate, total, balance }));
  return oldestInvoicesFirst(open);
}

/** '' asks nothing (no customer chosen yet). */
export function useOpenInvoices(customer: string) {
  return useQuery({
    queryKey: [...invoicesQueryKey, 'open', customer],
    queryFn: customer ? () => getOpenInvoices(customer) : skipToken,
    retry: false,
  });
}
