import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';
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

/** The answer to a receipt: what it put against each invoice and where that invoice stands. */
export const receiptRecordedSchema = z.object({
  id: z.string(),
  allocations: z.array(
    z.object({
      invoiceNo: z.string(),
      amount: z.number(),
      invoiceStatus: z.enum(BILL_PAYMENT_STATUSES),
      invoiceBalance: z.number(),
    }),
  ),
});
export type ReceiptRecorded = z.infer<typeof receiptRecordedSchema>;

/** The refusal of an invoice's part above its balance, or null. */
export function receiptOverBalanceProblem(invoiceNo: string, amountPaise: number, balancePaise: number): string | null {
  return amountPaise > balancePaise
    ? RECEIPT_MESSAGES.overBalance
        .replace('{invoiceNo}', invoiceNo)
        .replace('{balance}', rupees(Math.max(0, balancePaise)))
    : null;
}
