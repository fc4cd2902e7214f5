import { z } from 'zod';
import { DATE_MESSAGE, isCalendarDay } from './dates.ts';
import { normalisePlace } from './freight.schemas.ts';
import { GST_STATE_NAMES, gstStateNamed, gstinPan, registeredState } from './gstin.ts';
import { type NumberTextRule, NUMBER_MESSAGES, numberText } from './number-text.ts';
import { isValidPan } from './tds-register.ts';
import { squeezeSpaces, upperAlphanumeric } from './text.ts';

/** Customers: the consignors and consignees of lorry receipts, and whom the office invoices (issue 32). */
export const DEFAULT_CREDIT_DAYS = 30;
export const MAX_CREDIT_DAYS = 365;

export const CUSTOMER_MESSAGES = {
  name: 'Customer name must be 3 to 80 characters.',
  gstin: 'GSTIN must be 15 characters: the state code, the PAN, the entity number, Z and a check character.',
  registeredState: (state: string) => `This GSTIN is registered in ${state}: choose that state.`,
  pan: 'PAN must be 10 characters: five letters, four digits and a letter.',
  panNotInGstin: 'The PAN must be the one inside the GSTIN (its 3rd to 12th characters).',
  address: 'Address must be 3 to 300 characters.',
  state: 'Choose a state or union territory from the list.',
  pin: 'PIN code must be 6 digits, not starting with 0.',
  phone: 'Phone must be 10 digits or empty.',
  email: 'Invalid email address!',
  creditDays: `Credit days must be a whole number from 0 to ${MAX_CREDIT_DAYS}.`,
  added: 'Customer added successfully!',
  updated: 'Customer updated successfully!',
  duplicateName: 'A customer with this name already exists.',
  duplicateGstin: 'A customer with this GSTIN already exists.',
  notFound: 'Customer not found.',
  unknown: (name: string) => `No customer is named "${name}". Add the customer first.`,
  rate: 'Rate must be a number greater than 0.',
  place: 'From and To must be 1 to 60 characters.',
  validFrom: DATE_MESSAGE,
  rateAdded: 'Customer rate added successfully!',
  duplicateRate: 'This customer already has a rate for this route from that day.',
} as const;

/** A text as typed: anything stringy, normalised; absent or null read as ''. */
const text = (normalise: (value: string) => string) =>
  z.preprocess(
    (value) => (value === undefined || value === null ? '' : typeof value === 'string' ? normalise(value) : value),
    z.string().max(400),
  );

const emptyOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

const CREDIT_DAYS: NumberTextRule = {
  decimals: 0,
  max: MAX_CREDIT_DAYS,
  invalid: CUSTOMER_MESSAGES.creditDays,
  tooManyDecimals: CUSTOMER_MESSAGES.creditDays,
  tooLarge: CUSTOMER_MESSAGES.creditDays,
};

/**
 * POST /api/customers and PUT /api/customers/{id}. The state is one of GST_STATES; with a GSTIN it must be the
 * GSTIN's state, and a PAN typed beside a GSTIN must be the one inside it.
 */
