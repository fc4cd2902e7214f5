import { z } from 'zod';
import { BILL_MESSAGES } from './bill.schemas.ts';
import { DATE_MESSAGE, type DateRangeRule, dateRangeProblem, formatDisplayDate, isCalendarDay } from './dates.ts';
import { formatRupees } from './format.ts';
import { fromPaise, toPaise } from './money.ts';
import { RUPEES, numberText } from './number-text.ts';
import {
  BILL_PAYMENT_STATUSES,
  MAX_PAYMENT_ALLOCATIONS,
  MAX_PAYMENT_NOTE,
  MAX_PAYMENT_REFERENCE,
  PAYMENT_MESSAGES,
  PAYMENT_MODES,
  partsProblem,
  paymentReversalSchema,
} from './payment.schemas.ts';

/**
 * Receipts from customers (issue 33). A customer usually pays net of the TDS it deducts on freight (1% or 2%, income
 * tax s. 194C): what it pays and what it deducted together settle its invoices, so the allocations add up to both.
 */
export const RECEIPT_MESSAGES = {
  customerRequired: 'Choose a customer.',
  customerNotFound: 'Customer not found.',
  tds: 'TDS deducted must be ₹0 or more.',
  tdsAboveAmount: 'TDS deducted cannot be more than the amount received.',
  allocationsEmpty: 'Choose at least one invoice to settle.',
  allocationsMany: `A receipt can settle at most ${MAX_PAYMENT_ALLOCATIONS} invoices.`,
  invoiceTwice: 'Invoice {invoiceNo} is listed twice; put its whole amount on one line.',
  allocationsSum:
    'The amounts for the invoices add up to {sum}; they must add up to the amount received and the TDS deducted, {total}.',
  invoiceNotFound: 'Invoice {invoiceNo} not found.',
  otherCustomer: 'Invoice {invoiceNo} is of {customer}, not of {receiptCustomer}.',
  invoiceCancelled: 'Invoice {invoiceNo} is cancelled; it cannot be settled.',
  overBalance: 'The amount for invoice {invoiceNo} is more than its balance of {balance}.',
  beforeInvoice: 'A receipt cannot be dated before invoice {invoiceNo} ({date}).',
  inFuture: 'A receipt cannot be dated in the future.',
  duplicateReference:
    'UTR or cheque number {reference} was already used for receipt {receiptId} of {date} from this customer.',
  notFound: 'Receipt not found.',
  alreadyReversed: 'This receipt has already been reversed.',
  reversalOfReversal: 'A reversal cannot be reversed; record a new receipt instead.',
} as const;

const rupees = (paise: number) => formatRupees(fromPaise(paise));

const invoiceNoSchema = z
  .string()
  .max(30)
  .transform((typed) => typed.trim().toUpperCase());

const receivedRupees = numberText(RUPEES)
  .pipe(z.number({ message: PAYMENT_MESSAGES.amountRequired }))
  .refine((amount) => amount > 0, PAYMENT_MESSAGES.amountPositive);

/** What a receipt settles of one invoice, in rupees (received and TDS together). */
export const receiptAllocationSchema = z.strictObject({ invoiceNo: invoiceNoSchema, amount: receivedRupees });

/** Why a receipt's parts do not settle what it brings (amount + TDS), or null. */
export function receiptAllocationsProblem(
  settlesPaise: number,
  allocations: readonly { invoiceNo: string; amountPaise: number }[],
): string | null {
  return partsProblem(
    settlesPaise,
    allocations.map(({ invoiceNo, amountPaise }) => ({ key: invoiceNo, amountPaise })),
    {
      twice: (invoiceNo) => RECEIPT_MESSAGES.invoiceTwice.replace('{invoiceNo}', invoiceNo),
      sum: (sum, total) => RECEIPT_MESSAGES.allocationsSum.replace('{sum}', sum).replace('{total}', total),
    },
  );
}

