import { FREIGHT_TERMS, FREIGHT_TERMS_LABELS, lrUpdateSchema, type LrUpdate } from '@freightdesk/domain';

/** The lorry receipt's fields below the trip's (issue 32), in the form's order. */
export const LR_LABELS = {
  consignor: 'Consignor',
  consignee: 'Consignee',
  goods: 'Goods',
  packages: 'Packages',
  packing: 'Packing',
  invoiceNo: 'Invoice No',
  invoiceValue: 'Invoice Value (₹)',
  ewayBillNo: 'E-way Bill No',
  ewayBillValidUntil: 'E-way Bill Valid Until',
  freightTerms: 'Freight Terms',
  chargedWeight: 'Charged Weight (tons)',
  rate: 'Rate (₹/ton)',
} as const;

export type LrDraftKey = keyof typeof LR_LABELS;
/** What the inputs hold: text as typed, before the schema reads it. */
export type LrDraft = Record<LrDraftKey, string>;

export const EMPTY_LR: LrDraft = {
  consignor: '',
  consignee: '',
  goods: '',
  packages: '',
  packing: '',
  invoiceNo: '',
  invoiceValue: '',
  ewayBillNo: '',
  ewayBillValidUntil: '',
  freightTerms: '',
  chargedWeight: '',
  rate: '',
};

const FORM_ORDER = Object.keys(EMPTY_LR).filter(isLrKey);

export const FREIGHT_TERMS_OPTIONS = [
  { value: '', label: 'Select Freight Terms' },
  ...FREIGHT_TERMS.map((terms) => ({ value: terms, label: FREIGHT_TERMS_LABELS[terms] })),
];

export function isLrKey(value: unknown): value is LrDraftKey {
  return typeof value === 'string' && Object.hasOwn(EMPTY_LR, value);
}

/** Nothing typed: the trip is saved without a lorry receipt. */
export function isBlankLr(draft: LrDraft): boolean {
  return FORM_ORDER.every((field) => draft[field].trim() === '');
}

export function sameLr(a: LrDraft, b: LrDraft): boolean {
  return FORM_ORDER.every((field) => a[field] === b[field]);
}

export type LrErrors = Partial<Record<LrDraftKey, string>>;

export type LrCheck = { ok: true; lr: LrUpdate } | { ok: false; errors: LrErrors; field: LrDraftKey; alert: string };

/**
 * The typed LR read by the schema the server reads it with (lrRequestSchema's fields, the trip aside), every refusal
 * on its field. A rate is sent only by those allowed to type it (the server refuses it from the managers).
 */
export function checkLr(draft: LrDraft, typesRate: boolean): LrCheck {
  const parsed = lrUpdateSchema.safeParse(typesRate ? draft : { ...draft, rate: '' });
  if (parsed.success) {
    const lr = { ...parsed.data };
    // Not even an empty key: the server refuses `rate` from a manager.
    if (!typesRate) delete lr.rate;
    return { ok: true, lr };
  }
  const errors: LrErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isLrKey(field)) errors[field] ??= issue.message;
  }
  const field = FORM_ORDER.find((key) => errors[key] !== undefined) ?? 'consignor';
  return { ok: false, errors, field, alert: errors[field] ?? parsed.error.issues[0]?.message ?? '' };
}

/** The navigation state of a trip saved without the LR typed with it: the LR's text, offered again on its page. */
export interface LrCarried {
  lrDraft: LrDraft;
}

export function carriedLr(state: unknown): LrDraft | null {
  if (typeof state !== 'object' || state === null || !('lrDraft' in state)) return null;
  const carried: unknown = state.lrDraft;
  if (typeof carried !== 'object' || carried === null) return null;
  const entries = Object.entries(carried).filter(
    (entry): entry is [LrDraftKey, string] => isLrKey(entry[0]) && typeof entry[1] === 'string',
  );
  return { ...EMPTY_LR, ...Object.fromEntries(entries) };
}
