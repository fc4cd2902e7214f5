import type { CustomerLedgerQuery } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';
import { customerLedgerSearch } from './get-customer-ledger';

export type LedgerFormat = 'pdf' | 'excel';

const EXTENSIONS: Record<LedgerFormat, string> = { pdf: 'pdf', excel: 'xlsx' };

export interface CustomerLedgerDownload {
  query: CustomerLedgerQuery;
  format: LedgerFormat;
}

/** GET /api/customer-ledger/pdf or /excel, saved under the name the server gives (else Ledger-<customer>-<days>). */
export function downloadCustomerLedger({ query, format }: CustomerLedgerDownload): Promise<void> {
  const fallbackName = `Ledger-${query.customer}-${query.startDate}-${query.endDate}.${EXTENSIONS[format]}`;
  return downloadFile(`/api/customer-ledger/${format}?${customerLedgerSearch(query)}`, fallbackName);
}

export function useDownloadCustomerLedger() {
  return useMutation({ mutationFn: downloadCustomerLedger });
}
