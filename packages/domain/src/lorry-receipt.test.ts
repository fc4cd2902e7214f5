import { describe, expect, it } from 'vitest';
import {
  EWAY_ALERT_HOURS,
  FREIGHT_TERMS_LABELS,
  LR_EDITABLE_STATUSES,
  ewayAlert,
  formatLrNo,
  lrBillingParty,
  lrFinancialYear,
  lrPrintsFreight,
  readLrSearch,
  readOfficeDateTime,
  statusAfterPrint,
} from './lorry-receipt.ts';

describe('LR number', () => {
  it('pads the sequence to six digits after the financial year', () => {
    expect(formatLrNo('2026-27', 1)).toBe('LR/2026-27/000001');
    expect(formatLrNo('2026-27', 123)).toBe('LR/2026-27/000123');
    expect(formatLrNo('2026-27', 999_999)).toBe('LR/2026-27/999999');
  });

  it('takes the financial year that starts on 1 April', () => {
    expect(lrFinancialYear('2027-03-31')).toBe('2026-27');
    expect(lrFinancialYear('2027-04-01')).toBe('2027-28');
    expect(lrFinancialYear('2026-04-01')).toBe('2026-27');
    expect(lrFinancialYear('2026-03-31')).toBe('2025-26');
    expect(lrFinancialYear('2099-12-31')).toBe('2099-00');
  });
});

describe('LR search in the top bar', () => {
  it.each([
    ['LR/2026-27/000123', { fy: '2026-27', seq: 123 }],
    ['lr/2026-27/123', { fy: '2026-27', seq: 123 }],
    ['  LR/2025-26/9 ', { fy: '2025-26', seq: 9 }],
    ['LR123', { fy: null, seq: 123 }],
    ['lr 45', { fy: null, seq: 45 }],
    ['LR-7', { fy: null, seq: 7 }],
  ])('reads %j', (typed, expected) => {
    expect(readLrSearch(typed)).toEqual(expected);
  });

  it.each([
    'T12',
    'LR',
    '123',
    'LR/2026/000123',
    'LR/2026-27/',
    'LR1234567',
    'LR 12a',
    'LR0',
    'LR/2026-27/000000',
    'LR/2026-99/000001',
    'XLR/2026-27/000123',
    'LR/2026-27/0001234',
    'LR/2026-27/000123X',
    'XLR123',
  ])('refuses %j', (typed) => {
    expect(readLrSearch(typed)).toBeNull();
  });
});

describe('who pays and what prints', () => {
  it('names the freight terms as the LR prints them: Paid, To pay, To be billed', () => {
    expect(FREIGHT_TERMS_LABELS).toEqual({ Paid: 'Paid', ToPay: 'To pay', TBB: 'To be billed' });
  });

  it('bills the consignee on To pay, else the consignor', () => {
    expect(lrBillingParty('ToPay')).toBe('consignee');
    expect(lrBillingParty('Paid')).toBe('consignor');
    expect(lrBillingParty('TBB')).toBe('consignor');
  });

  it('prints the freight on Paid and To pay, not on To be billed', () => {
    expect(lrPrintsFreight('Paid')).toBe(true);
    expect(lrPrintsFreight('ToPay')).toBe(true);
    expect(lrPrintsFreight('TBB')).toBe(false);
  });

  it('moves a Booked LR to In transit when printed, and leaves the others', () => {
    expect(statusAfterPrint('Booked')).toBe('In transit');
    expect(statusAfterPrint('In transit')).toBe('In transit');
    expect(statusAfterPrint('Delivered')).toBe('Delivered');
    expect(statusAfterPrint('Invoiced')).toBe('Invoiced');
    expect(statusAfterPrint('Cancelled')).toBe('Cancelled');
  });

  it('lets an LR be edited or cancelled until it is invoiced or cancelled', () => {
    expect(LR_EDITABLE_STATUSES).toEqual(['Booked', 'In transit', 'Delivered']);
  });
});

describe('e-way bill alert', () => {
  const now = new Date('2026-11-28T06:00:00.000Z');

  it('warns six hours ahead', () => {
    expect(EWAY_ALERT_HOURS).toBe(6);
    expect(ewayAlert('2026-11-28T12:00:00.000Z', now)).toBe('expiring');
    expect(ewayAlert('2026-11-28T11:59:00.000Z', now)).toBe('expiring');
    expect(ewayAlert('2026-11-28T12:00:00.001Z', now)).toBeNull();
    expect(ewayAlert('2026-11-29T06:00:00.000Z', now)).toBeNull();
  });

  it('marks a validity at or before now as expired', () => {
    expect(ewayAlert('2026-11-28T06:00:00.000Z', now)).toBe('expired');
    expect(ewayAlert('2026-11-27T23:00:00.000Z', now)).toBe('expired');
  });

  it('says nothing of a validity that is not a moment', () => {
    expect(ewayAlert('soon', now)).toBeNull();
  });
});

describe('date and time as typed', () => {
  it('reads a form’s local time in India (UTC+05:30)', () => {
    // 18:30 in India is 18:30 - 5:30 = 13:00 UTC.
    expect(readOfficeDateTime('2026-11-28T18:30')).toBe('2026-11-28T13:00:00.000Z');
    expect(readOfficeDateTime('2026-11-28 18:30:15')).toBe('2026-11-28T13:00:15.000Z');
    // 02:00 in India is 20:30 UTC of the day before.
    expect(readOfficeDateTime('2026-12-01T02:00')).toBe('2026-11-30T20:30:00.000Z');
  });

  it('reads the last second of a day, 23:59:59', () => {
    // 23:59:59 in India is 23:59:59 - 5:30 = 18:29:59 UTC.
    expect(readOfficeDateTime('2026-11-28T23:59:59')).toBe('2026-11-28T18:29:59.000Z');
  });

  it('reads a date and time typed with spaces around it', () => {
    expect(readOfficeDateTime('  2026-11-28T18:30 ')).toBe('2026-11-28T13:00:00.000Z');
  });

  it('reads ISO 8601 with a zone as the moment it names', () => {
    expect(readOfficeDateTime('2026-11-28T13:00:00Z')).toBe('2026-11-28T13:00:00.000Z');
    expect(readOfficeDateTime('2026-11-28T13:00:00.250Z')).toBe('2026-11-28T13:00:00.250Z');
    expect(readOfficeDateTime('2026-11-28T18:30+05:30')).toBe('2026-11-28T13:00:00.000Z');
  });

  it.each([
    '2026-02-30T10:00',
    '2026-02-29T10:00',
    '2026-11-28T24:00',
    '2026-11-28T23:60',
    '2026-11-28T23:59:60',
    '2026-13-01T10:00',
    '2026-02-30T10:00:00Z',
    '2026-11-28T25:00:00Z',
    '2026-11-28',
    '+002026-11-28T18:30',
    '+002026-11-28T13:00:00Z',
    '28/11/2026 18:30',
    'tomorrow',
    '',
  ])('refuses %j', (typed) => {
    expect(readOfficeDateTime(typed)).toBeNull();
  });

  it('accepts 29 February of a leap year', () => {
    expect(readOfficeDateTime('2028-02-29T05:30')).toBe('2028-02-29T00:00:00.000Z');
  });
});
