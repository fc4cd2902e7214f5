import { financialYearDays, quarterOf, receivablesQuerySchema } from '@freightdesk/domain';

export type ReceivablesDayCheck = { ok: true; asOf: string } | { ok: false; message: string };

export const AS_OF_REQUIRED = 'Enter the day to take the balances as of.';

/** The "As of" day checked by the domain's receivables query: a real day, not after today (office time). */
export function checkReceivablesDay(day: string): ReceivablesDayCheck {
  if (!day) return { ok: false, message: AS_OF_REQUIRED };
  const result = receivablesQuerySchema.safeParse({ asOf: day });
  if (result.success) return { ok: true, asOf: day };
  return { ok: false, message: result.error.issues[0]?.message ?? AS_OF_REQUIRED };
}

/**
 * The ledger a customer's name opens: from the start of the financial year of the day (1 April) to the day itself;
 * what was owed before comes in as the opening balance, so the closing balance is the row's balance.
 */
export function ledgerPeriodAsOf(asOf: string): { startDate: string; endDate: string } {
  return { startDate: financialYearDays(quarterOf(asOf).fy).validFrom, endDate: asOf };
}
