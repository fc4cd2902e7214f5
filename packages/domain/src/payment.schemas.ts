import { z } from 'zod';
import { BILL_ID_PATTERN, BILL_MESSAGES } from './bill.schemas.ts';
import { DATE_MESSAGE, formatDisplayDate, isCalendarDay, optionalDaySchema } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise, toPaise } from './money.ts';
import { RUPEES, numberText } from './number-text.ts';

/** How the office paid (issue 17). */
export const PAYMENT_MODES = ['NEFT', 'RTGS', 'IMPS', 'UPI', 'Cheque', 'Cash'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** A bill's status, from its payments (issue 17), or Cancelled (issue 28). */
export const BILL_PAYMENT_STATUSES = ['Unpaid', 'Partly paid', 'Paid', 'Cancelled'] as const;
export type BillPaymentStatus = (typeof BILL_PAYMENT_STATUSES)[number];

export const MAX_PAYMENT_NOTE = 200;
export const MAX_PAYMENT_REFERENCE = 40;
/** The most bills one payment may settle (issue 28): a bound on one request's work. */
export const MAX_PAYMENT_ALLOCATIONS = 100;

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
  billOrAllocations: 'Give billId for one bill, or allocations for several.',
  billAndAllocations: 'Give billId for one bill, or allocations for several, not both.',
  allocationsEmpty: 'Choose at least one bill to pay.',
  allocationsMany: `A payment can settle at most ${MAX_PAYMENT_ALLOCATIONS} bills.`,
  allocationsSum: 'The amounts for the bills add up to {sum}; they must add up to the amount paid, {amount}.',
  billTwice: 'Bill {billId} is listed twice; put its whole amount on one line.',
  allocationOverBalance: 'The amount for bill {billId} is more than its balance of {balance}.',
  otherVendor: 'Bill {billId} is of {vendor}, not of {firstVendor}: one payment pays the bills of one vendor.',
  billCancelled: 'Bill {billId} is cancelled; it cannot be paid.',
  duplicateReference:
    'UTR or cheque number {reference} was already used for payment {paymentId} of {date} to this vendor.',
  vendorRequired: 'Choose a vendor.',
} as const;

const rupees = (paise: number) => formatRupees(fromPaise(paise));

const trimmed = (max: number, message: string) => z.string().trim().max(max, message);

const billIdSchema = z
  .string()
  .max(20)
  .transform((id) => id.trim().toUpperCase())
  .refine((id) => BILL_ID_PATTERN.test(id), BILL_MESSAGES.billIdFormat);

// Rupees and paise, more than 0, up to ₹100 crore.
const paidRupees = numberText(RUPEES)
  .pipe(z.number({ message: PAYMENT_MESSAGES.amountRequired }))
  .refine((rupees) => rupees > 0, PAYMENT_MESSAGES.amountPositive);

/** What a payment puts against one bill, in rupees. */
export const paymentAllocationSchema = z.strictObject({ billId: billIdSchema, amount: paidRupees });

/** A bill's part of a payment, in paise. */
export interface AllocationPaise {
  billId: string;
  amountPaise: number;
}

/** Why a payment's parts do not fit it: a bill listed twice, or parts that do not add up to the amount; else null. */
export function allocationsProblem(amountPaise: number, allocations: readonly AllocationPaise[]): string | null {
  return partsProblem(
    amountPaise,
    allocations.map(({ billId, amountPaise: paise }) => ({ key: billId, amountPaise: paise })),
    {
      twice: (billId) => PAYMENT_MESSAGES.billTwice.replace('{billId}', billId),
      sum: (sum, amount) => PAYMENT_MESSAGES.allocationsSum.replace('{sum}', sum).replace('{amount}', amount),
    },
  );
}

/**
 * Why the parts of a sum of money do not fit it (payments to bills, receipts to invoices): a document listed twice,
 * or parts that do not add up to the whole; else null. The messages take the document, or the two sums in rupees.
 */
export function partsProblem(
  totalPaise: number,
  parts: readonly { key: string; amountPaise: number }[],
  messages: { twice: (key: string) => string; sum: (sum: string, total: string) => string },
): string | null {
  const seen = new Set<string>();
  for (const { key } of parts) {
    if (seen.has(key)) return messages.twice(key);
    seen.add(key);
  }
  const sumPaise = parts.reduce((sum, part) => sum + part.amountPaise, 0);
  if (sumPaise === totalPaise) return null;
  return messages.sum(rupees(sumPaise), rupees(totalPaise));
}

/**
 * POST /payments: one payment against one bill (`billId`), or across bills of one vendor (`allocations` adding up to
 * `amount`, issue 28). One object with the two forms as alternatives rather than a zod union: a union that fails
 * answers "Invalid input" without the field at fault.
 */
export const paymentRequestSchema = z
  .strictObject({
    billId: billIdSchema.optional(),
    allocations: z
      .array(paymentAllocationSchema)
      .min(1, PAYMENT_MESSAGES.allocationsEmpty)
      .max(MAX_PAYMENT_ALLOCATIONS, PAYMENT_MESSAGES.allocationsMany)
      .optional(),
    amount: paidRupees,
    date: z.string().max(10).refine(isCalendarDay, DATE_MESSAGE),
    mode: z.enum(PAYMENT_MODES, { message: PAYMENT_MESSAGES.mode }),
    reference: trimmed(MAX_PAYMENT_REFERENCE, PAYMENT_MESSAGES.referenceLong).optional().default(''),
    note: trimmed(MAX_PAYMENT_NOTE, PAYMENT_MESSAGES.noteLong).optional(),
  })
  .superRefine((payment, ctx) => {
    if (payment.mode !== 'Cash' && payment.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_MESSAGES.referenceRequired });
    }
    const form = formProblem(payment);
    if (form) ctx.addIssue({ code: 'custom', ...form });
  });