/** POST /api/receipts. */
export const receiptRequestSchema = z
  .strictObject({
    customer: z
      .string({ message: RECEIPT_MESSAGES.customerRequired })
      .trim()
      .min(1, RECEIPT_MESSAGES.customerRequired)
      .max(80),
    amount: receivedRupees,
    tdsDeducted: numberText({ ...RUPEES, invalid: RECEIPT_MESSAGES.tds })
      // Stryker disable next-line ObjectLiteral: equivalent, numberText hands on a number or nothing, so this type message never shows
      .pipe(z.number({ message: RECEIPT_MESSAGES.tds }).min(0, RECEIPT_MESSAGES.tds).optional())
      .transform((tds) => tds ?? 0),
    allocations: z
      .array(receiptAllocationSchema)
      .min(1, RECEIPT_MESSAGES.allocationsEmpty)
      .max(MAX_PAYMENT_ALLOCATIONS, RECEIPT_MESSAGES.allocationsMany),
    date: z.string().max(10).refine(isCalendarDay, DATE_MESSAGE),
    mode: z.enum(PAYMENT_MODES, { message: PAYMENT_MESSAGES.mode }),
    reference: z.string().trim().max(MAX_PAYMENT_REFERENCE, PAYMENT_MESSAGES.referenceLong).optional().default(''),
    note: z.string().trim().max(MAX_PAYMENT_NOTE, PAYMENT_MESSAGES.noteLong).optional().default(''),
  })
  .superRefine((receipt, ctx) => {
    if (receipt.mode !== 'Cash' && receipt.reference === '') {
      ctx.addIssue({ code: 'custom', path: ['reference'], message: PAYMENT_MESSAGES.referenceRequired });
    }
    if (receipt.tdsDeducted > receipt.amount) {
      ctx.addIssue({ code: 'custom', path: ['tdsDeducted'], message: RECEIPT_MESSAGES.tdsAboveAmount });
    }
    const problem = receiptAllocationsProblem(
      toPaise(receipt.amount) + toPaise(receipt.tdsDeducted),
      receipt.allocations.map((part) => ({ invoiceNo: part.invoiceNo, amountPaise: toPaise(part.amount) })),
    );
    if (problem) ctx.addIssue({ code: 'custom', path: ['allocations'], message: problem });
  });
export type ReceiptRequest = z.output<typeof receiptRequestSchema>;
export type ReceiptInput = z.input<typeof receiptRequestSchema>;

/** An invoice's part of a receipt (or of its reversal) and where the invoice stands after it. */
const invoiceStandingSchema = z.object({
  invoiceNo: z.string(),
  amount: z.number(),
  invoiceStatus: z.enum(BILL_PAYMENT_STATUSES),
  invoiceBalance: z.number(),
});

/** The answer to a receipt: what it put against each invoice and where that invoice stands. */
export const receiptRecordedSchema = z.object({
  id: z.string(),
  allocations: z.array(invoiceStandingSchema),
});
export type ReceiptRecorded = z.infer<typeof receiptRecordedSchema>;

/** POST /api/receipts/{id}/reverse: the reason, as for a payment's reversal. */
export const receiptReversalSchema = paymentReversalSchema;

/** The answer to a reversal: its own id, the receipt it reverses, and each invoice given its part back. */
export const receiptReversedSchema = z.object({
  id: z.string(),
  reverses: z.string(),
  allocations: z.array(invoiceStandingSchema),
});
export type ReceiptReversed = z.infer<typeof receiptReversedSchema>;

const RECEIPT_RANGE: DateRangeRule = {
  required: true,
  bothDates: BILL_MESSAGES.bothDates,
  endBeforeStart: BILL_MESSAGES.billingEndBeforeStart,
};

