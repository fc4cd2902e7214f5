import type { QueryClient } from '@tanstack/react-query';
import { invoicesQueryKey } from '@/features/invoices/api/get-invoices';

/** Every answer a receipt or its reversal changes starts with one of these keys. */
export const receiptsQueryKey = ['receipts'] as const;
export const customerLedgerQueryKey = ['customer-ledger'] as const;
export const receivablesQueryKey = ['receivables'] as const;
export const tdsReceivableQueryKey = ['tds-receivable'] as const;

/**
 * After a receipt or a reversal, saved or refused: the invoices (their open list and standing), the customer's
 * receipts, ledger, receivables and TDS receivable are fetched again.
 */
export function refreshReceiptBooks(queryClient: QueryClient): Promise<void[]> {
  return Promise.all(
    [invoicesQueryKey, receiptsQueryKey, customerLedgerQueryKey, receivablesQueryKey, tdsReceivableQueryKey].map(
      (queryKey) => queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