export type PaymentRequest = z.input<typeof paymentRequestSchema>;

type PaymentForm = Pick<z.output<typeof paymentRequestSchema>, 'billId' | 'allocations' | 'amount'>;

function formProblem({ billId, allocations, amount }: PaymentForm): { path: string[]; message: string } | null {
  if (billId !== undefined && allocations !== undefined)
    return { path: ['billId'], message: PAYMENT_MESSAGES.billAndAllocations };
  if (allocations !== undefined) {
    const parts = allocations.map((part) => ({ billId: part.billId, amountPaise: toPaise(part.amount) }));
    const problem = allocationsProblem(toPaise(amount), parts);
    return problem ? { path: ['allocations'], message: problem } : null;
  }
  return billId === undefined ? { path: ['billId'], message: PAYMENT_MESSAGES.billOrAllocations } : null;
}

/** The bills a payment pays and what it puts against each, in paise: a one-bill payment is one part of its amount. */
export function paymentParts(payment: PaymentForm): AllocationPaise[] {
  // Stryker disable next-line StringLiteral: equivalent, the schema refuses a payment without billId or allocations
  const parts = payment.allocations ?? [{ billId: payment.billId ?? '', amount: payment.amount }];
  return parts.map((part) => ({ billId: part.billId, amountPaise: toPaise(part.amount) }));
}

/** POST /payments/{id}/reverse. */
export const paymentReversalSchema = z.strictObject({
  reason: z.string().trim().min(3, PAYMENT_MESSAGES.reasonRequired).max(200, PAYMENT_MESSAGES.reasonRequired),
});

/** GET /payments/open-bills: a vendor's bills with something left to pay. */
export const openBillsQuerySchema = z.object({
  vendor: z
    .string({ message: PAYMENT_MESSAGES.vendorRequired })
    .trim()
    .min(1, PAYMENT_MESSAGES.vendorRequired)
    .max(100),
});

/** A bill with something left to pay, for the dialog that fills the oldest first (rupees). */
export const openBillSchema = z.object({
  billId: z.string(),
  date: z.string(),
  amount: z.number(),
  paid: z.number(),
  balance: z.number(),
  status: z.enum(BILL_PAYMENT_STATUSES),
});
export type OpenBill = z.infer<typeof openBillSchema>;

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

/** A bill's part of a payment and the bill's standing after it. */
export const allocationStandingSchema = billStandingSchema.extend({ billId: z.string(), amount: z.number() });

/** The answer to a payment across bills (issue 28). */
export const allocatedPaymentRecordedSchema = z.object({
  id: z.string(),
  amount: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  allocations: z.array(allocationStandingSchema),
});

/** The answer to a reversal: its first bill's standing, as before issue 28, and every bill's. */
export const paymentReversedSchema = billStandingSchema.extend({
  id: z.string(),
  billId: z.string(),
  allocations: z.array(allocationStandingSchema),
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
  /** What it puts against each bill (a reversal: what it gives back); `billId` is the first of them. */
  allocations: z.array(z.object({ billId: z.string(), amount: z.number() })),
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

/** Unpaid while nothing is paid, Paid once nothing is left to pay, Partly paid between; a cancelled bill Cancelled. */
export function billPaymentStatus(finalPaise: number, paidPaise: number, cancelled = false): BillPaymentStatus {
  if (cancelled) return 'Cancelled';
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

/** The refusal of a bill's part of a payment above that bill's balance, or null when it fits. */
export function allocationOverBalanceProblem(billId: string, amountPaise: number, balancePaise: number): string | null {
  return amountPaise > balancePaise
    ? PAYMENT_MESSAGES.allocationOverBalance
        .replace('{billId}', billId)
        .replace('{balance}', rupees(Math.max(0, balancePaise)))
    : null;
}

export const otherVendorMessage = (billId: string, vendor: string, firstVendor: string) =>
  PAYMENT_MESSAGES.otherVendor
    .replace('{billId}', billId)
    .replace('{vendor}', vendor)
    .replace('{firstVendor}', firstVendor);

export const cancelledBillMessage = (billId: string) => PAYMENT_MESSAGES.billCancelled.replace('{billId}', billId);

/** A UTR or cheque number as compared for duplicates: without spaces, in capitals. */
// Stryker disable next-line Regex: equivalent, dropping spaces one by one or a run at once leaves the same reference
export const referenceKey = (reference: string) => reference.replace(/\s+/g, '').toUpperCase();

/** The refusal of a UTR or cheque number already used for a payment to the vendor that stands. */
export const duplicateReferenceMessage = (reference: string, earlier: { id: string; date: string }) =>
  PAYMENT_MESSAGES.duplicateReference
    .replace('{reference}', reference)
    .replace('{paymentId}', earlier.id)
    .replace('{date}', formatDisplayDate(earlier.date));

/** Why a bill with payments cannot be deleted. */
export const billHasPaymentsMessage = (paidPaise: number) =>
  PAYMENT_MESSAGES.billHasPayments.replace('{paid}', rupees(paidPaise));

/** Why a revision to a total below what is paid is refused. */
export const revisedBelowPaidMessage = (paidPaise: number, totalPaise: number) =>
  PAYMENT_MESSAGES.revisedBelowPaid.replace('{paid}', rupees(paidPaise)).replace('{total}', rupees(totalPaise));
