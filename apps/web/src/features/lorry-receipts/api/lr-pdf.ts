import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { downloadFile } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { lrPath } from './get-lr';
import { lrsQueryKey } from './get-lrs';

/** GET /api/lrs/{lrNo}/pdf: A4 with the consignor's, the consignee's and the driver's copies. */
export const lrPdfPath = (lrNo: string) => `${lrPath(lrNo)}/pdf`;

/** The PDF's browser address, for a plain link (the server sends it as a download). */
export function lrPdfUrl(lrNo: string): string {
  return `/logistics${lrPdfPath(lrNo)}`;
}

/**
 * Fetches the PDF and hands it to the browser, which opens it in the phone's or the desktop's viewer to print; the
 * server names the file. A failure (signed out, not found) throws like every other call.
 */
export function openLrPdf(lrNo: string): Promise<void> {
  return downloadFile(lrPdfPath(lrNo), `${lrNo.replaceAll('/', '-')}.pdf`);
}

/**
 * Print with one tap: opens the PDF, says why when it cannot, and reads the LRs again once it has come, since the
 * first print moves a Booked LR to In transit.
 */
export function useOpenLrPdf(): (lrNo: string) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: openLrPdf,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lrsQueryKey }),
    onError: (error) => notifyError(error.message),
  });
  return useCallback((lrNo: string) => mutate(lrNo), [mutate]);
}
