import type { VendorLedgerQuery } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { ledgerSearch } from './get-vendor-ledger';

export type LedgerFormat = 'pdf' | 'excel';

const EXTENSIONS: Record<LedgerFormat, string> = { pdf: 'pdf', excel: 'xlsx' };

export interface LedgerDownload {
  query: VendorLedgerQuery;
  format: LedgerFormat;
}

/** GET /api/vendor-ledger/pdf or /excel, saved as Ledger-<vendor>-<from>-<to>.pdf or .xlsx. */
export function downloadVendorLedger({ query, format }: LedgerDownload): Promise<void> {
  const fallbackName = `Ledger-${query.vendor}-${query.startDate}-${query.endDate}.${EXTENSIONS[format]}`;
  return downloadFile(`/api/vendor-ledger/${format}?${ledgerSearch(query)}`, fallbackName);
}

export function useDownloadVendorLedger() {
  return useMutation({ mutationFn: downloadVendorLedger });
}
