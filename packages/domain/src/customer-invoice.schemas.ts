import { z } from 'zod';
import { BILL_PAYMENT_STATUSES } from './payment.schemas.ts';
import { DATE_MESSAGE, type DateRangeRule, dateRangeProblem, isCalendarDay, optionalDaySchema } from './dates.ts';
import {
  GTA_FORWARD_RATES,
  INVOICE_GST_MODES,
  INVOICE_MESSAGES,
  MAX_EXTRA_CHARGES,
  MAX_INVOICE_LRS,
} from './customer-invoice.ts';
import { RUPEES, numberText } from './number-text.ts';
import { squeezeSpaces } from './text.ts';

const text = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? squeezeSpaces(value) : value),
    z.string({ message }).min(min, message).max(max, message),
  );

const day = z.string().max(10).refine(isCalendarDay, DATE_MESSAGE);

/** An LR number as sent: spaces around it go, letters in capitals (lr/2026-27/000001 is LR/2026-27/000001). */
const lrNo = z
  .string()
  .max(30)
  .transform((typed) => typed.trim().toUpperCase());

/** An extra charge on an invoice (loading, detention, two-point delivery): a text and an amount above ₹0. */
export const extraChargeSchema = z.strictObject({
  text: text(2, 60, INVOICE_MESSAGES.extraText),
  amount: numberText({ ...RUPEES, invalid: INVOICE_MESSAGES.extraAmount }).pipe(
    z.number({ message: INVOICE_MESSAGES.extraAmount }).positive(INVOICE_MESSAGES.extraAmount),
  ),
});

/** POST /api/invoices: the customer's delivered LRs, dated today unless `date` is given. */
export const invoiceRequestSchema = z
  .strictObject({
    customer: text(1, 80, INVOICE_MESSAGES.customerRequired),
    lrNos: z.array(lrNo).min(1, INVOICE_MESSAGES.lrsEmpty).max(MAX_INVOICE_LRS, INVOICE_MESSAGES.lrsMany),
    date: day.optional(),
    extraCharges: z.array(extraChargeSchema).max(MAX_EXTRA_CHARGES, INVOICE_MESSAGES.extrasMany).optional().default([]),
  })
  .superRefine((invoice, ctx) => {
    const seen = new Set<string>();
    for (const [index, no] of invoice.lrNos.entries()) {
      if (seen.has(no)) {
        ctx.addIssue({
          code: 'custom',
          path: ['lrNos', index],
          message: INVOICE_MESSAGES.lrTwice.replace('{lrNo}', no),
        });
        return;
      }
      seen.add(no);
    }
  });
export type InvoiceRequest = z.output<typeof invoiceRequestSchema>;
export type InvoiceInput = z.input<typeof invoiceRequestSchema>;

/** POST /api/invoices/{no}/credit-note: the whole invoice, or the named LRs' freight (`lines`). */
export const creditNoteRequestSchema = z.strictObject({
  reason: text(3, 200, INVOICE_MESSAGES.creditReason),
  lines: z.array(lrNo).min(1, INVOICE_MESSAGES.lrsEmpty).max(MAX_INVOICE_LRS).optional(),
});
export type CreditNoteRequest = z.output<typeof creditNoteRequestSchema>;

/** POST /api/invoice-gst-rates: the forward-charge rate from a day on (admin). */
export const forwardRateRequestSchema = z.strictObject({
  rate: z.literal(GTA_FORWARD_RATES, { message: INVOICE_MESSAGES.forwardRate }),
  validFrom: day,
});

export const forwardRateSchema = z.object({ rate: z.number(), validFrom: z.string(), createdBy: z.string() });
export type ForwardRate = z.infer<typeof forwardRateSchema>;

const gstSchema = z.object({
  mode: z.enum(INVOICE_GST_MODES),
  rate: z.number(),
  cgst: z.number(),
  sgst: z.number(),
  igst: z.number(),
});

export const invoiceLineSchema = z.object({
  lrNo: z.string(),
  tripId: z.string(),
  truck: z.string(),
  from: z.string(),
  to: z.string(),
  /** Tons charged. */
  weight: z.number(),
  /** Rupees per ton. */
  rate: z.number(),
  freight: z.number(),
  /** The credit note that credited this line's freight back, or null (a credit note of the rest credits each line). */
  creditNoteNo: z.string().nullable(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

/** An invoice as the calls answer it, in rupees; `received`, `balance` and `status` from its receipts and credits. */
export const invoiceSchema = z.object({
  invoiceNo: z.string(),
  date: z.string(),
  dueDate: z.string(),
  customer: z.string(),
  lines: z.array(invoiceLineSchema),
  extraCharges: z.array(z.object({ text: z.string(), amount: z.number() })),
  taxable: z.number(),
  gst: gstSchema,
  total: z.number(),
  totalInWords: z.string(),
  credited: z.number(),
  received: z.number(),
  balance: z.number(),
  status: z.enum(BILL_PAYMENT_STATUSES),
  createdBy: z.string(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** A credit note as the calls answer it. */
export const creditNoteSchema = z.object({
  creditNoteNo: z.string(),
  invoiceNo: z.string(),
  date: z.string(),
  customer: z.string(),
  reason: z.string(),
  /** The LRs it credits; every line of the invoice when it cancels it whole. */
  lrNos: z.array(z.string()),
  taxable: z.number(),
  gst: gstSchema,
  total: z.number(),
  totalInWords: z.string(),
  createdBy: z.string(),
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

export const INVOICE_RANGE: DateRangeRule = {
  required: false,
  bothDates: 'Please select both start and end dates.',
  endBeforeStart: 'End date cannot be earlier than start date.',
};

/** GET /api/invoices?customer=&startDate=&endDate=&status= : by invoice day (both days or neither), newest first. */
export const invoiceListQuerySchema = z
  .object({
    customer: z.string().trim().max(80).optional(),
    startDate: optionalDaySchema,
    endDate: optionalDaySchema,
    status: z.enum(BILL_PAYMENT_STATUSES).optional(),
  })
  .superRefine((query, ctx) => {
    const problem = dateRangeProblem(query, INVOICE_RANGE);
    if (problem) ctx.addIssue({ code: 'custom', path: ['startDate'], message: problem });
  });
export type InvoiceListQuery = z.output<typeof invoiceListQuerySchema>;

/** An invoice in a list: its figures and where it stands, without its lines. */
export const invoiceSummarySchema = invoiceSchema
  .pick({
    invoiceNo: true,
    date: true,
    dueDate: true,
    customer: true,
    taxable: true,
    total: true,
    credited: true,
    received: true,
    balance: true,
    status: true,
  })
  .extend({ lrCount: z.number().int(), gstMode: z.enum(INVOICE_GST_MODES) });
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
