import {
  receiptBeforeInvoiceProblem,
  receiptFutureProblem,
  receiptRequestSchema,
  type PaymentMode,
  type ReceiptRequest,
} from '@freightdesk/domain';
import { z } from 'zod';

/** The Record receipt dialog's fields, as typed; named as the request names them. */
export interface ReceiptDraft {
  customer: string;
  date: string;
  mode: PaymentMode;
  reference: string;
  amount: string;
  tdsDeducted: string;
  note: string;
}

export type ReceiptField = keyof ReceiptDraft;
export type ReceiptErrors = Partial<Record<ReceiptField | 'allocations', string>>;

/** The order of the fields: the first one with a problem takes the focus. */
export const RECEIPT_FIELDS: readonly ReceiptField[] = [
  'customer',
  'date',
  'mode',
  'reference',
  'amount',
  'tdsDeducted',
  'note',
];

export function isReceiptField(field: string | undefined): field is ReceiptField {
  return (RECEIPT_FIELDS as readonly (string | undefined)[]).includes(field);
}

/** A new receipt: of the customer given (or none yet), dated today, by bank transfer, the rest empty. */
export function newReceiptDraft(today: string, customer = ''): ReceiptDraft {
  return { customer, date: today, mode: 'NEFT', reference: '', amount: '', tdsDeducted: '', note: '' };
}

export type ReceiptCheck = { ok: true; receipt: ReceiptRequest } | { ok: false; errors: ReceiptErrors };

/**
 * The draft with its invoices' parts checked by the domain's receipt schema, and its day against today (office time)
 * and the invoices it settles, as the server will; the balances are the server's to check at the moment of saving.
 */
export function checkReceiptDraft(
  draft: ReceiptDraft,
  allocations: readonly { invoiceNo: string; amount: number }[],
  invoices: readonly { invoiceNo: string; date: string }[],
  today: string,
): ReceiptCheck {
  const note = draft.note.trim();
  const result = receiptRequestSchema.safeParse({ ...draft, note: note || undefined, allocations });
  const errors: ReceiptErrors = {};
  if (!result.success) {
    const { fieldErrors } = z.flattenError(result.error);
    for (const field of [...RECEIPT_FIELDS, 'allocations'] as const) {
      const message = fieldErrors[field]?.[0];
      if (message) errors[field] = message;
    }
  }
  if (!errors.date) {
    const settled = new Set(allocations.map((part) => part.invoiceNo));
    const dateProblem =
      receiptFutureProblem(draft.date, today) ??
      invoices
        .filter((invoice) => settled.has(invoice.invoiceNo))
        .map((invoice) => receiptBeforeInvoiceProblem(draft.date, invoice))
        .find((problem) => problem !== null) ??
      null;
    if (dateProblem) errors.date = dateProblem;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, receipt: result.data };
  return { ok: false, errors };
}
