import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import type { DateRange } from './get-transactions';

/** GET /api/transactions/excel for a date range, saved as Transactions.xlsx. */
export function downloadTransactionsExcel(range: DateRange): Promise<void> {
  return downloadFile(`/api/transactions/excel?${new URLSearchParams({ ...range }).toString()}`, 'Transactions.xlsx');
}

export function useDownloadTransactionsExcel() {
  return useMutation({ mutationFn: downloadTransactionsExcel });
}
