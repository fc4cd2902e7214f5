import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BILL_MESSAGES, billTaxes, billTotals, normaliseRemarks, remarksProblem } from './bill.schemas.ts';

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

  it('stores text with a capital first letter', () => {
    expect(normaliseRemarks([{ text: 'detention charges', amount: '100' }])).toEqual([
      { text: 'Detention charges', amount: 100 },
    ]);
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
      igst: 120_000,
    });
    expect(billTaxes(1_000_000, { ...tax, vendorGstin: null })).toMatchObject({ kind: 'cgst_sgst' });
    expect(billTaxes(1_000_000, { ...tax, applyTaxes: false, vendorGstin: null })).toMatchObject({
      kind: 'none',
      cgst: 0,
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
