import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /generate-pdf-by-bill-id-transaction/{billId}: the bill's latest revision as a PDF. */
export function downloadTransactionBill(billId: string): Promise<void> {
  return downloadFile(
    `/generate-pdf-by-bill-id-transaction/${encodeURIComponent(billId)}`,
    `GeneratedTransactionBill-${billId}.pdf`,
  );
}

export function useDownloadTransactionBill() {
  return useMutation({ mutationFn: downloadTransactionBill });
}
