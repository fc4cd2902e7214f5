import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { tdsQuarterSearch, type TdsQuarter } from './get-tds-register';

/** GET /api/tds-register/pdf, saved as TDS-Register-FY2026-27-Q3.pdf. */
export function downloadTdsRegisterPdf(period: TdsQuarter): Promise<void> {
  return downloadFile(
    `/api/tds-register/pdf?${tdsQuarterSearch(period)}`,
    `TDS-Register-FY${period.fy}-${period.quarter}.pdf`,
  );
}

export function useDownloadTdsRegisterPdf() {
  return useMutation({ mutationFn: downloadTdsRegisterPdf });
}
