import type { TransactionRow } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { billsOfVendor, paymentStatusOf, searchParamsOf, totalsRow, vendorsOf } from './transaction-rows';

function bill(id: string, vendor: string, base: number): TransactionRow {
  // Every column a different value, so a total taken from the wrong column shows.
  return {
    _id: id,
    billing_id: id,
    vendor,
    date: '2026-11-01',
    weight: 10.001 * base,
    actual_weight: 9.999 * base,
    freight: 10_000.1 * base,
    rate: 1000,
    diesel: 1000.2 * base,
    advance: 2000 * base,
    toll: 300.3 * base,
    adblue: 40.4 * base,
    greasing: 50.5 * base,
    tds: 200.6 * base,
    short: 60.7 * base,
    remarks: -70.8 * base,
    gst: 800.9 * base,
    amount: 7000.11 * base,
    revision: 0,
    paid: 1000.01 * base,
    balance: 6000.1 * base,
    status: 'Partly paid',
  };
}

describe('Transactions on screen', () => {
  it('lists each vendor once, alphabetically, and filters bills by part of the name in any case', () => {
    const bills = [bill('B1', 'Patil Movers', 1), bill('B2', 'Anand Carriers', 1), bill('B3', 'Patil Movers', 2)];
    expect(vendorsOf(bills)).toEqual(['Anand Carriers', 'Patil Movers']);
    expect(billsOfVendor(bills, ' patil ').map((b) => b._id)).toEqual(['B1', 'B3']);
    expect(billsOfVendor(bills, '')).toHaveLength(3);
  });

  it('totals every money column in paise and every weight in kilograms', () => {
    const totals = totalsRow([bill('B1', 'V', 1), bill('B2', 'V', 2)]);
    expect(totals).toMatchObject({
      billing_id: 'Total',
      weight: 30.003,
      actual_weight: 29.997,
      freight: 30_000.3,
      diesel: 3000.6,
      advance: 6000,
      toll: 900.9,
      adblue: 121.2,
      greasing: 151.5,
      tds: 601.8,
      short: 182.1,
      remarks: -212.4,
      gst: 2402.7,
      amount: 21_000.33,
      paid: 3000.03,
      balance: 18_000.3,
      status: '',
    });
  });

  it('reads a payment status only when it is one of the three (issue 17)', () => {
    expect(paymentStatusOf('Partly paid')).toBe('Partly paid');
    expect(paymentStatusOf('partly paid')).toBeUndefined();
    expect(paymentStatusOf('')).toBeUndefined();
    expect(paymentStatusOf(null)).toBeUndefined();
  });

  it('puts the status in the address only when one is chosen', () => {
    expect(searchParamsOf({ startDate: '2026-11-01', endDate: '2026-11-30', status: 'Paid' })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      status: 'Paid',
    });
    expect(searchParamsOf({ startDate: '2026-11-01', endDate: '2026-11-30', status: undefined })).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
  });
});
