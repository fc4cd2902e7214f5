import { outstandingQuerySchema } from '@freightdesk/domain';

export type AsOfCheck = { ok: true; asOf: string } | { ok: false; message: string };

export const AS_OF_REQUIRED = 'Enter the day to take the balances as of.';

/** The "As of" day checked by the domain's outstanding query: a real day, not after today (office time). */
export function checkAsOfDay(day: string): AsOfCheck {
  if (!day) return { ok: false, message: AS_OF_REQUIRED };
  const result = outstandingQuerySchema.safeParse({ asOf: day });
  if (result.success) return { ok: true, asOf: day };
  return { ok: false, message: result.error.issues[0]?.message ?? AS_OF_REQUIRED };
}
