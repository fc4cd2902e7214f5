import { describe, expect, it } from 'vitest';
import { receivablesTotals, type ReceivableRow } from './receivables-totals';

const row = (customer: string, base: number): ReceivableRow => ({
  // Every figure a different value, so a total taken from the wrong column shows.
  customer,
  invoiced: 1000.1 * base,
  received: 200.2 * base,
  balance: 799.9 * base,
  buckets: {
    notDue: 100.01 * base,
    d1_30: 200.02 * base,
    d31_60: 300.03 * base,
    d61_90: 100.1 * base,
    over90: 99.74 * base,
  },
});

describe('Receivables totals', () => {
  it('adds every column in paise, without float drift', () => {
    // A: 1,000.10 and B: 2,000.20 invoiced are 3,000.30; 100.01 + 200.02 not due are 300.03; and so on.
    expect(receivablesTotals([row('A', 1), row('B', 2)])).toEqual({
      invoiced: 3000.3,
      received: 600.6,
      balance: 2399.7,
      buckets: { notDue: 300.03, d1_30: 600.06, d31_60: 900.09, d61_90: 300.3, over90: 299.22 },
    });
  });

  it('keeps a customer the office owes (below zero) in the sum', () => {
    // ₹37,500 owed by one, ₹500 paid too much by another: ₹37,000 to collect in all.
    const owes = {
      ...row('Owes', 0),
      invoiced: 37_500,
      balance: 37_500,
      buckets: { ...row('x', 0).buckets, d1_30: 37_500 },
    };
    const overpaid = {
      ...row('Overpaid', 0),
      invoiced: 10_000,
      received: 10_500,
      balance: -500,
      buckets: { ...row('x', 0).buckets, notDue: -500 },
    };
    expect(receivablesTotals([owes, overpaid])).toEqual({
      invoiced: 47_500,
      received: 10_500,
      balance: 37_000,
      buckets: { notDue: -500, d1_30: 37_500, d31_60: 0, d61_90: 0, over90: 0 },
    });
  });

  it('is all zero with no customers', () => {
    expect(receivablesTotals([])).toEqual({
      invoiced: 0,
      received: 0,
      balance: 0,
      buckets: { notDue: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 0 },
    });
  });
});
