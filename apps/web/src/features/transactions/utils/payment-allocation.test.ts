import { describe, expect, it } from 'vitest';
import {
  amountPaiseOf,
  billsToOffer,
  checkAllocations,
  fillOldestFirst,
  oldestFirst,
  rupeeText,
} from './payment-allocation';

// Three open bills of one vendor, listed out of order: B10 is the newest though it was issued the same day as B9.
const B9 = { billId: 'B9', date: '2026-10-05', balance: 12_000 };
const B10 = { billId: 'B10', date: '2026-10-05', balance: 6000.5 };
const B7 = { billId: 'B7', date: '2026-11-01', balance: 2500.25 };

describe('A payment across bills of a vendor', () => {
  it('orders the bills by day, then by number (B9 before B10)', () => {
    expect(oldestFirst([B7, B10, B9]).map((bill) => bill.billId)).toEqual(['B9', 'B10', 'B7']);
  });

  it("offers the vendor's open bills with the bill the dialog is for, the list's figures first", () => {
    const opened = { ...B10, balance: 9999 };
    expect(billsToOffer(opened, [B7, B10, B9])).toEqual([B9, B10, B7]);
    expect(billsToOffer(opened, [B7])).toEqual([opened, B7]);
    expect(billsToOffer(opened, undefined)).toEqual([opened]);
  });

  it('fills the oldest bill first, each up to its balance, in paise', () => {
    // ₹15,000.75: B9 takes its ₹12,000, B10 the remaining ₹3,000.75, B7 nothing.
    expect(fillOldestFirst([B7, B10, B9], 1_500_075)).toEqual([
      { billId: 'B9', amountPaise: 1_200_000 },
      { billId: 'B10', amountPaise: 300_075 },
      { billId: 'B7', amountPaise: 0 },
    ]);
  });

  it('fills every balance exactly and leaves what is more than them unallocated', () => {
    // The three balances add up to ₹20,500.75; ₹21,000 leaves ₹499.25 on no bill.
    expect(fillOldestFirst([B9, B10, B7], 2_100_000)).toEqual([
      { billId: 'B9', amountPaise: 1_200_000 },
      { billId: 'B10', amountPaise: 600_050 },
      { billId: 'B7', amountPaise: 250_025 },
    ]);
  });

  it('puts nothing on any bill for no amount', () => {
    expect(fillOldestFirst([B9, B10], 0)).toEqual([
      { billId: 'B9', amountPaise: 0 },
      { billId: 'B10', amountPaise: 0 },
    ]);
  });

  it('writes paise back as a plain rupee number the amount field accepts', () => {
    expect(rupeeText(300_075)).toBe('3000.75');
    expect(rupeeText(600_050)).toBe('6000.5');
    expect(rupeeText(1_200_000)).toBe('12000');
  });

  it('reads the amount paid as the amount field does, above ₹0 only', () => {
    expect(amountPaiseOf('15000.75')).toBe(1_500_075);
    expect(amountPaiseOf('0.1')).toBe(10);
    expect(amountPaiseOf('15,000')).toBe(1_500_000);
    expect(amountPaiseOf('₹ 1,500.50')).toBe(150_050);
    expect(amountPaiseOf('1,2,3')).toBeNull();
    expect(amountPaiseOf('0')).toBeNull();
    expect(amountPaiseOf('')).toBeNull();
    expect(amountPaiseOf('1.005')).toBeNull();
  });
});

describe("The bills' amounts against the amount paid", () => {
  it('agree to the paisa: the request takes the bills with an amount above 0, in rupees', () => {
    // 0.1 + 0.2 is not 0.3 in floating point; in paise it is.
    const check = checkAllocations('0.3', [
      { ...B9, text: '0.1' },
      { ...B10, text: '0.2' },
      { ...B7, text: '' },
    ]);
    expect(check).toEqual({
      errors: {},
      mismatch: null,
      allocations: [
        { billId: 'B9', amount: 0.1 },
        { billId: 'B10', amount: 0.2 },
      ],
    });
  });

  it('say how much is still to put on a bill, or how much is too much', () => {
    expect(
      checkAllocations('15000', [
        { ...B9, text: '12000' },
        { ...B10, text: '2999.5' },
      ]).mismatch,
    ).toBe(
      'The amounts for the bills add up to ₹14,999.50; they must add up to the amount paid, ₹15,000.00. ' +
        '₹0.50 is still to put on a bill.',
    );
    expect(
      checkAllocations('15000', [
        { ...B9, text: '12000' },
        { ...B10, text: '3001' },
      ]).mismatch,
    ).toBe(
      'The amounts for the bills add up to ₹15,001.00; they must add up to the amount paid, ₹15,000.00. ' +
        '₹1.00 too much is on the bills.',
    );
  });

  it('refuse a bill amount that is not a plain number, or more than its balance, and then say nothing of the sum', () => {
    expect(
      checkAllocations('15000', [
        { ...B9, text: '12,00,0' },
        { ...B10, text: '6000.51' },
      ]),
    ).toEqual({
      errors: {
        B9: 'Please enter a valid number.',
        B10: 'The amount for bill B10 is more than its balance of ₹6,000.50.',
      },
      mismatch: null,
      allocations: [{ billId: 'B10', amount: 6000.51 }],
    });
  });

  it('leave the sum alone while the amount paid is not typed (the form asks for it)', () => {
    expect(checkAllocations('', [{ ...B9, text: '12000' }]).mismatch).toBeNull();
    expect(checkAllocations('ten', [{ ...B9, text: '12000' }]).mismatch).toBeNull();
  });
});