export const customerRequestSchema = z
  .strictObject({
    name: text(squeezeSpaces).refine((v) => v.length >= 3 && v.length <= 80, CUSTOMER_MESSAGES.name),
    gstin: text(upperAlphanumeric).refine(
      emptyOr((v) => registeredState(v) !== null),
      CUSTOMER_MESSAGES.gstin,
    ),
    pan: text(upperAlphanumeric).refine(emptyOr(isValidPan), CUSTOMER_MESSAGES.pan),
    address: text(squeezeSpaces).refine((v) => v.length >= 3 && v.length <= 300, CUSTOMER_MESSAGES.address),
    state: text((v) => v).transform((typed, ctx) => {
      const state = gstStateNamed(typed);
      if (state) return state;
      ctx.addIssue({ code: 'custom', message: CUSTOMER_MESSAGES.state });
      return z.NEVER;
    }),
    // Stryker disable next-line Regex: equivalent, dropping spaces one by one or a run at once leaves the same PIN code
    pin: text((v) => v.replace(/\s+/g, '')).refine((v) => /^[1-9]\d{5}$/.test(v), CUSTOMER_MESSAGES.pin),
    // Typed as read out, '98765 43210' or '+91 98765 43210': the spaces and the country code go.
    // Stryker disable next-line Regex: equivalent, dropping spaces one by one or a run at once leaves the same phone
    phone: text((v) => v.replace(/\s+/g, '').replace(/^\+91/, '')).refine(
      emptyOr((v) => /^\d{10}$/.test(v)),
      CUSTOMER_MESSAGES.phone,
    ),
    email: text((v) => v.trim()).refine(
      emptyOr((v) => z.email().safeParse(v).success),
      CUSTOMER_MESSAGES.email,
    ),
    creditDays: numberText(CREDIT_DAYS).transform((days) => days ?? DEFAULT_CREDIT_DAYS),
    reverseCharge: z.boolean().default(true),
  })
  .superRefine((customer, ctx) => {
    if (!customer.gstin) return;
    const registered = registeredState(customer.gstin);
    if (registered && registered !== customer.state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: CUSTOMER_MESSAGES.registeredState(registered) });
    }
    if (customer.pan && customer.pan !== gstinPan(customer.gstin)) {
      ctx.addIssue({ code: 'custom', path: ['pan'], message: CUSTOMER_MESSAGES.panNotInGstin });
    }
  });
export type CustomerRequest = z.output<typeof customerRequestSchema>;
export type CustomerInput = z.input<typeof customerRequestSchema>;

export const customerSchema = z.object({
  id: z.string(),
  name: z.string(),
  gstin: z.string(),
  pan: z.string(),
  address: z.string(),
  state: z.enum(GST_STATE_NAMES as [string, ...string[]]),
  pin: z.string(),
  phone: z.string(),
  email: z.string(),
  creditDays: z.number().int(),
  reverseCharge: z.boolean(),
});
export type Customer = z.infer<typeof customerSchema>;

/** What the managers read of a customer: the name, to pick consignors and consignees (issue 32). */
export const customerNameSchema = z.object({ id: z.string(), name: z.string() });
export type CustomerName = z.infer<typeof customerNameSchema>;

const place = text(normalisePlace).refine((v) => v.length >= 1 && v.length <= 60, CUSTOMER_MESSAGES.place);

const CUSTOMER_RATE: NumberTextRule = {
  decimals: 2,
  max: 1_000_000,
  invalid: CUSTOMER_MESSAGES.rate,
  tooManyDecimals: NUMBER_MESSAGES.rupeeDecimals,
  tooLarge: CUSTOMER_MESSAGES.rate,
  rupees: true,
};

/** POST /api/customer-rates: rupees per ton for a customer and route, from a day on (a later one supersedes it). */
export const customerRateRequestSchema = z.strictObject({
  customer: text(squeezeSpaces).refine((v) => v.length >= 1 && v.length <= 80, CUSTOMER_MESSAGES.name),
  from: place,
  to: place,
  rate: numberText(CUSTOMER_RATE).pipe(z.number({ message: CUSTOMER_MESSAGES.rate }).positive(CUSTOMER_MESSAGES.rate)),
  validFrom: z.string().refine(isCalendarDay, CUSTOMER_MESSAGES.validFrom),
});
export type CustomerRateRequest = z.output<typeof customerRateRequestSchema>;

export const customerRateSchema = z.object({
  id: z.string(),
  customer: z.string(),
  from: z.string(),
  to: z.string(),
  rate: z.number(),
  validFrom: z.string(),
});
export type CustomerRate = z.infer<typeof customerRateSchema>;

export const customerRateQuerySchema = z.object({ customer: z.string().max(80).optional() });

/** The rate in force on a day: the one with the latest `validFrom` on or before it; null when none had started. */
export function rateOnDay<T extends { validFrom: string }>(rates: readonly T[], day: string): T | null {
  let best: T | null = null;
  for (const rate of rates) {
    // Stryker disable next-line EqualityOperator: equivalent, a customer's route has one rate a day, so none tie
    if (rate.validFrom <= day && (best === null || rate.validFrom > best.validFrom)) best = rate;
  }
  return best;
}
