import { z } from 'zod';
import { NUMBER_MESSAGES, type NumberTextRule, numberText } from './number-text.ts';
import { capitalizeFirst } from './text.ts';

/** Texts of spec-2 sections 2, 5 and 8 for freight rates. */
export const FREIGHT_MESSAGES = {
  required: 'All fields are required.',
  placeTooLong: 'A place name is at most 60 characters.',
  rate: 'Rate must be a number greater than 0.',
  added: 'Data submitted successfully!',
  duplicate: 'Duplicate entry detected. Please check the data.',
  addFailed: 'Failed to submit data. Please try again.',
  updated: 'Freight updated successfully!',
  updateFailed: 'Failed to update row.',
  conflict: 'Conflict: Freight already exists.',
  notFound: 'Freight entry not found.',
  changedMeanwhile: 'This freight rate was changed by someone else. Reload the list and try again.',
  networkError: 'Network error or server is down.',
  deleted: 'Freight deleted successfully!',
  deleteFailed: 'Failed to delete Freight.',
  deleteError: 'Error deleting Freight',
  empty: 'No freight data available.',
  fetchError: 'Error fetching data. Please try again later.',
} as const;

/** A place name as spec-2 stores it: first letter upper-case, the rest lower-case. */
export const normalisePlace = capitalizeFirst;

const place = z.preprocess(
  (value) => (typeof value === 'string' ? normalisePlace(value) : value),
  z
    .string({ message: FREIGHT_MESSAGES.required })
    .min(1, FREIGHT_MESSAGES.required)
    .max(60, FREIGHT_MESSAGES.placeTooLong),
);

/** A freight rate: rupees per ton, paise at most, up to ₹1 crore (and more than 0, which the form checks after). */
export const RATE_RUPEES: NumberTextRule = {
  decimals: 2,
  max: 10_000_000,
  invalid: FREIGHT_MESSAGES.rate,
  tooManyDecimals: NUMBER_MESSAGES.rupeeDecimals,
  tooLarge: FREIGHT_MESSAGES.rate,
  rupees: true,
};

/** The freight form (spec-2 section 3): from_destination, to_destination, rate in rupees per ton. */
export const freightInputSchema = z.strictObject({
  from_destination: place,
  to_destination: place,
  rate: numberText(RATE_RUPEES).pipe(z.number({ message: FREIGHT_MESSAGES.required }).positive(FREIGHT_MESSAGES.rate)),
});
export type FreightInput = z.input<typeof freightInputSchema>;
export type FreightFields = z.output<typeof freightInputSchema>;

export const freightRateSchema = z.object({
  _id: z.string(),
  id: z.number().int(),
  from: z.string(),
  to: z.string(),
  rate: z.number(),
});
export type FreightRate = z.infer<typeof freightRateSchema>;

/** POST /update-freight: the record as the client last saw it, and the new values. */
export const freightUpdateSchema = z.strictObject({
  old: z.object({
    _id: z.string().min(1).max(100),
    from: z.string().max(60),
    to: z.string().max(60),
    rate: z.number(),
  }),
  new: freightInputSchema,
});
export type FreightUpdate = z.input<typeof freightUpdateSchema>;

/** GET /api/destination; the rate is money, so it is left out for profiles that may not see freight. */
export const destinationSchema = z.object({ from: z.string(), to: z.string(), rate: z.number().optional() });
export type Destination = z.infer<typeof destinationSchema>;
