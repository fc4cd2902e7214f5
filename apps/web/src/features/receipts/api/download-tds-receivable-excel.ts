import type { TdsReceivableQuery } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { tdsReceivableSearch } from './get-tds-receivable';

/** GET /api/tds-receivable/excel, saved as TDS-Receivable-FY2026-27-Q2.xlsx. */
export function downloadTdsReceivableExcel(period: TdsReceivableQuery): Promise<void> {
  return downloadFile(
    `/api/tds-receivable/excel?${tdsReceivableSearch(period)}`,
    `TDS-Receivable-FY${period.fy}-${period.quarter}.xlsx`,
  );
}

export function useDownloadTdsReceivableExcel() {
  return useMutation({ mutationFn: downloadTdsReceivableExcel });
}
