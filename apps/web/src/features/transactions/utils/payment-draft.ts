import { paymentDateProblem, paymentRequestSchema, type PaymentMode, type PaymentRequest } from '@freightdesk/domain';
import { z } from 'zod';

/** The Record payment dialog's fields, as typed. */
export interface PaymentDraft {
  amount: string;
  date: string;
  mode: PaymentMode;
  reference: string;
  note: string;
}

export type PaymentField = keyof PaymentDraft;
export type PaymentErrors = Partial<Record<PaymentField, string>>;

/** The order of the fields: the first one with a problem takes the focus. */
export const PAYMENT_FIELDS: readonly PaymentField[] = ['amount', 'date', 'mode', 'reference', 'note'];

export function isPaymentField(field: string | undefined): field is PaymentField {
  return (PAYMENT_FIELDS as readonly (string | undefined)[]).includes(field);
}

/** A new payment: dated today, by bank transfer, the rest empty. */
export function newPaymentDraft(today: string): PaymentDraft {
  return { amount: '', date: today, mode: 'NEFT', reference: '', note: '' };
}

export type PaymentCheck = { ok: true; payment: PaymentRequest } | { ok: false; errors: PaymentErrors };

/**
 * The draft checked by the domain's payment schema, and its day against the bill's day and today (office time), as
 * the server will; the balance is left to the server, which knows it at the moment of paying.
 */
export function checkPaymentDraft(billId: string, billDate: string, today: string, draft: PaymentDraft): PaymentCheck {
  const note = draft.note.trim();
  const result = paymentRequestSchema.safeParse({ billId, ...draft, note: note || undefined });
  const errors: PaymentErrors = {};
  if (!result.success) {
    const { fieldErrors } = z.flattenError(result.error);
    for (const field of PAYMENT_FIELDS) {
      const message = fieldErrors[field]?.[0];
      if (message) errors[field] = message;
    }
  }
  if (!errors.date) {
    const dateProblem = paymentDateProblem(draft.date, billDate, today);
    if (dateProblem) errors.date = dateProblem;
  }
  if (result.success && Object.keys(errors).length === 0) return { ok: true, payment: result.data };
  return { ok: false, errors };
}
