import type { ReportFilter } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { reportSearchParams } from './get-reports';

/** GET /api/reports/excel with the searched filter, saved as Reports.xlsx. */
export function downloadReportsExcel(filter: ReportFilter): Promise<void> {
  return downloadFile(`/api/reports/excel?${reportSearchParams(filter).toString()}`, 'Reports.xlsx');
}

export function useDownloadReportsExcel() {
  return useMutation({ mutationFn: downloadReportsExcel });
}
