import { z } from 'zod';
import { type NumberTextRule, numberText } from './number-text.ts';
import { DEDUCTEE_TYPES, TDS_RATE_BASES } from './tds-law.ts';
import { capitalizeFirst, titleCase, upperAlphanumeric } from './text.ts';

export const GST_APPLICABLE = ['Yes', 'No', ''] as const;

/** Texts of spec-2 sections 5 and 8 for vendors, and the ones the spec leaves to us. */
export const VENDOR_MESSAGES = {
  companyName: 'Company name must be 3 to 40 characters.',
  companyOwner: 'Owner name must be 3 to 40 characters.',
  tdsRate: 'TDS rate must be a number from 0 to 100 with at most 2 decimals.',
  tdsRateReason: 'The reason for the TDS rate can be at most 200 characters.',
  pan: 'PAN must be either empty or exactly 10 characters!',
  gst: 'GST must be either empty or exactly 15 characters!',
  gstApplicable: 'GST applicable must be Yes, No or empty.',
  email: 'Invalid email address!',
  mobile: 'Mobile number must be exactly 10 digits or empty!',
  bankName: 'Bank name must be at most 40 characters or empty!',
  bankAccount: 'Bank account number must be between 9 and 18 digits or empty!',
  ifscCode: 'Invalid IFSC code!',
  addressLine: 'An address line can be at most 100 characters.',
  city: 'City can be at most 40 characters.',
  state: 'State can be at most 40 characters.',
  pinCode: 'PIN code must be exactly 6 digits or empty!',
  added: 'Vendor added successfully!',
  updated: 'Vendor updated successfully!',
  deleted: 'Vendor deleted successfully!',
  duplicate: 'Duplicate vendor entry detected.',
  duplicateName: 'A vendor with this company name already exists.',
  duplicatePan: 'A vendor with this PAN already exists.',
  duplicateGst: 'A vendor with this GST number already exists.',
  inUse: 'This vendor has trips or bills, so it cannot be deleted.',
  notFound: 'Vendor not found.',
  submitFailed: 'Failed to submit vendor. Please try again.',
  deleteFailed: 'Failed to delete Vendor.',
  deleteError: 'Error deleting record.',
  fetchError: 'Error fetching data. Please try again later.',
  empty: 'No data available',
} as const;

/** A text field that arrives as anything stringy, normalised before its rule is checked. */
const field = (normalise: (value: string) => string) =>
  z.preprocess((value) => (typeof value === 'string' ? normalise(value) : value), z.string().max(200));

const optionalField = (normalise: (value: string) => string) =>
  z.preprocess((value) => (value === undefined || value === null ? '' : value), field(normalise));

const between = (min: number, max: number) => (value: string) => value.length >= min && value.length <= max;
const emptyOr = (test: (value: string) => boolean) => (value: string) => value === '' || test(value);

/** A TDS rate: a percentage from 0 to 100 with at most 2 decimals. */
export const TDS_PERCENT: NumberTextRule = {
  decimals: 2,
  max: 100,
  invalid: VENDOR_MESSAGES.tdsRate,
  tooManyDecimals: VENDOR_MESSAGES.tdsRate,
  tooLarge: VENDOR_MESSAGES.tdsRate,
};

/** The one vendor schema (spec-2 section 5): the form and the server both run it. */
export const vendorInputSchema = z.strictObject({
  companyName: field(titleCase).refine(between(3, 40), VENDOR_MESSAGES.companyName),
  companyOwner: field(titleCase).refine(between(3, 40), VENDOR_MESSAGES.companyOwner),
  tdsRate: numberText(TDS_PERCENT).pipe(z.number({ message: VENDOR_MESSAGES.tdsRate })),
  pan: optionalField(upperAlphanumeric).refine(
    emptyOr((v) => v.length === 10),
    VENDOR_MESSAGES.pan,
  ),
  gst: optionalField(upperAlphanumeric).refine(
    emptyOr((v) => v.length === 15),
    VENDOR_MESSAGES.gst,
  ),
  gstApplicable: optionalField(capitalizeFirst).pipe(
    z.enum(GST_APPLICABLE, { message: VENDOR_MESSAGES.gstApplicable }),
  ),
  email: optionalField((v) => v.trim()).refine(
    emptyOr((v) => z.email().safeParse(v).success),
    VENDOR_MESSAGES.email,
  ),
  // Typed as read out, '98765 43210': the spaces go, the 10 digits stay.
  mobile: optionalField((v) => v.replace(/\s/g, '')).refine(
    emptyOr((v) => /^\d{10}$/.test(v)),
    VENDOR_MESSAGES.mobile,
  ),
  bankName: optionalField(titleCase).refine(
    emptyOr((v) => /^[A-Za-z0-9 ]{1,40}$/.test(v)),
    VENDOR_MESSAGES.bankName,
  ),
  bankAccount: optionalField((v) => v.trim()).refine(
    emptyOr((v) => /^\d{9,18}$/.test(v)),
    VENDOR_MESSAGES.bankAccount,
  ),
  ifscCode: optionalField(upperAlphanumeric).refine(
    emptyOr((v) => /^[A-Z]{4}0[A-Z0-9]{6}$/.test(v)),
    VENDOR_MESSAGES.ifscCode,
  ),
});
/** What a form or client may send: text or numbers, normalised and checked by the schema. */
export type VendorInput = Partial<Record<keyof VendorFields, string | number>>;
export type VendorFields = z.output<typeof vendorInputSchema>;

