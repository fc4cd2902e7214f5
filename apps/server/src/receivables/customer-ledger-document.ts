import type { BusinessSettings, CustomerLedger } from '@freightdesk/domain';
import type { CustomerTable } from '../db/schema.ts';

/** What the customer ledger's PDF and Excel print: the ledger in rupees, its customer, period and the office. */
export interface CustomerLedgerDocument {
  business: BusinessSettings;
  customer: CustomerTable;
  startDate: string;
  endDate: string;
  ledger: CustomerLedger;
}

/** `Customer-ledger-<customer>-<from>-<to>.<extension>`; a slash in a customer's name would read as a folder. */
export const customerLedgerFileName = (
  { customer, startDate, endDate }: Pick<CustomerLedgerDocument, 'customer' | 'startDate' | 'endDate'>,
  extension: 'pdf' | 'xlsx',
) => `Customer-ledger-${customer.name.replace(/[\\/]/g, '-')}-${startDate}-${endDate}.${extension}`;
