import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import type { TransactionsFilter } from './get-transactions';

/** GET /api/transactions/excel for a date range and status, saved as Transactions.xlsx. */
export function downloadTransactionsExcel({ status, ...range }: TransactionsFilter): Promise<void> {
  const query = new URLSearchParams({ ...range, ...(status ? { status } : {}) });
  return downloadFile(`/api/transactions/excel?${query.toString()}`, 'Transactions.xlsx');
}

export function useDownloadTransactionsExcel() {
  return useMutation({ mutationFn: downloadTransactionsExcel });
}
