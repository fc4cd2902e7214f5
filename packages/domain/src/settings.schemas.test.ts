import { describe, expect, it } from 'vitest';
import { DEFAULT_BUSINESS_SETTINGS, businessSettingsSchema, businessSettingsViewSchema } from './settings.schemas.ts';

const typed = {
  companyName: '  Sharma   Logistics ',
  address: ' 12, MG Road,  Pune ',
  gstin: '29abcde1234f1z5',
  pan: 'abcde-1234f',
  state: 'Karnataka',
  bankName: 'State Bank',
  bankAccount: '123456789012',
  ifscCode: 'SBIN0001234',
  gstRate: '18',
  notificationLeadDays: '15',
};
const problem = (changes: object) => {
  const result = businessSettingsSchema.safeParse({ ...typed, ...changes });
  return result.success ? null : result.error.issues[0]?.message;
};

describe("the admin's business settings", () => {
  it('squeezes spaces in names, keeps only upper-case letters and digits in GSTIN and PAN, reads the numbers', () => {
    expect(businessSettingsSchema.parse(typed)).toEqual({
      companyName: 'Sharma Logistics',
      address: '12, MG Road, Pune',
      gstin: '29ABCDE1234F1Z5',
      pan: 'ABCDE1234F',
      state: 'Karnataka',
      bankName: 'State Bank',
      bankAccount: '123456789012',
      ifscCode: 'SBIN0001234',
      gstRate: 18,
      notificationLeadDays: 15,
    });
  });

  it('a missing or null text is empty, and an empty GSTIN or PAN is allowed', () => {
    expect(
      businessSettingsSchema.parse({ gstRate: 12, notificationLeadDays: 15, address: null, gstin: null, pan: '' }),
    ).toEqual({
      companyName: '',
      address: '',
      gstin: '',
      pan: '',
      state: '',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
      gstRate: 12,
      notificationLeadDays: 15,
    });
  });

  it('GSTIN is exactly 15 characters and PAN exactly 10', () => {
    expect(problem({ gstin: '29ABCDE1234F1Z' })).toBe('GSTIN must be either empty or exactly 15 characters!');
    expect(problem({ gstin: '29ABCDE1234F1Z55' })).toBe('GSTIN must be either empty or exactly 15 characters!');
    expect(problem({ pan: 'ABCDE1234' })).toBe('PAN must be either empty or exactly 10 characters!');
    expect(problem({ pan: 'ABCDE1234FG' })).toBe('PAN must be either empty or exactly 10 characters!');
  });

  it('names: company up to 80 characters, address up to 300, IFSC up to 11', () => {
    expect(problem({ companyName: 'C'.repeat(80), address: 'A'.repeat(300), ifscCode: 'I'.repeat(11) })).toBeNull();
    expect(problem({ companyName: 'C'.repeat(81) })).not.toBeNull();
    expect(problem({ address: 'A'.repeat(301) })).not.toBeNull();
    expect(problem({ ifscCode: 'I'.repeat(12) })).not.toBeNull();
  });

  it('GST is 0 to 28% with 2 decimals, and required', () => {
    const gst = 'GST rate must be a number from 0 to 28.';
    expect(problem({ gstRate: '0' })).toBeNull();
    expect(problem({ gstRate: '28' })).toBeNull();
    expect(problem({ gstRate: '12.25' })).toBeNull();
    expect(problem({ gstRate: '28.01' })).toBe(gst);
    expect(problem({ gstRate: '12.255' })).toBe(gst);
    expect(problem({ gstRate: 'twelve' })).toBe(gst);
    expect(problem({ gstRate: '' })).toBe(gst);
  });

  it('the notice is 1 to 90 whole days, and required', () => {
    const days = 'Notification lead time must be a whole number of days from 1 to 90.';
    expect(problem({ notificationLeadDays: '1' })).toBeNull();
    expect(problem({ notificationLeadDays: '90' })).toBeNull();
    expect(problem({ notificationLeadDays: '0' })).toBe(days);
    expect(problem({ notificationLeadDays: '91' })).toBe(days);
    expect(problem({ notificationLeadDays: '7.5' })).toBe(days);
    expect(problem({ notificationLeadDays: '' })).toBe(days);
  });

  it('refuses unknown fields', () => {
    expect(problem({ logo: 'x' })).not.toBeNull();
  });

  it('until the admin fills them, the business is FreightDesk with no other details', () => {
    expect(DEFAULT_BUSINESS_SETTINGS).toEqual({
      companyName: 'FreightDesk',
      address: '',
      gstin: '',
      pan: '',
      state: '',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
      gstRate: 12,
      notificationLeadDays: 15,
    });
    expect(businessSettingsViewSchema.parse(DEFAULT_BUSINESS_SETTINGS)).toEqual(DEFAULT_BUSINESS_SETTINGS);
    expect(businessSettingsViewSchema.safeParse({ ...DEFAULT_BUSINESS_SETTINGS, gstRate: '12' }).success).toBe(false);
  });
});
