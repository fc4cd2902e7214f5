import { z } from 'zod';
import { optionalDaySchema } from './dates.ts';
import { remarkSchema } from './bill.schemas.ts';
import { BILL_PAYMENT_STATUSES, PAYMENT_MESSAGES } from './payment.schemas.ts';
import { RUPEES, TONS, clearableNumberText } from './number-text.ts';
import { TRIP_STATUSES, WHOLE_RUPEES } from './trip.schemas.ts';

const money = z.number();
const optionalMoney = z.number().nullable();

/** A trip as the Billing and Revise Bill tables show it (spec-2 section 3, "Trip-in-billing row"). */
export const billingRowSchema = z.object({
  _id: z.string(),
  trip_id: z.string(),
  username: z.string(),
  profile: z.string(),
  truck_no: z.string(),
  date: z.string(),
  weight: z.number().nullable(),
  actual_weight: z.number().nullable(),
  difference_weight: z.number().nullable(),
  freight: money,
  rate: money,
  diesel_amount: optionalMoney,
  short: optionalMoney,
  advance: optionalMoney,
  driver_name: z.string(),
  destination_from: z.string(),
  destination_to: z.string(),
  do_number: z.string(),
  vendor: z.string(),
  truck_type: z.string(),
  transaction_status: z.enum(TRIP_STATUSES),
  diesel_slip_number: z.string(),
  billing_id: z.string().nullable(),
  toll: optionalMoney,
  adblue: optionalMoney,
  greasing: optionalMoney,
  tds: money,
  amount: money,
});
export type BillingRow = z.infer<typeof billingRowSchema>;

/** POST /list-billing and POST /list-to-revise-bill filters. */
export const billingFilterSchema = z.object({
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
  vendor: z.string().max(60).optional(),
  truckNumber: z.string().max(20).optional(),
});

export const listBillingResponseSchema = z.object({ resultData: z.array(billingRowSchema), message: z.string() });

/**
 * POST /generate-pdf-bill: the selected rows as the old client sent them. Only the trip ids, remarks and applyTaxes
 * are used; every amount is taken from the database.
 */
export const generateBillRowSchema = z.object({
  id: z.string().max(40).optional(),
  trip_id: z.string().max(40).optional(),
  vendor: z.string().max(100).optional(),
  transaction_status: z.string().max(20).optional(),
  destfrom: z.unknown().optional(),
  dest: z.unknown().optional(),
  wt: z.unknown().optional(),
  actwt: z.unknown().optional(),
  frt: z.unknown().optional(),
  rate: z.unknown().optional(),
  dsl: z.unknown().optional(),
  adv: z.unknown().optional(),
  toll: z.unknown().optional(),
  tds: z.unknown().optional(),
  billid: z.unknown().optional(),
  remarks: z.array(remarkSchema).max(5).optional(),
  applyTaxes: z.boolean().optional(),
});
export const generateBillRequestSchema = z.array(generateBillRowSchema).max(2000);

/** A bill as the Transactions screen lists it (spec-2 section 3); the totals row has _id 'totals'. */
export const transactionRowSchema = z.object({
  _id: z.string(),
  billing_id: z.string(),
  vendor: z.string(),
  date: z.string(),
  weight: z.number(),
  actual_weight: z.number(),
  freight: money,
  rate: money,
  diesel: money,
  advance: money,
  toll: money,
  adblue: money,
  greasing: money,
  tds: money,
  short: money,
  remarks: money,
  gst: money,
  amount: money,
  /** 0 for the original bill, 1 for its first revision. */
  revision: z.number().int(),
  /** Paid against the bill (payments less reversals) and what is left of its amount (issue 17). */
  paid: money,
  balance: money,
  /** Empty on the totals row. */
  status: z.enum([...BILL_PAYMENT_STATUSES, '']),
});
export type TransactionRow = z.infer<typeof transactionRowSchema>;

export const transactionsFilterSchema = z.object({
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
  status: z.enum(BILL_PAYMENT_STATUSES, { message: PAYMENT_MESSAGES.status }).optional(),
});

export const reviseBillFilterSchema = z.object({
  startDate: optionalDaySchema,
  endDate: optionalDaySchema,
  bill_id: z.string().max(20).optional(),
});

export const reviseRowSchema = billingRowSchema.extend({
  gst_amount: money.optional(),
  remarks_amount: money.optional(),
  final_amount: money.optional(),
});
export type ReviseRow = z.infer<typeof reviseRowSchema>;

export const listToReviseResponseSchema = z.object({
  billed: z.array(reviseRowSchema),
  acknowledged: z.array(reviseRowSchema),
  message: z.string(),
  remarks: z.array(z.object({ text: z.string(), amount: z.number() })),
  applyTaxes: z.boolean(),
});

const tripRef = z.object({ trip_id: z.string().max(40), billing_id: z.string().max(40).nullable().optional() }).loose();

export const reviseBillRequestSchema = z.object({
  billedSelectedRows: z.array(tripRef).max(2000),
  billedUnselectedRows: z.array(tripRef).max(2000),
  ackSelectedRows: z.array(tripRef).max(2000),
  additionalRemarks: z.array(remarkSchema).max(5).optional(),
  applyTaxes: z.boolean().optional(),
});

/** POST /update-one-revise-bill: the edited cells of one row. */
export const reviseUpdateRequestSchema = z.object({
  trip_id: z.string().max(40),
  bill_id: z.string().max(40).nullable().optional(),
  updateRows: z.strictObject({
    weight: clearableNumberText(TONS),
    actual_weight: clearableNumberText(TONS),
    diesel_amount: clearableNumberText(RUPEES),
    short: clearableNumberText(RUPEES),
    advance: clearableNumberText(WHOLE_RUPEES),
    toll: clearableNumberText(RUPEES),
  }),
});
