import {
  LEDGER_RANGE,
  currentMonthRange,
  customerLedgerQuerySchema,
  dateRangeProblem,
  type CustomerLedgerQuery,
} from '@freightdesk/domain';
import { z } from 'zod';

/** The ledger's filter as chosen: a customer and both days, YYYY-MM-DD. */
export interface LedgerDraft {
  customer: string;
  startDate: string;
  endDate: string;
}

/** The filter an address asks for; an address without days (the side menu's) asks for the current month. */
export function ledgerFilterOf(params: URLSearchParams, now: Date = new Date()): LedgerDraft {
  const customer = params.get('customer') ?? '';
  if (!params.has('startDate') && !params.has('endDate')) return { customer, ...currentMonthRange(now) };
  return { customer, startDate: params.get('startDate') ?? '', endDate: params.get('endDate') ?? '' };
}

/** The address of a filter. */
export function ledgerSearchParams(filter: LedgerDraft): Record<string, string> {
  return {
    ...(filter.customer ? { customer: filter.customer } : {}),
    startDate: filter.startDate,
    endDate: filter.endDate,
  };
}

/** Two filters with the same key ask for the same ledger. */
export const ledgerFilterKey = (filter: LedgerDraft) => new URLSearchParams(ledgerSearchParams(filter)).toString();

export type LedgerQueryCheck =
  { ok: true; query: CustomerLedgerQuery } | { ok: false; customer: string | undefined; dates: string | undefined };

/** The chosen customer by the domain's ledger query, the days by LEDGER_RANGE: both reported at once. */
export function checkLedgerQuery(draft: LedgerDraft): LedgerQueryCheck {
  const rangeProblem = dateRangeProblem(draft, LEDGER_RANGE);
  const result = customerLedgerQuerySchema.safeParse(draft);
  if (result.success && !rangeProblem) return { ok: true, query: result.data };
  const fieldErrors = result.success ? undefined : z.flattenError(result.error).fieldErrors;
  return {
    ok: false,
    customer: fieldErrors?.customer?.[0],
    // A day that is not a real calendar day is the query schema's to name.
    dates: rangeProblem ?? fieldErrors?.startDate?.[0] ?? fieldErrors?.endDate?.[0],
  };
}
