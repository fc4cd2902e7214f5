import { LEDGER_RANGE, dateRangeProblem, vendorLedgerQuerySchema, type VendorLedgerQuery } from '@freightdesk/domain';
import { z } from 'zod';

export type LedgerQueryCheck =
  { ok: true; query: VendorLedgerQuery } | { ok: false; vendor: string | undefined; dates: string | undefined };

/** The chosen vendor by the domain's ledger query, the days by its LEDGER_RANGE: both reported at once. */
export function checkLedgerQuery(draft: { vendor: string; startDate: string; endDate: string }): LedgerQueryCheck {
  const rangeProblem = dateRangeProblem(draft, LEDGER_RANGE);
  const result = vendorLedgerQuerySchema.safeParse(draft);
  if (result.success && !rangeProblem) return { ok: true, query: result.data };
  const fieldErrors = result.success ? undefined : z.flattenError(result.error).fieldErrors;
  return {
    ok: false,
    vendor: fieldErrors?.vendor?.[0],
    // A day that is not a real calendar day is the query schema's to name.
    dates: rangeProblem ?? fieldErrors?.startDate?.[0] ?? fieldErrors?.endDate?.[0],
  };
}
