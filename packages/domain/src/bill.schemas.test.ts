import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  billBelowZeroProblem,
  BILL_ID_PATTERN,
  BILL_MESSAGES,
  billingFilterProblem,
  billMessage,
  billTaxes,
  billTotals,
  gstinState,
  noTransactionsForVendor,
  normaliseRemarks,
  remarkSchema,
  remarksProblem,
} from './bill.schemas.ts';

describe('remarks (spec-2 section 5)', () => {
  it('at most two, each with 3-20 characters and an amount', () => {
    expect(remarksProblem([])).toBeNull();
    expect(
      remarksProblem([
        { text: 'Loading', amount: 500 },
        { text: 'Detention', amount: '250.50' },
      ]),
    ).toBeNull();
    expect(
      remarksProblem([
        { text: 'a', amount: 1 },
        { text: 'b', amount: 1 },
        { text: 'c', amount: 1 },
      ]),
    ).toBe(BILL_MESSAGES.maxRemarks);
    expect(remarksProblem([{ text: '', amount: 1 }])).toBe('Remark 1: Text is required');
    expect(
      remarksProblem([
        { text: 'Loading', amount: 1 },
        { text: 'ab', amount: 1 },
      ]),
    ).toBe('Remark 2: Text must be at least 3 characters');
    expect(remarksProblem([{ text: 'x'.repeat(21), amount: 1 }])).toBe('Remark 1: Text cannot exceed 20 characters');
    expect(remarksProblem([{ text: 'Loading', amount: '' }])).toBe(BILL_MESSAGES.amountRequired);
    expect(remarksProblem([{ text: 'Loading', amount: 'ten' }])).toBe(BILL_MESSAGES.amountNumber);
  });

  it('counts the text without its surrounding spaces, and an amount of only spaces as none', () => {
    expect(remarksProblem([{ text: '  ab  ', amount: 1 }])).toBe('Remark 1: Text must be at least 3 characters');
    expect(remarksProblem([{ amount: 1 }])).toBe('Remark 1: Text is required');
    expect(remarksProblem([{ text: 'Loading', amount: '   ' }])).toBe('Amount is required when text is entered');
    expect(remarksProblem([{ text: 'Loading', amount: null }])).toBe('Amount is required when text is entered');
    expect(remarksProblem([{ text: 'Loading' }])).toBe('Amount is required when text is entered');
    expect(remarksProblem([{ text: 'Loading', amount: 0 }])).toBeNull();
  });

  it('a remark may deduct: a minus amount is read, to the paisa', () => {
    expect(remarksProblem([{ text: 'Damage', amount: '-150.25' }])).toBeNull();
    expect(remarksProblem([{ text: 'Damage', amount: '-150.255' }])).toBe('Rupees take at most 2 decimals (paise).');
  });

  it('stores text with a capital first letter', () => {
    expect(normaliseRemarks([{ text: 'detention charges', amount: '100' }])).toEqual([
      { text: 'Detention charges', amount: 100 },
    ]);
    expect(normaliseRemarks([{ amount: -20 }])).toEqual([{ text: '', amount: -20 }]);
  });

  it('reads amounts written the Indian way, to the paisa, and refuses a misplaced comma (issue 29)', () => {
    const remarks = [
      { text: 'Detention', amount: '1,25,000' },
      { text: 'Damage', amount: '-₹ 1,500.50' },
    ];
    expect(remarksProblem(remarks)).toBeNull();
    expect(normaliseRemarks(remarks)).toEqual([
      { text: 'Detention', amount: 125_000 },
      { text: 'Damage', amount: -1500.5 },
    ]);
    expect(remarksProblem([{ text: 'Detention', amount: '1,2,3' }])).toBe('Amount must be a valid number');
  });

  it('the request carries remarks as typed: text up to 100 characters, an amount as number or text', () => {
    expect(remarkSchema.parse({ text: 'Detention', amount: '250.50' })).toEqual({
      text: 'Detention',
      amount: '250.50',
    });
    expect(remarkSchema.parse({ text: 'Loading', amount: 500 })).toEqual({ text: 'Loading', amount: 500 });
    expect(remarkSchema.parse({ text: 'x'.repeat(100), amount: null })).toEqual({
      text: 'x'.repeat(100),
      amount: null,
    });
    expect(remarkSchema.safeParse({ text: 'x'.repeat(101) }).success).toBe(false);
    expect(remarkSchema.safeParse({ amount: '1'.repeat(30) }).success).toBe(true);
    expect(remarkSchema.safeParse({ amount: '1'.repeat(31) }).success).toBe(false);
    expect(remarkSchema.safeParse({ amount: true }).success).toBe(false);
  });
});

