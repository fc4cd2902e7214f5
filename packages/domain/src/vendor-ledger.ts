import { z } from 'zod';
import { CASH_DAY_LIMIT_PAISE, cashAboveDayLimit } from './cash-limit.ts';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise } from './money.ts';
import { PAYMENT_MODES, type PaymentMode } from './payment.schemas.ts';

/**
 * A ledger line's kind (issue 28): a bill at the amount it was issued with (credit to the vendor), a revision's
 * difference (credit when the bill grew, debit when it shrank), a cancellation (debit of what was still owed), a
 * payment (debit) and a reversal (credit back).
 */
export const LEDGER_KINDS = ['bill', 'revision', 'cancellation', 'payment', 'reversal'] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export const LEDGER_KIND_LABELS: Record<LedgerKind, string> = {
  bill: 'Bill',
  revision: 'Revision',
  cancellation: 'Cancellation',
  payment: 'Payment',
  reversal: 'Reversal',
};

const limit = formatRupees(fromPaise(CASH_DAY_LIMIT_PAISE));

export const LEDGER_MESSAGES = {
  vendorRequired: 'Choose a vendor.',
  vendorNotFound: 'Vendor not found.',
  endBeforeStart: 'End date should be greater than or equal to the start date.',
  closingPayable: 'Closing balance payable to {vendor}: {amount}',
  closingReceivable: 'Closing balance receivable from {vendor}: {amount}',
  /** The PDF's note under the table; its marked lines end their kind with ' *'. */
  cashAboveLimitNote: `* Cash paid to {vendor} that day is above ${limit}: not deductible for the office's own income tax (Income-tax Act, s. 40A(3A)).`,
  /** The Excel's note on a marked line. */
  cashAboveLimitMark: `Cash above ${limit} that day (s. 40A(3A))`,
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
      /** The bill id; for a payment or a reversal its id and its bills', 'P7 (B12)' or 'P7 (B12, B13)'. */
      ref: z.string(),
      /** How a payment or reversal was paid; null on a bill, revision or cancellation line. */
      mode: z.enum(PAYMENT_MODES).nullable(),
      /** Its UTR or cheque number ('' for cash); null on a bill, revision or cancellation line. */
      reference: z.string().nullable(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
      /** A cash payment of a day whose cash paid to the vendor (less that day's reversals) is above the limit. */
      cashAboveLimit: z.boolean(),
    }),
  ),
  /** The period's debits and credits: opening + credit - debit = closing. */
  totals: z.object({ debit: z.number(), credit: z.number() }),
  closing: z.number(),
});
export type VendorLedger = z.infer<typeof vendorLedgerSchema>;

/** A bill entry, payment or reversal of one vendor, in paise. */
export interface LedgerMovement {
  date: string;
  kind: LedgerKind;
  ref: string;
  /** The bill's or payment's sequence number: the order within a day. */
  seq: number;
  /** A bill's entry number (its issue 0, each revision its number): the order of one bill's lines in a day. */
  entry?: number;
  /**
   * A bill entry: what it adds to what is owed (negative for a revision that shrank the bill or a cancellation);
   * a payment or a reversal: its amount.
   */
  amountPaise: number;
  mode?: PaymentMode | null;
  reference?: string | null;
}

export interface LedgerEntryPaise {
  date: string;
  kind: LedgerKind;
  ref: string;
  mode: PaymentMode | null;
  reference: string | null;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
  cashAboveLimit: boolean;
}

/** What a movement does to the vendor's balance: bill entries and reversals add theirs, payments take theirs off. */
export function ledgerEffectPaise(movement: Pick<LedgerMovement, 'kind' | 'amountPaise'>): number {
  return movement.kind === 'payment' ? -movement.amountPaise : movement.amountPaise;
}

// Within a day: bills, their revisions, what is paid and given back (in the order made), then cancellations, which
// come only once everything paid on the bill is given back.
const KIND_ORDER: Record<LedgerKind, number> = { bill: 0, revision: 1, payment: 2, reversal: 2, cancellation: 3 };

