import { describe, expect, it } from 'vitest';
import {
  VENDOR_MESSAGES,
  vendorAddressLines,
  vendorInputSchema,
  vendorLookupSchema,
  vendorRequestSchema,
  vendorSchema,
  vendorUpdateSchema,
} from './vendor.schemas.ts';

const base = { companyName: 'Sharma Roadlines', companyOwner: 'Ravi Sharma', tdsRate: 2 };
const problem = (input: object) => {
  const result = vendorInputSchema.safeParse({ ...base, ...input });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('vendor rules of spec-2 section 5', () => {
  it('accepts the minimum and fills the optional fields with empty text', () => {
    expect(vendorInputSchema.parse(base)).toMatchObject({ pan: '', gst: '', gstApplicable: '', email: '' });
  });

  it.each([
    [{ companyName: 'AB' }, VENDOR_MESSAGES.companyName],
    [{ companyName: 'A'.repeat(41) }, VENDOR_MESSAGES.companyName],
    [{ companyOwner: '' }, VENDOR_MESSAGES.companyOwner],
    [{ tdsRate: -1 }, VENDOR_MESSAGES.tdsRate],
    [{ tdsRate: 'ten' }, VENDOR_MESSAGES.tdsRate],
    [{ tdsRate: '' }, VENDOR_MESSAGES.tdsRate],
    [{ tdsRate: 2.001 }, VENDOR_MESSAGES.tdsRate],
    [{ pan: 'ABCDE12345X' }, VENDOR_MESSAGES.pan],
    [{ gst: '123' }, VENDOR_MESSAGES.gst],
    [{ gstApplicable: 'Maybe' }, VENDOR_MESSAGES.gstApplicable],
    [{ email: 'a@' }, VENDOR_MESSAGES.email],
    [{ mobile: '98765432101' }, VENDOR_MESSAGES.mobile],
    [{ mobile: '98765abcde' }, VENDOR_MESSAGES.mobile],
    [{ bankName: 'B'.repeat(41) }, VENDOR_MESSAGES.bankName],
    [{ bankAccount: '1234567890123456789' }, VENDOR_MESSAGES.bankAccount],
    [{ ifscCode: 'SBI00001234' }, VENDOR_MESSAGES.ifscCode],
    [{ ifscCode: 'XHDFC0ABC123' }, 'Invalid IFSC code!'],
    [{ ifscCode: 'HDFC0ABC1234' }, 'Invalid IFSC code!'],
    [{ companyName: 'Ab' }, 'Company name must be 3 to 40 characters.'],
  ])('%o -> %s', (input, message) => {
    expect(problem(input)).toBe(message);
  });

  it('accepts the edges', () => {
    expect(problem({ tdsRate: 0 })).toBeNull();
    expect(problem({ tdsRate: 100 })).toBeNull();
    expect(problem({ tdsRate: '0.01' })).toBeNull();
    expect(problem({ bankAccount: '123456789' })).toBeNull();
    expect(problem({ bankAccount: '123456789012345678' })).toBeNull();
    expect(problem({ ifscCode: 'hdfc0abc123' })).toBeNull();
  });

  it('normalises every field as typed, and reads a null optional field as empty', () => {
    expect(
      vendorInputSchema.parse({
        ...base,
        pan: 'abcde 1234f',
        gst: '29abcde1234f1z5',
        gstApplicable: 'yes',
        email: ' accounts@sharma.in ',
        mobile: '98765 43210',
        bankName: 'state bank',
        bankAccount: ' 123456789 ',
        ifscCode: 'sbin0001234',
      }),
    ).toEqual({
      companyName: 'Sharma Roadlines',
      companyOwner: 'Ravi Sharma',
      tdsRate: 2,
      pan: 'ABCDE1234F',
      gst: '29ABCDE1234F1Z5',
      gstApplicable: 'Yes',
      email: 'accounts@sharma.in',
      mobile: '9876543210',
      bankName: 'State Bank',
      bankAccount: '123456789',
      ifscCode: 'SBIN0001234',
    });
    expect(vendorInputSchema.parse({ ...base, pan: null, mobile: null })).toMatchObject({ pan: '', mobile: '' });
  });

  it('names of exactly 3 and 40 characters pass', () => {
    expect(problem({ companyName: 'Abc', companyOwner: 'O'.repeat(40) })).toBeNull();
    expect(problem({ companyName: 'A'.repeat(40), companyOwner: 'Ravi' })).toBeNull();
  });

  it('an update names its vendor; records and lookups keep every field', () => {
    expect(vendorUpdateSchema.parse({ ...base, id: 'v'.repeat(100) })).toMatchObject({ id: 'v'.repeat(100) });
    expect(vendorUpdateSchema.safeParse({ ...base, id: '' }).success).toBe(false);
    expect(vendorUpdateSchema.safeParse({ ...base, id: 'v'.repeat(101) }).success).toBe(false);
    const vendor = {
      id: 'v1',
      index: 1,
      companyName: 'Sharma Roadlines',
      companyOwner: 'Ravi Sharma',
      tdsRate: 2,
      pan: '',
      gst: '',
      gstApplicable: 'No',
      email: '',
      mobile: '',
      bankName: '',
      bankAccount: '',
      ifscCode: '',
      addressLine1: '',
      addressLine2: '',
      city: '',
      state: '',
      pinCode: '',
      // Issue 31: no PAN, so no deductee type and 20% asked; 2% typed with its reason.
      deducteeType: null,
      expectedTdsRate: 20,
      tdsBasis: 'noPan',
      tdsRateReason: 'PAN applied for',
    };
    expect(vendorSchema.parse(vendor)).toEqual(vendor);
    expect(vendorSchema.safeParse({ ...vendor, gstApplicable: 'Maybe' }).success).toBe(false);
    const lookup = { _id: 'v1', company_name: 'Sharma Roadlines', tds_rate: 2 };
    expect(vendorLookupSchema.parse(lookup)).toEqual(lookup);
  });

  it('keeps the reason for a TDS rate trimmed, up to 200 characters (issue 31)', () => {
    const request = { companyName: 'Sharma Roadlines', companyOwner: 'Ravi Sharma', tdsRate: 1 };
    expect(vendorRequestSchema.parse({ ...request, tdsRateReason: ' PAN applied for ' }).tdsRateReason).toBe(
      'PAN applied for',
    );
    expect(vendorRequestSchema.safeParse({ ...request, tdsRateReason: 'r'.repeat(200) }).success).toBe(true);
    expect(vendorRequestSchema.safeParse({ ...request, tdsRateReason: 'r'.repeat(201) }).error?.issues).toMatchObject([
      { path: ['tdsRateReason'], message: VENDOR_MESSAGES.tdsRateReason },
    ]);
  });

  it('refuses unknown fields', () => {
    expect(vendorInputSchema.safeParse({ ...base, rating: 5 }).success).toBe(false);
  });
});

describe('the optional vendor address (issue 17)', () => {
  const address = (input: object) => vendorRequestSchema.safeParse({ ...base, ...input });

  it('absent stays absent (an update keeps what is stored); given, it is tidied', () => {
    const parsed = vendorRequestSchema.parse(base);
    expect(parsed.addressLine1).toBeUndefined();
    expect(parsed.pinCode).toBeUndefined();
    expect(
      vendorRequestSchema.parse({
        ...base,
        addressLine1: ' Plot 4, MIDC ',
        addressLine2: '',
        city: 'pune',
        state: 'maharashtra',
        pinCode: '411 019',
      }),
    ).toMatchObject({
      addressLine1: 'Plot 4, MIDC',
      addressLine2: '',
      city: 'Pune',
      state: 'Maharashtra',
      pinCode: '411019',
    });
  });

  it('the second address line is trimmed as the first is', () => {
    expect(vendorRequestSchema.parse({ ...base, addressLine2: '  Near Octroi Naka ' }).addressLine2).toBe(
      'Near Octroi Naka',
    );
  });

  it.each([
    [{ pinCode: '41101' }, 'pinCode', VENDOR_MESSAGES.pinCode],
    [{ pinCode: '011019' }, 'pinCode', VENDOR_MESSAGES.pinCode],
    [{ pinCode: '4110190' }, 'pinCode', VENDOR_MESSAGES.pinCode],
    [{ addressLine1: 'x'.repeat(101) }, 'addressLine1', VENDOR_MESSAGES.addressLine],
    [{ city: 'x'.repeat(41) }, 'city', VENDOR_MESSAGES.city],
    [{ state: 'x'.repeat(41) }, 'state', VENDOR_MESSAGES.state],
  ])('%o is refused on %s', (input, field, message) => {
    const result = address(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });
});

describe('a vendor address as printed', () => {
  it('its lines, then city, state and PIN code; nothing when none is given', () => {
    expect(
      vendorAddressLines({
        addressLine1: 'Plot 4, MIDC Bhosari',
        addressLine2: 'Near Octroi Naka',
        city: 'Pune',
        state: 'Maharashtra',
        pinCode: '411026',
      }),
    ).toEqual(['Plot 4, MIDC Bhosari', 'Near Octroi Naka', 'Pune, Maharashtra - 411026']);
    expect(vendorAddressLines({ addressLine1: '', city: 'Pune', pinCode: '' })).toEqual(['Pune']);
    expect(vendorAddressLines({ state: 'Goa', pinCode: '403001' })).toEqual(['Goa - 403001']);
    expect(vendorAddressLines({ addressLine1: '', addressLine2: '', city: '', state: '', pinCode: '' })).toEqual([]);
    expect(vendorAddressLines({})).toEqual([]);
  });
});
