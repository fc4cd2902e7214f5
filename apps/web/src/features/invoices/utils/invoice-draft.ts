import {
  DATE_MESSAGE,
  INVOICE_MESSAGES,
  extraChargeSchema,
  formatDisplayDate,
  invoiceMessage,
  invoiceRequestSchema,
  type InvoiceInput,
} from '@freightdesk/domain';

/** An extra charge as typed; the key keeps each row's inputs when one above it is removed. */
export interface ExtraChargeDraft {
  key: number;
  text: string;
  amount: string;
}

export interface ExtraChargeErrors {
  text?: string;
  amount?: string;
}

/** Each extra charge's first problem with its text and with its amount, under the input it is about. */
export function extraChargeErrors(extras: readonly ExtraChargeDraft[]): ExtraChargeErrors[] {
  return extras.map(({ text, amount }) => {
    const checked = extraChargeSchema.safeParse({ text, amount });
    if (checked.success) return {};
    const errors: ExtraChargeErrors = {};
    for (const issue of checked.error.issues) {
      const field = issue.path[0];
      if ((field === 'text' || field === 'amount') && errors[field] === undefined) errors[field] = issue.message;
    }
    return errors;
  });
}

export interface InvoiceDraft {
  customer: string;
  /** The LRs ticked, in the order they are listed. */
  lrNos: readonly string[];
  /** YYYY-MM-DD, or '' while the field does not hold a whole day. */
  date: string;
  extras: readonly ExtraChargeDraft[];
}

export interface InvoiceErrors {
  lrs?: string;
  date?: string;
  extras: ExtraChargeErrors[];
  /** A problem of no one field: no customer, too many extra charges. */
  other?: string;
}

export type CheckedInvoice = { ok: true; body: InvoiceInput } | { ok: false; errors: InvoiceErrors };

/** Why the invoice cannot be dated so: not a day, after today, or before a ticked LR was delivered; else null. */
export function invoiceDateProblem(
  date: string,
  today: string,
  deliveries: readonly { lrNo: string; deliveredOn: string | null }[],
): string | null {
  if (!date) return DATE_MESSAGE;
  if (date > today) return INVOICE_MESSAGES.dateInFuture;
  const later = deliveries.find((lr) => lr.deliveredOn !== null && lr.deliveredOn > date);
  if (!later?.deliveredOn) return null;
  return invoiceMessage(INVOICE_MESSAGES.dateBeforeDelivery, {
    lrNo: later.lrNo,
    deliveredOn: formatDisplayDate(later.deliveredOn),
  });
}

/**
 * The request of a draft, checked with the domain's rules before it is sent: the LRs ticked, the day and each extra
 * charge; or the problems, each under its own field.
 */
export function checkInvoiceDraft(
  draft: InvoiceDraft,
  today: string,
  deliveries: readonly { lrNo: string; deliveredOn: string | null }[],
): CheckedInvoice {
  const extras = extraChargeErrors(draft.extras);
  const date = invoiceDateProblem(draft.date, today, deliveries) ?? undefined;
  const checked = invoiceRequestSchema.safeParse({
    customer: draft.customer,
    lrNos: draft.lrNos,
    date: draft.date || undefined,
    extraCharges: draft.extras.map(({ text, amount }) => ({ text, amount })),
  });
  if (checked.success && date === undefined) return { ok: true, body: checked.data };
  const errors: InvoiceErrors = { extras, ...(date ? { date } : {}) };
  const issues = checked.error?.issues ?? [];
  const lrIssue = issues.find((issue) => issue.path[0] === 'lrNos');
  if (lrIssue) errors.lrs = lrIssue.message;
  // Those of one extra charge show under its inputs; those of the invoice as a whole above the Issue button.
  const other = issues.find((issue) => issue.path[0] === 'customer' || issue.path.join('.') === 'extraCharges');
  if (other) errors.other = other.message;
  return { ok: false, errors };
}
