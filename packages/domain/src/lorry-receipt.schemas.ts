import { z } from 'zod';
import { type DateRangeRule, dateRangeProblem, optionalDaySchema } from './dates.ts';
import { EWAY_BILL_NO, FREIGHT_TERMS, LR_STATUSES, readOfficeDateTime } from './lorry-receipt.ts';
import { type NumberTextRule, NUMBER_MESSAGES, RUPEES, TONS, numberText } from './number-text.ts';
import { squeezeSpaces } from './text.ts';

export const LR_MESSAGES = {
  tripId: 'Trip ID must be T followed by digits.',
  tripNotFound: 'Trip not found.',
  tripHasLrNoDelete: (lrNo: string) =>
    `This trip has lorry receipt ${lrNo}, which is kept with its number: the trip cannot be deleted.`,
  tripHasLr: (lrNo: string) => `This trip already has lorry receipt ${lrNo}. Open it to edit, or cancel it first.`,
  party: 'Consignor and consignee must be customer names.',
  goods: 'Goods must be 2 to 100 characters.',
  packages: 'Packages must be a whole number from 1 to 1,00,000.',
  packing: 'Packing must be 2 to 40 characters (bags, drums, loose...).',
  invoiceNo: 'Invoice number can be at most 40 characters.',
  ewayBillNo: 'E-way bill number must be 12 digits.',
  ewayBillValidUntil: 'E-way bill validity must be a date and time.',
  ewayBillPair: 'Enter the e-way bill number and its validity together.',
  freightTerms: 'Freight terms must be Paid, To pay or To be billed.',
  rate: 'Rate must be a number greater than 0.',
  chargedWeight: 'Charged weight must be more than 0 t.',
  rateNotAllowed: 'Only the office sets the customer rate.',
  notFound: 'Lorry receipt not found.',
  notEditable: (lrNo: string, status: string) => `Lorry receipt ${lrNo} is ${status}: it can no longer be changed.`,
  cancelReason: 'Give the reason for cancelling, 3 to 200 characters.',
  created: 'Lorry receipt created.',
  updated: 'Lorry receipt updated.',
  cancelled: 'Lorry receipt cancelled.',
  receivedBy: 'Received by can be at most 80 characters.',
  bothDates: 'Please select both start and end dates.',
  endBeforeStart: 'End date cannot be earlier than start date.',
  empty: 'No lorry receipts match these filters.',
} as const;

export const LR_RANGE: DateRangeRule = {
  required: false,
  bothDates: LR_MESSAGES.bothDates,
  endBeforeStart: LR_MESSAGES.endBeforeStart,
};

const text = (min: number, max: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? squeezeSpaces(value) : value),
    z.string({ message }).min(min, message).max(max, message),
  );

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? squeezeSpaces(value) : value),
    z.string({ message }).max(max, message),
  );

const PACKAGES: NumberTextRule = {
  decimals: 0,
  max: 100_000,
  invalid: LR_MESSAGES.packages,
  tooManyDecimals: LR_MESSAGES.packages,
  tooLarge: LR_MESSAGES.packages,
};

const positive = (message: string) => z.number({ message }).positive(message);

/** The fields of an LR that are typed: the trip it is for comes only on creation. */
const lrFieldsSchema = z.strictObject({
  consignor: text(1, 80, LR_MESSAGES.party),
  consignee: text(1, 80, LR_MESSAGES.party),
  goods: text(2, 100, LR_MESSAGES.goods),
  packages: numberText(PACKAGES).pipe(positive(LR_MESSAGES.packages)),
  packing: text(2, 40, LR_MESSAGES.packing),
  invoiceNo: optionalText(40, LR_MESSAGES.invoiceNo),
  invoiceValue: numberText(RUPEES),
  ewayBillNo: optionalText(20, LR_MESSAGES.ewayBillNo)
    // Stryker disable next-line Regex: equivalent, dropping spaces one by one or a run at once leaves the same number
    .transform((v) => v.replace(/\s+/g, ''))
    .refine((v) => v === '' || EWAY_BILL_NO.test(v), LR_MESSAGES.ewayBillNo),
  ewayBillValidUntil: z
    .preprocess((value) => (value === '' || value === null ? undefined : value), z.string().max(40).optional())
    .transform((typed, ctx) => {
      if (typed === undefined) return null;
      const moment = readOfficeDateTime(typed);
      if (moment) return moment;
      ctx.addIssue({ code: 'custom', message: LR_MESSAGES.ewayBillValidUntil });
      return z.NEVER;
    }),
  freightTerms: z.enum(FREIGHT_TERMS, { message: LR_MESSAGES.freightTerms }),
  chargedWeight: numberText({ ...TONS, tooLarge: NUMBER_MESSAGES.tonsTooLarge }).pipe(
    positive(LR_MESSAGES.chargedWeight).optional(),
  ),
  /** Rupees per ton; only the office may send it. Without it, the customer's rate on the trip's day applies. */
  rate: numberText(RUPEES).pipe(positive(LR_MESSAGES.rate).optional()),
});

