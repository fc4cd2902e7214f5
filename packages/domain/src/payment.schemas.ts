import { z } from 'zod';
import { BILL_ID_PATTERN, BILL_MESSAGES } from './bill.schemas.ts';
import { DATE_MESSAGE, isCalendarDay, optionalDaySchema } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise } from './money.ts';
import { RUPEES, numberText } from './number-text.ts';

/** How the office paid (issue 17). */
export const PAYMENT_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A bill's status, from its payments (issue 17). */
export const BILL_PAYMENT_STATUSES = ['Unpaid', 'Partly paid', 'Paid'] as const;
export type BillPaymentStatus = (typeof BILL_PAYMENT_STATUSES)[number];

export const MAX_PAYMENT_NOTE = 200;
export const MAX_PAYMENT_REFERENCE = 40;

export const PAYMENT_MESSAGES = {
  amountRequired: 'Enter the amount paid.',
  amountPositive: 'The amount must be more than ₹0.',
  mode: `Mode must be one of ${PAYMENT_MODES.join(', ')}.`,
  referenceRequired: 'Enter the UTR or cheque number (not needed for Cash).',
  referenceLong: `The reference can be at most ${MAX_PAYMENT_REFERENCE} characters.`,
  noteLong: `The note can be at most ${MAX_PAYMENT_NOTE} characters.`,
  beforeBill: 'A payment cannot be dated before its bill ({billDate}).',
  inFuture: 'A payment cannot be dated in the future.',
  overBalance: "The amount is more than the bill's balance of {balance}.",
  reasonRequired: 'Give the reason for the reversal (3 to 200 characters).',
  notFound: 'Payment not found.',
  reversalOfReversal: 'A reversal cannot be reversed; record a new payment instead.',
  alreadyReversed: 'This payment has already been reversed.',
  billHasPayments: 'This bill has {paid} paid against it, so it cannot be deleted. Reverse its payments first.',
  revisedBelowPaid:
    'This bill has {paid} paid against it; a revised total of {total} is below that. Reverse a payment first.',
  listFilter: 'Give a bill id, or a vendor with both start and end dates.',
  status: `Status must be one of ${BILL_PAYMENT_STATUSES.join(', ')}.`,
} as const;

const rupees = (paise: number) => formatRupees(fromPaise(paise));

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

/** POST /payments: one payment against one bill. */
export const paymentRequestSchema = z
  .strictObject({
    billId: z
      .string()
      .max(20)
      .transform((id) => id.trim().toUpperCase())
      .refine((id) => BILL_ID_PATTERN.test(id), BILL_MESSAGES.billIdFormat),
    // Rupees and paise, more than 0, up to ₹100 crore.
    amount: numberText(RUPEES)
      .pipe(z.number({ message: PAYMENT_MESSAGES.amountRequired }))
      .refine((rupees) => rupees > 0, PAYMENT_MESSAGES.amountPositive),
    date: z.string().max(10).refine(isCalendarDay, DATE_MESSAGE),
    mode: z.enum(PAYMENT_MODES, { message: PAYMENT_MESSAGES.mode }),
    reference: trimmed(MAX_PAYMENT_REFERENCE, PAYMENT_MESSAGES.referenceLong).optional().default(''),
    note: trimmed(MAX_PAYMENT_NOTE, PAYMENT_MESSAGES.noteLong).optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.mode !== 'Cash' && payment.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_MESSAGES.referenceRequired });
    }
  });
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

/** POST /payments/{id}/reverse. */
export const paymentReversalSchema = z.strictObject({
  reason: z.string().trim().min(3, PAYMENT_MESSAGES.reasonRequired).max(200, PAYMENT_MESSAGES.reasonRequired),
});

/** GET /payments: by bill, or by vendor over a date range. */
export const paymentListQuerySchema = z.object({
  billId: z.string().max(20).optional(),
  vendor: z.string().max(100).optional(),
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
});

/** A bill's standing after a payment or a reversal. */
export const billStandingSchema = z.object({
  billStatus: z.enum(BILL_PAYMENT_STATUSES),
  billBalance: z.number(),
});

export const paymentRecordedSchema = billStandingSchema.extend({
  id: z.string(),
  billId: z.string(),
  amount: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
});

/** A payment or a reversal as GET /payments lists it: a payment names its reversal, a reversal the payment. */
export const paymentSchema = z.object({
  id: z.string(),
  billId: z.string(),
  vendor: z.string(),
  amount: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  note: z.string(),
  /** The payment this row reverses; null for a payment. */
  reverses: z.string().nullable(),
  /** The reversal of this payment, when there is one. */
  reversedBy: z.string().nullable(),
  reason: z.string(),
  createdBy: z.string(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** A row of a bill's payments: a payment, or a reversal (which gives its payment's amount back). */
export interface PaymentEntry {
  amountPaise: number;
  reverses: string | null;
}

/** What is paid against a bill: its payments less their reversals, in paise. */
export function netPaidPaise(entries: readonly PaymentEntry[]): number {
  return entries.reduce((paid, entry) => paid + (entry.reverses === null ? entry.amountPaise : -entry.amountPaise), 0);
}

/** A bill's balance: its final amount less what is paid, in paise. */
export function billBalancePaise(finalPaise: number, paidPaise: number): number {
  return finalPaise - paidPaise;
}

/** Unpaid while nothing is paid, Paid once nothing is left to pay, Partly paid between. */
export function billPaymentStatus(finalPaise: number, paidPaise: number): BillPaymentStatus {
  if (billBalancePaise(finalPaise, paidPaise) <= 0) return 'Paid';
  return paidPaise === 0 ? 'Unpaid' : 'Partly paid';
}

/** The problem with a payment's day: before its bill or after today (both YYYY-MM-DD, office time); else null. */
export function paymentDateProblem(date: string, billDate: string, today: string): string | null {
  if (date < billDate) return PAYMENT_MESSAGES.beforeBill.replace('{billDate}', billDate);
  if (date > today) return PAYMENT_MESSAGES.inFuture;
  return null;
}

/** The refusal of a payment above the balance, or null when it fits. */
export function overBalanceProblem(amountPaise: number, balancePaise: number): string | null {
  return amountPaise > balancePaise
    ? PAYMENT_MESSAGES.overBalance.replace('{balance}', rupees(Math.max(0, balancePaise)))
    : null;
}

/** Why a bill with payments cannot be deleted. */
export const billHasPaymentsMessage = (paidPaise: number) =>
  PAYMENT_MESSAGES.billHasPayments.replace('{paid}', rupees(paidPaise));

/** Why a revision to a total below what is paid is refused. */
export const revisedBelowPaidMessage = (paidPaise: number, totalPaise: number) =>
  PAYMENT_MESSAGES.revisedBelowPaid.replace('{paid}', rupees(paidPaise)).replace('{total}', rupees(totalPaise));
