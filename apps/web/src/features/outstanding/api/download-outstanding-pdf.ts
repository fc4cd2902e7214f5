import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { outstandingSearch } from './get-outstanding';

/** GET /api/outstanding/pdf?asOf=, saved as Outstanding-as-of-<day>.pdf. */
export function downloadOutstandingPdf(asOf: string): Promise<void> {
  return downloadFile(`/api/outstanding/pdf?${outstandingSearch(asOf)}`, `Outstanding-as-of-${asOf}.pdf`);
}

export function useDownloadOutstandingPdf() {
  return useMutation({ mutationFn: downloadOutstandingPdf });
}
