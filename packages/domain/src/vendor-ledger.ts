import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';

/** A ledger line's kind: a bill (credit to the vendor), a payment (debit), a reversal (credit back). */
export const LEDGER_KINDS = ['bill', 'payment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_MESSAGES = {
  vendorRequired: 'Choose a vendor.',
  vendorNotFound: 'Vendor not found.',
  endBeforeStart: 'End date should be greater than or equal to the start date.',
} as const;

const day = z.string().max(10).refine(isCalendarDay, DATE_MESSAGE);

/** GET /vendor-ledger (and its /pdf and /excel): one vendor, by name, over a range of days. */
export const vendorLedgerQuerySchema = z
  .object({
    vendor: z.string().trim().min(1, LEDGER_MESSAGES.vendorRequired).max(100),
    startDate: day,
    endDate: day,
  })
  .refine((query) => query.endDate >= query.startDate, { path: ['endDate'], message: LEDGER_MESSAGES.endBeforeStart });
export type VendorLedgerQuery = z.output<typeof vendorLedgerQuerySchema>;

/** The ledger as the API answers it, in rupees: balance = what the office owes the vendor. */
export const vendorLedgerSchema = z.object({
  opening: z.number(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(LEDGER_KINDS),
      /** The bill id; for a payment or a reversal its id and its bill's, 'P7 (B12)'. */
      ref: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  closing: z.number(),
});
export type VendorLedger = z.infer<typeof vendorLedgerSchema>;

/** A bill, payment or reversal of one vendor, in paise. */
export interface LedgerMovement {
  date: string;
  kind: LedgerKind;
  ref: string;
  /** The bill's or payment's sequence number: the order within a day. */
  seq: number;
  amountPaise: number;
}

export interface LedgerEntryPaise {
  date: string;
  kind: LedgerKind;
  ref: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
}

/** What a movement does to the vendor's balance: bills and reversals add to what is owed, payments take from it. */
export function ledgerEffectPaise(movement: Pick<LedgerMovement, 'kind' | 'amountPaise'>): number {
  return movement.kind === 'payment' ? -movement.amountPaise : movement.amountPaise;
}

// Within a day a bill comes before what is paid against it; payments and reversals in the order they were made.
const KIND_ORDER: Record<LedgerKind, number> = { bill: 0, payment: 1, reversal: 1 };

/**
 * A period of a vendor's ledger: its movements in date order, each with the running balance from the opening
 * balance (everything before the period), and the closing balance, which is the next period's opening.
 */
export function vendorLedgerPaise(
  openingPaise: number,
  movements: readonly LedgerMovement[],
): { openingPaise: number; entries: LedgerEntryPaise[]; closingPaise: number } {
  const ordered = movements.toSorted(
    (a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.seq - b.seq,
  );
  let balance = openingPaise;
  const entries = ordered.map((movement) => {
    balance += ledgerEffectPaise(movement);
    const paid = movement.kind === 'payment';
    return {
      date: movement.date,
      kind: movement.kind,
      ref: movement.ref,
      debitPaise: paid ? movement.amountPaise : 0,
      creditPaise: paid ? 0 : movement.amountPaise,
      balancePaise: balance,
    };
  });
  return { openingPaise, entries, closingPaise: balance };
}