/** An address field: absent keeps what is stored (on an update), '' clears it. */
const addressField = (normalise: (value: string) => string, test: (value: string) => boolean, message: string) =>
  field(normalise).refine(emptyOr(test), message).optional();

/** The vendor's optional address (issue 17), printed on its bills when given. */
export const vendorAddressSchema = z.strictObject({
  addressLine1: addressField((v) => v.trim(), between(1, 100), VENDOR_MESSAGES.addressLine),
  addressLine2: addressField((v) => v.trim(), between(1, 100), VENDOR_MESSAGES.addressLine),
  city: addressField(titleCase, between(1, 40), VENDOR_MESSAGES.city),
  // Free text: a state or union territory as the vendor writes it.
  state: addressField(titleCase, between(1, 40), VENDOR_MESSAGES.state),
  pinCode: addressField(
    // Stryker disable next-line Regex: equivalent, dropping spaces one by one or a run at once leaves the same PIN code
    (v) => v.replace(/\s+/g, ''),
    (v) => /^[1-9]\d{5}$/.test(v),
    VENDOR_MESSAGES.pinCode,
  ),
});
export type VendorAddress = z.output<typeof vendorAddressSchema>;

/** A vendor's address as printed: its lines, then "City, State - PIN"; nothing when no field is given. */
export function vendorAddressLines(address: { [K in keyof VendorAddress]?: string | undefined }): string[] {
  const place = [address.city, address.state].filter(Boolean).join(', ');
  const last = [place, address.pinCode].filter(Boolean).join(' - ');
  return [address.addressLine1 ?? '', address.addressLine2 ?? '', last].filter(Boolean);
}

/**
 * POST /add-vendor: the vendor's fields, its optional address, and the reason for a TDS rate other than the one the
 * law asks (issue 31): the form asks for it; kept with the vendor and shown wherever the difference is marked.
 */
export const vendorRequestSchema = vendorInputSchema.extend(vendorAddressSchema.shape).extend({
  tdsRateReason: z.string().trim().max(200, VENDOR_MESSAGES.tdsRateReason).optional(),
});
export type VendorRequest = z.output<typeof vendorRequestSchema>;

/**
 * POST /update-vendor: the request with the vendor's id. The figures the list adds (deducteeType, expectedTdsRate,
 * tdsBasis) may come back with a vendor read from it; they are worked out, never taken from a request.
 */
export const vendorUpdateSchema = vendorRequestSchema.extend({
  id: z.string().min(1).max(100),
  deducteeType: z.unknown().optional(),
  expectedTdsRate: z.unknown().optional(),
  tdsBasis: z.unknown().optional(),
});
export type VendorUpdate = VendorInput & Partial<Record<keyof VendorAddress, string>> & { id: string };

export const vendorSchema = z.object({
  id: z.string(),
  index: z.number().int(),
  companyName: z.string(),
  companyOwner: z.string(),
  tdsRate: z.number(),
  pan: z.string(),
  gst: z.string(),
  gstApplicable: z.enum(GST_APPLICABLE),
  email: z.string(),
  mobile: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  ifscCode: z.string(),
  addressLine1: z.string(),
  addressLine2: z.string(),
  city: z.string(),
  state: z.string(),
  pinCode: z.string(),
  /** From the PAN's 4th letter; null without a valid PAN (issue 31). */
  deducteeType: z.enum(DEDUCTEE_TYPES).nullable(),
  /** The rate the law asks today, and why; the vendor is marked when `tdsRate` differs. */
  expectedTdsRate: z.number(),
  tdsBasis: z.enum(TDS_RATE_BASES),
  tdsRateReason: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;

/** GET /api/vendors: the trip form's type-ahead and TDS rate. */
export const vendorLookupSchema = z.object({ _id: z.string(), company_name: z.string(), tds_rate: z.number() });
export type VendorLookup = z.infer<typeof vendorLookupSchema>;