describe('GST', () => {
  const tax = { applyTaxes: true, rateBasisPoints: 1200, businessGstin: '29ABCDE1234F1Z5' };

  it('splits into CGST and SGST within a state, IGST across states, nothing when not applied', () => {
    expect(billTaxes(1_000_000, { ...tax, vendorGstin: '29PQRST6789K1Z2' })).toEqual({
      kind: 'cgst_sgst',
      rateBasisPoints: 1200,
      cgst: 60_000,
      sgst: 60_000,
      igst: 0,
    });
    expect(billTaxes(1_000_000, { ...tax, vendorGstin: '27PQRST6789K1Z2' })).toMatchObject({
      kind: 'igst',
      cgst: 0,
      sgst: 0,
      igst: 120_000,
    });
    expect(billTaxes(1_000_000, { ...tax, vendorGstin: null })).toMatchObject({ kind: 'cgst_sgst' });
    expect(billTaxes(1_000_000, { ...tax, applyTaxes: false, vendorGstin: null })).toMatchObject({
      kind: 'none',
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
    expect(billTaxes(1_000_000, { ...tax, applyTaxes: false, vendorGstin: '27PQRST6789K1Z2' })).toMatchObject({
      kind: 'none',
      cgst: 0,
      sgst: 0,
      igst: 0,
    });
  });

  it('final = trips + remarks + GST, for any amounts', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10_000_000 }), { maxLength: 50 }),
        fc.array(fc.integer({ min: -100_000, max: 100_000 }), { maxLength: 2 }),
        fc.boolean(),
        fc.boolean(),
        (trips, remarks, applyTaxes, sameState) => {
          const totals = billTotals(trips, remarks, {
            ...tax,
            applyTaxes,
            vendorGstin: sameState ? '29X' : '27X',
          });
          const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
          const gst = totals.taxes.cgst + totals.taxes.sgst + totals.taxes.igst;
          expect(totals.finalPaise).toBe(sum(trips) + sum(remarks) + gst);
          expect(Math.abs(gst - (applyTaxes ? ((sum(trips) + sum(remarks)) * 1200) / 10_000 : 0))).toBeLessThanOrEqual(
            1,
          );
        },
      ),
    );
  });
});

describe('bill ids, GSTIN states and filters', () => {
  it('a bill id is B followed by digits and nothing else', () => {
    expect(BILL_ID_PATTERN.test('B12')).toBe(true);
    expect(BILL_ID_PATTERN.test('B7')).toBe(true);
    for (const id of ['B', 'BX', 'XB12', 'B12X', 'b12', 'T12']) expect(BILL_ID_PATTERN.test(id)).toBe(false);
  });

  it("a GSTIN's state is its first two digits", () => {
    expect(gstinState('29ABCDE1234F1Z5')).toBe('29');
    expect(gstinState('2ABCDE1234F1Z5')).toBeNull();
    expect(gstinState('AB29CDE1234F1Z5')).toBeNull();
    expect(gstinState('')).toBeNull();
    expect(gstinState(null)).toBeNull();
  });

  it('billing lists every billable trip without dates, refuses one date alone and an end before the start', () => {
    expect(billingFilterProblem({})).toBeNull();
    expect(billingFilterProblem({ startDate: '2026-03-01', endDate: '2026-03-01' })).toBeNull();
    expect(billingFilterProblem({ startDate: '2026-03-01' })).toBe('Please select both start-date and end-date.');
    expect(billingFilterProblem({ endDate: '2026-03-01' })).toBe('Please select both start-date and end-date.');
    expect(billingFilterProblem({ startDate: '2026-03-02', endDate: '2026-03-01' })).toBe(
      'End date should be greater than or equal to the start date.',
    );
  });

  it('names the vendor without transactions', () => {
    expect(noTransactionsForVendor('Sharma Roadlines')).toBe('No transactions found for vendor: Sharma Roadlines');
  });
});

describe('billBelowZeroProblem', () => {
  it('lets a bill of zero or more through and names the amount of one below zero', () => {
    expect(billBelowZeroProblem({ taxablePaise: 0 })).toBeNull();
    expect(billBelowZeroProblem({ taxablePaise: 1 })).toBeNull();
    expect(billBelowZeroProblem({ taxablePaise: -1 })).toBe(
      "This bill comes to -₹0.01 before GST, less than zero. Check the trips' weights and deductions, and the remarks.",
    );
    expect(billBelowZeroProblem({ taxablePaise: -12_345_678 })).toContain('-₹1,23,456.78 before GST');
  });
});

describe('the messages of a cancelled bill (issue 28) name the bill', () => {
  it('cancelled, already cancelled, not revisable', () => {
    expect(billMessage(BILL_MESSAGES.billCancelled, 'B12')).toBe(
      'Bill B12 is cancelled. It had payments, so it is kept with its payments and reversals; its trips are back to Acknowledged.',
    );
    expect(billMessage(BILL_MESSAGES.alreadyCancelled, 'B7')).toBe('Bill B7 is already cancelled.');
    expect(billMessage(BILL_MESSAGES.cancelledNoRevise, 'B103')).toBe('Bill B103 is cancelled; it cannot be revised.');
  });
});
