import type { OutstandingRow } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { outstandingTotals } from './outstanding-totals';

const row = (vendor: string, base: number): OutstandingRow => ({
  // Every figure a different value, so a total taken from the wrong column shows.
  vendor,
  billed: 1000.1 * base,
  paid: 200.2 * base,
  balance: 799.9 * base,
  buckets: { d0_30: 100.01 * base, d31_60: 200.02 * base, d61_90: 300.03 * base, over90: 199.84 * base },
});

describe('Outstanding totals', () => {
  it('adds every column in paise, without float drift', () => {
    expect(outstandingTotals([row('A', 1), row('B', 2)])).toEqual({
      billed: 3000.3,
      paid: 600.6,
      balance: 2399.7,
      buckets: { d0_30: 300.03, d31_60: 600.06, d61_90: 900.09, over90: 599.52 },
    });
  });

  it('is all zero with no vendors', () => {
    expect(outstandingTotals([])).toEqual({
      billed: 0,
      paid: 0,
      balance: 0,
      buckets: { d0_30: 0, d31_60: 0, d61_90: 0, over90: 0 },
    });
  });
});
