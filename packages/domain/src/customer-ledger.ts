import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise } from './money.ts';
import { LEDGER_MESSAGES, runningBalancePaise } from './vendor-ledger.ts';

/**
 * A customer ledger line's kind (issue 33): an invoice debits its total, a credit note credits its total, a receipt
 * credits what it settles (the money received and the TDS the customer deducted), a reversal debits that back.
 */
export const CUSTOMER_LEDGER_KINDS = ['invoice', 'creditNote', 'receipt', 'reversal'] as const;
export type CustomerLedgerKind = (typeof CUSTOMER_LEDGER_KINDS)[number];

export const CUSTOMER_LEDGER_KIND_LABELS: Record<CustomerLedgerKind, string> = {
  invoice: 'Invoice',
  creditNote: 'Credit note',
  receipt: 'Receipt',
  reversal: 'Reversal',
};

export const CUSTOMER_LEDGER_MESSAGES = {
  customerRequired: 'Choose a customer.',
  customerNotFound: 'Customer not found.',
  endBeforeStart: LEDGER_MESSAGES.endBeforeStart,
  closingReceivable: 'Closing balance receivable from {customer}: {amount}',
  closingPayable: 'Closing balance payable to {customer}: {amount}',
} as const;

const day = z.string().max(10).refine(isCalendarDay, DATE_MESSAGE);

/** GET /customer-ledger (and its /pdf and /excel): one customer, by name, over a range of days. */
export const customerLedgerQuerySchema = z
  .object({
    customer: z
      .string({ message: CUSTOMER_LEDGER_MESSAGES.customerRequired })
      .trim()
      .min(1, CUSTOMER_LEDGER_MESSAGES.customerRequired)
      .max(80),
    startDate: day,
    endDate: day,
  })
  .refine((query) => query.endDate >= query.startDate, {
    path: ['endDate'],
    message: CUSTOMER_LEDGER_MESSAGES.endBeforeStart,
  });
export type CustomerLedgerQuery = z.output<typeof customerLedgerQuerySchema>;

/** The ledger as the API answers it, in rupees: balance = what the customer owes the office. */
export const customerLedgerSchema = z.object({
  opening: z.number(),
  entries: z.array(
    z.object({
      date: z.string(),
      kind: z.enum(CUSTOMER_LEDGER_KINDS),
      /**
       * The invoice number; a credit note's number and its invoice's, 'CN/2026-27/0001 (INV/2026-27/0004)'; a
       * receipt's or reversal's id and its invoices', 'R12 (INV/2026-27/0001, INV/2026-27/0002)'.
       */
      ref: z.string(),
      debit: z.number(),
      credit: z.number(),
      balance: z.number(),
    }),
  ),
  /** The period's debits and credits: opening + debit - credit = closing. */
  totals: z.object({ debit: z.number(), credit: z.number() }),
  closing: z.number(),
});
export type CustomerLedger = z.infer<typeof customerLedgerSchema>;

/** An invoice, credit note, receipt or reversal of one customer, in paise. */
export interface CustomerLedgerMovement {
  date: string;
  kind: CustomerLedgerKind;
  ref: string;
  /** Its number in its own series (invoices, credit notes, receipts with their reversals): the order within a day. */
  seq: number;
  /** The total of an invoice or credit note; what a receipt or reversal settles (amount + TDS). Never below zero. */
  amountPaise: number;
}

export interface CustomerLedgerEntryPaise {
  date: string;
  kind: CustomerLedgerKind;
  ref: string;
  debitPaise: number;
  creditPaise: number;
  balancePaise: number;
}

/** What a movement does to what the customer owes: invoices and reversals add theirs, the others take it off. */
export function customerLedgerEffectPaise(movement: Pick<CustomerLedgerMovement, 'kind' | 'amountPaise'>): number {
  return movement.kind === 'invoice' || movement.kind === 'reversal' ? movement.amountPaise : -movement.amountPaise;
}

// Within a day: invoices, then receipts and reversals in the order made (they share one series of numbers), then
// credit notes: one is refused above what is left of its invoice, so a credit note after a reversal needed it first.
const KIND_ORDER: Record<CustomerLedgerKind, number> = { invoice: 0, receipt: 1, reversal: 1, creditNote: 2 };

/**
 * A period of a customer's ledger: its movements in date order, each with the running balance from the opening
 * balance (everything before the period), the period's debits and credits, and the closing balance, which is the
 * next period's opening.
 */
export function customerLedgerPaise(
  openingPaise: number,
  movements: readonly CustomerLedgerMovement[],
): {
  openingPaise: number;
  entries: CustomerLedgerEntryPaise[];
  totals: { debitPaise: number; creditPaise: number };
  closingPaise: number;
} {
  const ordered = movements.toSorted(
    (a, b) => a.date.localeCompare(b.date) || KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || a.seq - b.seq,
  );
  // What the customer owes: invoices (debits) make it grow.
  const { lines, totals, closingPaise } = runningBalancePaise(
    openingPaise,
    ordered,
    customerLedgerEffectPaise,
    'debit',
  );
  const entries = lines.map(({ movement, debitPaise, creditPaise, balancePaise }): CustomerLedgerEntryPaise => ({
    date: movement.date,
    kind: movement.kind,
    ref: movement.ref,
    debitPaise,
    creditPaise,
    balancePaise,
  }));
  return { openingPaise, entries, totals, closingPaise };
}

/** The line under a customer's ledger: what the customer owes, or (below zero) what the office owes it. */
export function customerClosingStatement(customer: string, closingPaise: number): string {
  const template =
    closingPaise < 0 ? CUSTOMER_LEDGER_MESSAGES.closingPayable : CUSTOMER_LEDGER_MESSAGES.closingReceivable;
  return template.replace('{customer}', customer).replace('{amount}', formatRupees(fromPaise(Math.abs(closingPaise))));
}
