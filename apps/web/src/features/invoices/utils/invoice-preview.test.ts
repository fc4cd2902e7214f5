import { REVERSE_CHARGE_NOTE } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { forwardRateOn, invoicePreview, issuedTaxLines, typedRupees } from './invoice-preview';

// Valid GSTINs, worked by hand in the domain's gstin.test.ts.
const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV';
const KARNATAKA_GSTIN = '29AAACA1234F1Z6';

const reverse = { name: 'Shree Cement', gstin: '', state: 'Maharashtra', reverseCharge: true };
const forwardHere = { name: 'Ganesh Hardware', gstin: '', state: 'Maharashtra', reverseCharge: false };
const forwardAway = { name: 'Kaveri Steel', gstin: KARNATAKA_GSTIN, state: 'Karnataka', reverseCharge: false };

const RATES = [
  { rate: 12, validFrom: '2026-10-01', createdBy: 'admin' },
  { rate: 5, validFrom: '2026-04-01', createdBy: 'admin' },
];

describe('the forward-charge rate in force on the invoice day', () => {
  it('is the one of the latest day on or before it', () => {
    expect(forwardRateOn(RATES, '2026-09-30')).toBe(5);
    expect(forwardRateOn(RATES, '2026-10-01')).toBe(12);
    expect(forwardRateOn(RATES.toReversed(), '2027-01-15')).toBe(12);
  });

  it('is none before the first', () => {
    expect(forwardRateOn(RATES, '2026-03-31')).toBeNull();
    expect(forwardRateOn([], '2026-11-20')).toBeNull();
  });
});

describe('the live summary of a new invoice', () => {
  it('under reverse charge: freight and extra charges are the taxable value and the total, with no tax', () => {
    // 12,000 + 14,400 + 9,600 = ₹36,000 of freight; + ₹1,500.50 loading = ₹37,500.50.
    const preview = invoicePreview({
      freights: [12_000, 14_400, 9600],
      extras: [{ text: ' Loading charges ', amount: '₹ 1,500.50' }],
      customer: reverse,
      businessGstin: MAHARASHTRA_GSTIN,
      businessState: '',
      forwardRate: null,
      date: '2026-11-20',
    });
    expect(preview).toEqual({
      lines: [
        { label: 'Freight', paise: 3_600_000 },
        { label: 'Loading charges', paise: 150_050 },
        { label: 'Taxable value', paise: 3_750_050 },
      ],
      taxes: [],
      reverseCharge: true,
      totalPaise: 3_750_050,
      words: 'Rupees Thirty Seven Thousand Five Hundred and Fifty Paise Only',
      problem: null,
    });
    expect(REVERSE_CHARGE_NOTE).toContain('reverse charge');
  });

  it('under forward charge in the office’s state: CGST and SGST at half the rate each', () => {
    // ₹10,000 + ₹250 = ₹10,250; 6% of it is ₹615 twice; total ₹11,480.
    const preview = invoicePreview({
      freights: [10_000],
      extras: [{ text: 'Detention', amount: '250' }],
      customer: forwardHere,
      businessGstin: MAHARASHTRA_GSTIN,
      businessState: '',
      forwardRate: 12,
      date: '2026-11-20',
    });
    expect(preview.taxes).toEqual([
      { label: 'CGST @ 6%', paise: 61_500 },
      { label: 'SGST @ 6%', paise: 61_500 },
    ]);
    expect(preview.totalPaise).toBe(1_148_000);
    expect(preview.words).toBe('Rupees Eleven Thousand Four Hundred Eighty Only');
  });

  it('takes the office’s state from Settings when it has no GSTIN yet, as the server does', () => {
    // The office in Karnataka by the state typed, the customer in Maharashtra: ₹10,000 at 12% is ₹1,200 of IGST.
    const preview = invoicePreview({
      freights: [10_000],
      extras: [],
      customer: forwardHere,
      businessGstin: '',
      businessState: 'Karnataka',
      forwardRate: 12,
      date: '2026-11-20',
    });
    expect(preview.taxes).toEqual([{ label: 'IGST @ 12%', paise: 120_000 }]);
    expect(preview.totalPaise).toBe(1_120_000);
  });

  it('under forward charge across states: IGST at the whole rate, half a paisa rounding up', () => {
    // ₹10,250.10 at 5% is ₹512.505 -> ₹512.51; total ₹10,762.61.
    const preview = invoicePreview({
      freights: [10_000.1],
      extras: [{ text: 'Detention', amount: '250' }],
      customer: forwardAway,
      businessGstin: MAHARASHTRA_GSTIN,
      businessState: '',
      forwardRate: 5,
      date: '2026-11-20',
    });
    expect(preview.taxes).toEqual([{ label: 'IGST @ 5%', paise: 51_251 }]);
    expect(preview.totalPaise).toBe(1_076_261);
  });

  it('says a forward-charge customer cannot be invoiced on a day without a rate, and shows no tax', () => {
    const preview = invoicePreview({
      freights: [10_000],
      extras: [],
      customer: forwardHere,
      businessGstin: MAHARASHTRA_GSTIN,
      businessState: '',
      forwardRate: null,
      date: '2026-03-31',
    });
    expect(preview.problem).toBe(
      'Ganesh Hardware pays GST under forward charge, but no forward-charge GST rate is set from 31/03/2026 or ' +
        'before: set it in Settings.',
    );
    expect(preview.taxes).toEqual([]);
  });

  it('counts an amount not yet one as nothing, and names an extra charge without text by its place', () => {
    expect(typedRupees('12o0')).toBe(0);
    expect(typedRupees('')).toBe(0);
    expect(typedRupees('1,25,000')).toBe(125_000);
    const preview = invoicePreview({
      freights: [],
      extras: [
        { text: '', amount: '100' },
        { text: 'Halting', amount: '12o' },
      ],
      customer: reverse,
      businessGstin: '',
      businessState: '',
      forwardRate: null,
      date: '2026-11-20',
    });
    expect(preview.lines).toEqual([
      { label: 'Freight', paise: 0 },
      { label: 'Extra charge 1', paise: 10_000 },
      { label: 'Halting', paise: 0 },
      { label: 'Taxable value', paise: 10_000 },
    ]);
  });
});

describe('the tax lines of an issued invoice', () => {
  it('prints none under reverse charge, CGST and SGST within the state, IGST across', () => {
    expect(issuedTaxLines({ mode: 'reverse', rate: 0, cgst: 0, sgst: 0, igst: 0 })).toEqual([]);
    expect(issuedTaxLines({ mode: 'forward', rate: 12, cgst: 615, sgst: 615, igst: 0 })).toEqual([
      { label: 'CGST @ 6%', paise: 61_500 },
      { label: 'SGST @ 6%', paise: 61_500 },
    ]);
    expect(issuedTaxLines({ mode: 'forward', rate: 5, cgst: 0, sgst: 0, igst: 512.51 })).toEqual([
      { label: 'IGST @ 5%', paise: 51_251 },
    ]);
  });
});
