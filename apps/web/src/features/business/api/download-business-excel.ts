import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { businessSearchParams, type BusinessFilter } from './get-business-report';

/** GET /api/business/excel with the filter, saved as Business.xlsx (the server adds the total row). */
export function downloadBusinessExcel(filter: BusinessFilter): Promise<void> {
  return downloadFile(`/api/business/excel?${businessSearchParams(filter).toString()}`, 'Business.xlsx');
}

export function useDownloadBusinessExcel() {
  return useMutation({ mutationFn: downloadBusinessExcel });
}
