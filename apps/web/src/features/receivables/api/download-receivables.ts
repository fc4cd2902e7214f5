import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { receivablesSearch } from './get-receivables';

export type ReceivablesFormat = 'pdf' | 'excel';

const EXTENSIONS: Record<ReceivablesFormat, string> = { pdf: 'pdf', excel: 'xlsx' };

export interface ReceivablesDownload {
  asOf: string;
  format: ReceivablesFormat;
}

/** GET /api/receivables/pdf or /excel?asOf=, saved as Receivables-as-of-<day>.pdf or .xlsx. */
export function downloadReceivables({ asOf, format }: ReceivablesDownload): Promise<void> {
  return downloadFile(
    `/api/receivables/${format}?${receivablesSearch(asOf)}`,
    `Receivables-as-of-${asOf}.${EXTENSIONS[format]}`,
  );
}

export function useDownloadReceivables() {
  return useMutation({ mutationFn: downloadReceivables });
}
