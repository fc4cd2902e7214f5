import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /api/outstanding/excel, saved under the name the server gives. */
export function downloadOutstandingExcel(): Promise<void> {
  return downloadFile('/api/outstanding/excel', 'Outstanding.xlsx');
}

export function useDownloadOutstandingExcel() {
  return useMutation({ mutationFn: downloadOutstandingExcel });
}
