import { describe, expect, it } from 'vitest';
import { billTotals } from './bill.schemas.ts';
import {
  BILL_FINAL_LABEL,
  billLines,
  billTaxInput,
  billingSettingsQuerySchema,
  billingSettingsSchema,
  gstLines,
  missingBusinessDetails,
} from './gst-lines.ts';

// Two trips of ₹10,000.00 and ₹12,500.00 and a remark of ₹500.50: taxable value ₹23,000.50.
const TRIPS = [1_000_000, 1_250_000];
const REMARKS = [{ text: 'Detention', amount: 500.5 }];
const KARNATAKA = '29ABCDE1234F1Z5';
const MAHARASHTRA = '27ABCDE1234F1Z5';

const totalsFor = (tax: Parameters<typeof billTotals>[2]) => billTotals(TRIPS, [50_050], tax);

describe('billTaxInput: GST as the bill applies it', () => {
  it('takes the rate from the settings in basis points and the business GSTIN, blank as unknown', () => {
    expect(billTaxInput({ gstRate: 12, gstin: KARNATAKA }, MAHARASHTRA, true)).toEqual({
      applyTaxes: true,
      rateBasisPoints: 1200,
      vendorGstin: MAHARASHTRA,
      businessGstin: KARNATAKA,
    });
    expect(billTaxInput({ gstRate: 2.5, gstin: '' }, null, false)).toEqual({
      applyTaxes: false,
      rateBasisPoints: 250,
      vendorGstin: null,
      businessGstin: null,
    });
  });
});

describe('gstLines and billLines (hand-calculated)', () => {
  it('same state: CGST and SGST at half the rate each, after the taxable value', () => {
    // 6% of ₹23,000.50 = ₹1,380.03 each; final 23,000.50 + 2,760.06 = ₹25,760.56.
    const totals = totalsFor(billTaxInput({ gstRate: 12, gstin: KARNATAKA }, KARNATAKA, true));
    expect(gstLines(totals.taxes)).toEqual([
      { label: 'CGST @ 6%', paise: 138_003 },
      { label: 'SGST @ 6%', paise: 138_003 },
    ]);
    expect(billLines(totals, REMARKS)).toEqual([
      { label: 'Trips total', paise: 2_250_000 },
      { label: 'Remark: Detention', paise: 50_050 },
      { label: 'Taxable value', paise: 2_300_050 },
      { label: 'CGST @ 6%', paise: 138_003 },
      { label: 'SGST @ 6%', paise: 138_003 },
    ]);
    expect(totals.finalPaise).toBe(2_576_056);
  });

  it('another state: IGST at the whole rate', () => {
    // 12% of ₹23,000.50 = ₹2,760.06; final ₹25,760.56.
    const totals = totalsFor(billTaxInput({ gstRate: 12, gstin: KARNATAKA }, MAHARASHTRA, true));
    expect(gstLines(totals.taxes)).toEqual([{ label: 'IGST @ 12%', paise: 276_006 }]);
    expect(totals.finalPaise).toBe(2_576_056);
  });

  it('a rate with a half per cent: 5% is CGST 2.5% and SGST 2.5%', () => {
    // 2.5% of ₹23,000.50 = ₹575.0125, so ₹575.01 each; final ₹24,150.52.
    const totals = totalsFor(billTaxInput({ gstRate: 5, gstin: KARNATAKA }, null, true));
    expect(gstLines(totals.taxes)).toEqual([
      { label: 'CGST @ 2.5%', paise: 57_501 },
      { label: 'SGST @ 2.5%', paise: 57_501 },
    ]);
    expect(totals.finalPaise).toBe(2_415_052);
  });

  it('without GST: no taxable value and no tax lines, final is trips plus remarks', () => {
    const totals = totalsFor(billTaxInput({ gstRate: 12, gstin: KARNATAKA }, KARNATAKA, false));
    expect(billLines(totals, REMARKS)).toEqual([
      { label: 'Trips total', paise: 2_250_000 },
      { label: 'Remark: Detention', paise: 50_050 },
    ]);
    expect(totals.finalPaise).toBe(2_300_050);
    expect(BILL_FINAL_LABEL).toBe('Final amount');
  });
});

describe('missingBusinessDetails: what a GST bill needs from Settings', () => {
  it('names the empty ones among GSTIN, PAN and address', () => {
    expect(missingBusinessDetails({ gstin: '', pan: 'ABCDE1234F', address: '  ' })).toEqual(['GSTIN', 'address']);
    expect(missingBusinessDetails({ gstin: KARNATAKA, pan: 'ABCDE1234F', address: '1 MG Road' })).toEqual([]);
    expect(missingBusinessDetails({ gstin: KARNATAKA, pan: '', address: '1 MG Road' })).toEqual(['PAN']);
    expect(missingBusinessDetails({ gstin: '', pan: '', address: '' })).toEqual(['GSTIN', 'PAN', 'address']);
  });
});

describe('GET /api/billing-settings', () => {
  it('asks by vendor name (up to 100 characters) and answers the rate, the GSTINs and what Settings lacks', () => {
    expect(billingSettingsQuerySchema.parse({ vendor: 'V'.repeat(100) })).toEqual({ vendor: 'V'.repeat(100) });
    expect(billingSettingsQuerySchema.safeParse({ vendor: 'V'.repeat(101) }).success).toBe(false);
    const answer = {
      gstRate: 12,
      businessGstin: '29ABCDE1234F1Z5',
      businessState: 'Karnataka',
      missingBusinessDetails: ['PAN'],
      vendor: { gstin: '27PQRST6789K1Z2', gstApplicable: 'Yes' },
    };
    expect(billingSettingsSchema.parse(answer)).toEqual(answer);
    expect(billingSettingsSchema.parse({ ...answer, vendor: null })).toEqual({ ...answer, vendor: null });
    expect(billingSettingsSchema.safeParse({ ...answer, vendor: { gstin: '' } }).success).toBe(false);
    const { businessState: _state, ...withoutState } = answer;
    expect(billingSettingsSchema.safeParse(withoutState).success).toBe(false);
  });
});
