import { BILL_MESSAGES, vendorLedgerQuerySchema, type VendorLedgerQuery } from '@freightdesk/domain';
import { z } from 'zod';

export type LedgerQueryCheck =
  { ok: true; query: VendorLedgerQuery } | { ok: false; vendor: string | undefined; dates: string | undefined };

/** The chosen vendor and days checked by the domain's ledger query: a vendor, both days, the end not before the start. */
export function checkLedgerQuery(draft: { vendor: string; startDate: string; endDate: string }): LedgerQueryCheck {
  const result = vendorLedgerQuerySchema.safeParse(draft);
  if (result.success) return { ok: true, query: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const missingDay = !draft.startDate || !draft.endDate;
  return {
    ok: false,
    vendor: fieldErrors.vendor?.[0],
    dates: missingDay ? BILL_MESSAGES.bothDates : (fieldErrors.startDate?.[0] ?? fieldErrors.endDate?.[0]),
  };
}
