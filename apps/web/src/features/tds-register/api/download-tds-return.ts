import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { tdsQuarterSearch, type TdsQuarter } from './get-tds-register';

/** The return's rows as a workbook or as comma-separated text, in the same column order. */
export type TdsReturnFormat = 'excel' | 'csv';

const EXTENSIONS: Record<TdsReturnFormat, string> = { excel: 'xlsx', csv: 'csv' };

/** GET /api/tds-return/excel or /csv, saved as TDS-Return-FY2026-27-Q3.xlsx or .csv. */
export function downloadTdsReturn({ format, ...period }: TdsQuarter & { format: TdsReturnFormat }): Promise<void> {
  return downloadFile(
    `/api/tds-return/${format}?${tdsQuarterSearch(period)}`,
    `TDS-Return-FY${period.fy}-${period.quarter}.${EXTENSIONS[format]}`,
  );
}

export function useDownloadTdsReturn() {
  return useMutation({ mutationFn: downloadTdsReturn });
}