const ewayBillTogether = (lr: { ewayBillNo: string; ewayBillValidUntil: string | null }, ctx: z.RefinementCtx) => {
  if ((lr.ewayBillNo === '') !== (lr.ewayBillValidUntil === null)) {
    ctx.addIssue({ code: 'custom', path: ['ewayBillNo'], message: LR_MESSAGES.ewayBillPair });
  }
};

/** POST /api/lrs: a lorry receipt for a trip (issue 32). */
export const lrRequestSchema = lrFieldsSchema
  .extend({
    tripId: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^T\d{1,12}$/, LR_MESSAGES.tripId),
  })
  .superRefine(ewayBillTogether);
export type LrRequest = z.output<typeof lrRequestSchema>;
export type LrInput = z.input<typeof lrRequestSchema>;

/** PUT /api/lrs/{lrNo}: every typed field again, while the LR is not invoiced or cancelled. */
export const lrUpdateSchema = lrFieldsSchema.superRefine(ewayBillTogether);
export type LrUpdate = z.output<typeof lrUpdateSchema>;

/** POST /api/lrs/{lrNo}/cancel */
export const lrCancelSchema = z.strictObject({ reason: text(3, 200, LR_MESSAGES.cancelReason) });

/** GET /api/lrs?startDate=&endDate=&status= : by the LR's day, both days or neither. */
export const lrListQuerySchema = z
  .object({
    startDate: optionalDaySchema,
    endDate: optionalDaySchema,
    status: z.enum(LR_STATUSES).optional(),
  })
  .superRefine((query, ctx) => {
    const problem = dateRangeProblem(query, LR_RANGE);
    if (problem) ctx.addIssue({ code: 'custom', path: ['startDate'], message: problem });
  });

/**
 * A lorry receipt as the calls answer it. `rate` and `freight` (the customer's) are left out of the managers'
 * answers; null for the office when no rate was typed and the customer has none for the route on the trip's day.
 */
export const lrSchema = z.object({
  lrNo: z.string(),
  /** The day it was made (YYYY-MM-DD, India); its number's financial year. */
  date: z.string(),
  tripId: z.string(),
  tripDate: z.string(),
  truck: z.string(),
  driver: z.string(),
  from: z.string(),
  to: z.string(),
  /** The trip's loaded weight, in tons. */
  weight: z.number().nullable(),
  consignor: z.string(),
  consignee: z.string(),
  goods: z.string(),
  packages: z.number().int(),
  packing: z.string(),
  invoiceNo: z.string(),
  invoiceValue: z.number().nullable(),
  ewayBillNo: z.string(),
  ewayBillValidUntil: z.string().nullable(),
  freightTerms: z.enum(FREIGHT_TERMS),
  /** Tons charged: the typed one, else the trip's weight. */
  chargedWeight: z.number().nullable(),
  rate: z.number().nullable().optional(),
  freight: z.number().nullable().optional(),
  /** Whether the office typed `rate`; false: the paying customer's rate on the trip's day applies and follows it. */
  rateTyped: z.boolean().optional(),
  status: z.enum(LR_STATUSES),
  receivedBy: z.string(),
  deliveredOn: z.string().nullable(),
  cancelReason: z.string(),
  createdBy: z.string(),
});
export type LorryReceipt = z.infer<typeof lrSchema>;

/** GET /api/eway-alerts: e-way bills of trips not yet acknowledged that expire within EWAY_ALERT_HOURS, or have. */
export const ewayAlertSchema = z.object({
  lrNo: z.string(),
  tripId: z.string(),
  truck: z.string(),
  ewayBillNo: z.string(),
  validUntil: z.string(),
  expired: z.boolean(),
});
export type EwayAlert = z.infer<typeof ewayAlertSchema>;
