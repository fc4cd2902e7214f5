import type { BusinessSettings, VendorLedger } from '@freightdesk/domain';
import type { VendorTable } from '../db/schema.ts';

/** What the ledger's PDF and Excel print: the ledger in rupees, its vendor, period and the office. */
export interface LedgerDocument {
  business: BusinessSettings;
  vendor: VendorTable;
  startDate: string;
  endDate: string;
  ledger: VendorLedger;
}

/** `Ledger-<vendor>-<from>-<to>.<extension>`; a slash in a vendor's name would read as a folder. */
export const ledgerFileName = ({ vendor, startDate, endDate }: LedgerDocument, extension: 'pdf' | 'xlsx') =>
  `Ledger-${vendor.company_name.replace(/[\\/]/g, '-')}-${startDate}-${endDate}.${extension}`;
