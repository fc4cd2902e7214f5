import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import type { TdsQuarter } from './get-tds-register';

/** GET /api/tds-statement/pdf: one vendor's credits, TDS and challans of the quarter, to send with the payment advice. */
export function downloadTdsStatement({ vendor, ...period }: TdsQuarter & { vendor: string }): Promise<void> {
  const search = new URLSearchParams({ vendor, ...period }).toString();
  return downloadFile(
    `/api/tds-statement/pdf?${search}`,
    `TDS-Statement-${vendor}-FY${period.fy}-${period.quarter}.pdf`,
  );
}

export function useDownloadTdsStatement() {
  return useMutation({ mutationFn: downloadTdsStatement });
}