/** GET /api/receipts: one customer's receipts and reversals over a range of days, both days needed. */
export const receiptListQuerySchema = z
  .object({
    customer: z
      .string({ message: RECEIPT_MESSAGES.customerRequired })
      .trim()
      .min(1, RECEIPT_MESSAGES.customerRequired)
      .max(80),
    startDate: z.string({ message: BILL_MESSAGES.bothDates }).max(10).refine(isCalendarDay, DATE_MESSAGE),
    endDate: z.string({ message: BILL_MESSAGES.bothDates }).max(10).refine(isCalendarDay, DATE_MESSAGE),
  })
  .superRefine((query, ctx) => {
    const problem = dateRangeProblem(query, RECEIPT_RANGE);
    if (problem) ctx.addIssue({ code: 'custom', path: ['endDate'], message: problem });
  });
export type ReceiptListQuery = z.output<typeof receiptListQuerySchema>;

/** A receipt or a reversal as GET /receipts lists it: a receipt names its reversal, a reversal the receipt. */
export const receiptSchema = z.object({
  id: z.string(),
  customer: z.string(),
  /** What the customer paid; with `tdsDeducted` it settles the invoices. */
  amount: z.number(),
  tdsDeducted: z.number(),
  date: z.string(),
  mode: z.enum(PAYMENT_MODES),
  reference: z.string(),
  note: z.string(),
  /** The receipt this row reverses; null for a receipt. */
  reverses: z.string().nullable(),
  /** The reversal of this receipt, when there is one. */
  reversedBy: z.string().nullable(),
  /** Why a reversal was made; '' for a receipt. */
  reason: z.string(),
  createdBy: z.string(),
  /** What it settles of each invoice (a reversal: what it gives back). */
  allocations: z.array(z.object({ invoiceNo: z.string(), amount: z.number() })),
});
export type Receipt = z.infer<typeof receiptSchema>;

/** The refusal of an invoice's part above its balance, or null. */
export function receiptOverBalanceProblem(invoiceNo: string, amountPaise: number, balancePaise: number): string | null {
  return amountPaise > balancePaise
    ? RECEIPT_MESSAGES.overBalance
        .replace('{invoiceNo}', invoiceNo)
        .replace('{balance}', rupees(Math.max(0, balancePaise)))
    : null;
}

/** The problem with a receipt's day against today (both YYYY-MM-DD, office time), or null. */
export function receiptFutureProblem(date: string, today: string): string | null {
  return date > today ? RECEIPT_MESSAGES.inFuture : null;
}

/** The problem with a receipt dated before an invoice it settles, or null. */
export function receiptBeforeInvoiceProblem(date: string, invoice: { invoiceNo: string; date: string }): string | null {
  return date < invoice.date
    ? RECEIPT_MESSAGES.beforeInvoice.replace('{invoiceNo}', invoice.invoiceNo).replace('{date}', invoice.date)
    : null;
}

export const invoiceNotFoundMessage = (invoiceNo: string) =>
  RECEIPT_MESSAGES.invoiceNotFound.replace('{invoiceNo}', invoiceNo);

export const invoiceCancelledMessage = (invoiceNo: string) =>
  RECEIPT_MESSAGES.invoiceCancelled.replace('{invoiceNo}', invoiceNo);

/** The refusal of an invoice of another customer than the receipt's. */
export const otherCustomerMessage = (invoiceNo: string, customer: string, receiptCustomer: string) =>
  RECEIPT_MESSAGES.otherCustomer
    .replace('{invoiceNo}', invoiceNo)
    .replace('{customer}', customer)
    .replace('{receiptCustomer}', receiptCustomer);

/** The refusal of a UTR or cheque number already used for a receipt from the customer that stands. */
export const receiptDuplicateReferenceMessage = (reference: string, earlier: { id: string; date: string }) =>
  RECEIPT_MESSAGES.duplicateReference
    .replace('{reference}', reference)
    .replace('{receiptId}', earlier.id)
    .replace('{date}', formatDisplayDate(earlier.date));