/**
 * The cash paid to the vendor on each day of the movements, in paise: that day's cash payments less that day's cash
 * reversals. A reversal on a later day leaves the day as it was, so a ledger once sent keeps its marks. Only payments
 * and reversals carry a mode: a bill, revision or cancellation line has none.
 */
function cashByDay(movements: readonly LedgerMovement[]): Map<string, number> {
  const days = new Map<string, number>();
  for (const movement of movements) {
    if (movement.mode !== 'Cash') continue;
    days.set(movement.date, (days.get(movement.date) ?? 0) - ledgerEffectPaise(movement));
  }
  return days;
}

/** A ledger line's debit or credit and the balance after it, in paise. */
export interface RunningLinePaise<M> {
  movement: M;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
}

/**
 * Runs a balance from the opening over movements already in their order: each movement's effect (what it adds to
 * the balance; below zero, what it takes off) goes on the side that makes the balance grow, else on the other, with
 * the period's totals and the closing balance. Both ledgers share it: a vendor's balance is what the office owes, so
 * credits make it grow; a customer's is what the customer owes the office, so debits do.
 */
export function runningBalancePaise<M>(
  openingPaise: number,
  ordered: readonly M[],
  effectOf: (movement: M) => number,
  grows: 'debit' | 'credit',
): { lines: RunningLinePaise<M>[]; totals: { debitPaise: number; creditPaise: number }; closingPaise: number } {
  let balance = openingPaise;
  const totals = { debitPaise: 0, creditPaise: 0 };
  const lines = ordered.map((movement): RunningLinePaise<M> => {
    const effect = effectOf(movement);
    balance += effect;
    // Stryker disable next-line EqualityOperator: equivalent, >= 0 differs only at a zero effect, which is 0 either way
    const growth = effect > 0 ? effect : 0;
    const fall = effect < 0 ? -effect : 0;
    const debitPaise = grows === 'debit' ? growth : fall;
    const creditPaise = grows === 'debit' ? fall : growth;
    totals.debitPaise += debitPaise;
    totals.creditPaise += creditPaise;
    return { movement, debitPaise, creditPaise, balancePaise: balance };
  });
  return { lines, totals, closingPaise: balance };
}

/**
 * A period of a vendor's ledger: its movements in date order, each with the running balance from the opening
 * balance (everything before the period), the period's debits and credits, and the closing balance, which is the
 * next period's opening.
 */
export function vendorLedgerPaise(
  openingPaise: number,
  movements: readonly LedgerMovement[],
): {
  openingPaise: number;
  entries: LedgerEntryPaise[];
  totals: { debitPaise: number; creditPaise: number };
  closingPaise: number;
} {
  const ordered = movements.toSorted(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      a.seq - b.seq ||
      (a.entry ?? 0) - (b.entry ?? 0),
  );
  const cash = cashByDay(movements);
  // What the office owes the vendor: bills (credits) make it grow.
  const { lines, totals, closingPaise } = runningBalancePaise(openingPaise, ordered, ledgerEffectPaise, 'credit');
  const entries = lines.map(({ movement, debitPaise, creditPaise, balancePaise }): LedgerEntryPaise => ({
    date: movement.date,
    kind: movement.kind,
    ref: movement.ref,
    mode: movement.mode ?? null,
    reference: movement.reference ?? null,
    debitPaise,
    creditPaise,
    balancePaise,
    cashAboveLimit:
      movement.kind === 'payment' && movement.mode === 'Cash' && cashAboveDayLimit(cash.get(movement.date) ?? 0),
  }));
  return { openingPaise, entries, totals, closingPaise };
}

/** The line under a ledger: what the office owes the vendor, or (below zero) what the vendor owes the office. */
export function closingStatement(vendor: string, closingPaise: number): string {
  const template = closingPaise < 0 ? LEDGER_MESSAGES.closingReceivable : LEDGER_MESSAGES.closingPayable;
  return template.replace('{vendor}', vendor).replace('{amount}', formatRupees(fromPaise(Math.abs(closingPaise))));
}
