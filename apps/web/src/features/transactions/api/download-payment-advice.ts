import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /api/payments/{id}/advice: the payment advice PDF to send to the vendor. */
export function downloadPaymentAdvice(paymentId: string): Promise<void> {
  return downloadFile(`/api/payments/${encodeURIComponent(paymentId)}/advice`, `Payment-Advice-${paymentId}.pdf`);
}

export function useDownloadPaymentAdvice() {
  return useMutation({ mutationFn: downloadPaymentAdvice });
}
