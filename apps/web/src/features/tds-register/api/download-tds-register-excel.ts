import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { tdsQuarterSearch, type TdsQuarter } from './get-tds-register';

/** GET /api/tds-register/excel, saved as TDS-Register-FY2026-27-Q3.xlsx. */
export function downloadTdsRegisterExcel(period: TdsQuarter): Promise<void> {
  return downloadFile(
    `/api/tds-register/excel?${tdsQuarterSearch(period)}`,
    `TDS-Register-FY${period.fy}-${period.quarter}.xlsx`,
  );
}

export function useDownloadTdsRegisterExcel() {
  return useMutation({ mutationFn: downloadTdsRegisterExcel });
}
