import { z } from 'zod';
import { DEFAULT_GST_RATE } from './bill.schemas.ts';
import { type NumberTextRule, numberText } from './number-text.ts';
import { squeezeSpaces, upperAlphanumeric } from './text.ts';

export const DEFAULT_NOTIFICATION_LEAD_DAYS = 15;

export const SETTINGS_MESSAGES = {
  saved: 'Settings saved.',
  gstRate: 'GST rate must be a number from 0 to 28.',
  leadDays: 'Notification lead time must be a whole number of days from 1 to 90.',
  gstin: 'GSTIN must be either empty or exactly 15 characters!',
  pan: 'PAN must be either empty or exactly 10 characters!',
} as const;

/** A GST rate in percent as typed: 0 to 28, at most 2 decimals, plain digits only. */
const GST_RATE: NumberTextRule = {
  decimals: 2,
  max: 28,
  invalid: SETTINGS_MESSAGES.gstRate,
  tooManyDecimals: SETTINGS_MESSAGES.gstRate,
  tooLarge: SETTINGS_MESSAGES.gstRate,
};

/** Days of notice before a document expires: a whole number up to 90. */
const LEAD_DAYS: NumberTextRule = {
  decimals: 0,
  max: 90,
  invalid: SETTINGS_MESSAGES.leadDays,
  tooManyDecimals: SETTINGS_MESSAGES.leadDays,
  tooLarge: SETTINGS_MESSAGES.leadDays,
};

const text = (max: number) =>
  z.preprocess((v) => (typeof v === 'string' ? squeezeSpaces(v) : (v ?? '')), z.string().max(max));
const code = (length: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? upperAlphanumeric(v) : (v ?? '')),
    z.string().refine((v) => v === '' || v.length === length, message),
  );

/** The business's own details and rules (admin's Settings screen); bills print them. */
export const businessSettingsSchema = z.strictObject({
  companyName: text(80),
  address: text(300),
  gstin: code(15, SETTINGS_MESSAGES.gstin),
  pan: code(10, SETTINGS_MESSAGES.pan),
  state: text(40),
  bankName: text(60),
  bankAccount: text(30),
  ifscCode: text(11),
  gstRate: numberText(GST_RATE).pipe(z.number({ message: SETTINGS_MESSAGES.gstRate })),
  notificationLeadDays: numberText(LEAD_DAYS).pipe(
    z.number({ message: SETTINGS_MESSAGES.leadDays }).min(1, SETTINGS_MESSAGES.leadDays),
  ),
});
export type BusinessSettings = z.output<typeof businessSettingsSchema>;

/** The settings as the server answers them: plain values, no input normalising. */
export const businessSettingsViewSchema = z.object({
  companyName: z.string(),
  address: z.string(),
  gstin: z.string(),
  pan: z.string(),
  state: z.string(),
  bankName: z.string(),
  bankAccount: z.string(),
  ifscCode: z.string(),
  gstRate: z.number(),
  notificationLeadDays: z.number(),
});

export const DEFAULT_BUSINESS_SETTINGS: BusinessSettings = {
  companyName: 'FreightDesk',
  address: '',
  gstin: '',
  pan: '',
  state: '',
  bankName: '',
  bankAccount: '',
  ifscCode: '',
  gstRate: DEFAULT_GST_RATE,
  notificationLeadDays: DEFAULT_NOTIFICATION_LEAD_DAYS,
};
