import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { outstandingSearch } from './get-outstanding';

/** GET /api/outstanding/excel?asOf=, saved under the name the server gives. */
export function downloadOutstandingExcel(asOf: string): Promise<void> {
  return downloadFile(`/api/outstanding/excel?${outstandingSearch(asOf)}`, 'Outstanding.xlsx');
}

export function useDownloadOutstandingExcel() {
  return useMutation({ mutationFn: downloadOutstandingExcel });
}
