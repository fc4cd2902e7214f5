import { businessSettingsSchema, upperAlphanumeric, type BusinessSettings } from '@freightdesk/domain';
import { z } from 'zod';

export type SettingsField = keyof BusinessSettings;
/** What the inputs hold: text as typed, before the schema turns it into settings. */
export type SettingsDraft = Record<SettingsField, string>;
export type SettingsErrors = Partial<Record<SettingsField, string>>;

interface SettingsFieldSpec {
  label: string;
  description?: string;
  maxLength?: number;
  /** Applied to every keystroke. */
  asTyped?: (value: string) => string;
  inputMode?: 'numeric' | 'decimal';
  multiline?: boolean;
}

/** The form's fields in order; the lengths are the schema's limits, so typing never runs past them. */
export const SETTINGS_FIELDS: Record<SettingsField, SettingsFieldSpec> = {
  companyName: { label: 'Company Name', maxLength: 80 },
  address: { label: 'Address', maxLength: 300, multiline: true },
  gstin: { label: 'GSTIN', maxLength: 15, asTyped: upperAlphanumeric },
  pan: { label: 'PAN', maxLength: 10, asTyped: upperAlphanumeric },
  state: { label: 'State', maxLength: 40 },
  bankName: { label: 'Bank Name', maxLength: 60 },
  bankAccount: { label: 'Bank Account', maxLength: 30, inputMode: 'numeric' },
  ifscCode: { label: 'IFSC', maxLength: 11, asTyped: upperAlphanumeric },
  gstRate: { label: 'GST Rate (%)', inputMode: 'decimal', description: 'Used for bills issued from now on.' },
  notificationLeadDays: {
    label: 'Notification lead time (days)',
    inputMode: 'numeric',
    description: 'Documents ending within this many days are notified.',
  },
};

export const FIELD_ORDER = Object.keys(SETTINGS_FIELDS) as SettingsField[];

export function draftOf(settings: BusinessSettings): SettingsDraft {
  return {
    ...settings,
    gstRate: String(settings.gstRate),
    notificationLeadDays: String(settings.notificationLeadDays),
  };
}

export function isSettingsField(value: string | undefined): value is SettingsField {
  return value !== undefined && Object.hasOwn(SETTINGS_FIELDS, value);
}

export type SettingsCheck = { success: true; settings: BusinessSettings } | { success: false; errors: SettingsErrors };

/** The one settings schema, as the server runs it, with the first message of each failing field. */
export function checkSettings(draft: SettingsDraft): SettingsCheck {
  // A blank rate is refused rather than read as 0%, which would quietly bill without GST.
  const blankAsMissing = (value: string) => (value.trim() === '' ? undefined : value);
  const result = businessSettingsSchema.safeParse({
    ...draft,
    gstRate: blankAsMissing(draft.gstRate),
    notificationLeadDays: blankAsMissing(draft.notificationLeadDays),
  });
  if (result.success) return { success: true, settings: result.data };
  const { fieldErrors } = z.flattenError(result.error);
  const errors: SettingsErrors = {};
  for (const field of FIELD_ORDER) errors[field] = fieldErrors[field]?.[0];
  return { success: false, errors };
}
