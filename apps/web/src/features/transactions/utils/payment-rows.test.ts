import { describe, expect, it } from 'vitest';
import { billsPaidBy, partForBill } from './payment-rows';

// ₹18,000.30 by one transfer: ₹12,000.10 to B12, ₹6,000.20 to B13.
const acrossBills = {
  billId: 'B12',
  amount: 18_000.3,
  allocations: [
    { billId: 'B12', amount: 12_000.1 },
    { billId: 'B13', amount: 6000.2 },
  ],
};

describe('A payment in a bill’s payment list', () => {
  it('names every bill it pays and adds the whole amount in paise', () => {
    expect(billsPaidBy(acrossBills)).toEqual({
      parts: [
        { billId: 'B12', amount: 12_000.1 },
        { billId: 'B13', amount: 6000.2 },
      ],
      total: 18_000.3,
    });
  });

  it('is one part when it pays one bill, with or without an allocations list', () => {
    expect(billsPaidBy({ billId: 'B7', amount: 5000 })).toEqual({
      parts: [{ billId: 'B7', amount: 5000 }],
      total: 5000,
    });
    expect(billsPaidBy({ billId: 'B7', amount: 5000, allocations: [] })).toEqual({
      parts: [{ billId: 'B7', amount: 5000 }],
      total: 5000,
    });
  });

  it("shows the bill's own part and the other bills beside it", () => {
    expect(partForBill(acrossBills, 'B13')).toEqual({ amount: 6000.2, others: [{ billId: 'B12', amount: 12_000.1 }] });
    expect(partForBill(acrossBills, 'B12')).toEqual({ amount: 12_000.1, others: [{ billId: 'B13', amount: 6000.2 }] });
    expect(partForBill({ billId: 'B7', amount: 5000 }, 'B7')).toEqual({ amount: 5000, others: [] });
  });
});
