import { type FreightTerms, type LorryReceipt, lrUpdateSchema } from '@freightdesk/domain';
import type { z } from 'zod';
import { officeDateTimeInput } from './lr-times';

/** The LR's typed fields as the edit form holds them: text, as typed. */
export interface LrDraft {
  consignor: string;
  consignee: string;
  goods: string;
  packages: string;
  packing: string;
  invoiceNo: string;
  invoiceValue: string;
  ewayBillNo: string;
  /** On the office's clock, as a datetime-local input holds it: 2026-11-28T18:30. */
  ewayBillValidUntil: string;
  freightTerms: FreightTerms;
  /** Blank: the trip's weight. */
  chargedWeight: string;
  /** Blank: the customer's rate on the trip's day. Only the office sees and sends it. */
  rate: string;
}

export type LrDraftKey = keyof LrDraft;

const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/**
 * The form of an LR as it stands (the LR screen's edit form and the trip form's section). A charged weight equal to
 * the trip's is left blank, so it follows the trip. The rate shows only when the office typed it: a rate looked up from
 * the customer's rates stays blank, so saving the LR again does not fix it (the managers' answers have no rate).
 */
export function draftOfLr(lr: LorryReceipt): LrDraft {
  return {
    consignor: lr.consignor,
    consignee: lr.consignee,
    goods: lr.goods,
    packages: String(lr.packages),
    packing: lr.packing,
    invoiceNo: lr.invoiceNo,
    invoiceValue: numberText(lr.invoiceValue),
    ewayBillNo: lr.ewayBillNo,
    ewayBillValidUntil: officeDateTimeInput(lr.ewayBillValidUntil),
    freightTerms: lr.freightTerms,
    chargedWeight: lr.chargedWeight === lr.weight ? '' : numberText(lr.chargedWeight),
    rate: lr.rateTyped === true ? numberText(lr.rate) : '',
  };
}

export type LrErrors = Partial<Record<LrDraftKey, string>>;

export type LrUpdateBody = z.input<typeof lrUpdateSchema>;

/**
 * The PUT body of a draft, checked with the request's own schema; the rate goes only from the office (a manager
 * sending one is refused). The errors by field when it does not pass.
 */
export function checkLrDraft(
  draft: LrDraft,
  sendsRate: boolean,
): { ok: true; body: LrUpdateBody } | { ok: false; errors: LrErrors } {
  const { rate, ...fields } = draft;
  const body: LrUpdateBody = sendsRate ? { ...fields, rate } : fields;
  const checked = lrUpdateSchema.safeParse(body);
  if (checked.success) return { ok: true, body };
  const errors: LrErrors = {};
  for (const issue of checked.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field in draft) errors[field as LrDraftKey] ??= issue.message;
  }
  return { ok: false, errors };
}
