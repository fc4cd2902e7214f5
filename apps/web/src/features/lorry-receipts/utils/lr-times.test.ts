import { describe, expect, it } from 'vitest';
import { ewayAlertText, formatOfficeDateTime, officeDateTimeInput } from './lr-times';

describe('times of lorry receipts on the office clock', () => {
  it('writes an instant in India time, 5 h 30 min ahead of UTC', () => {
    expect(formatOfficeDateTime('2026-11-28T13:00:00.000Z')).toBe('28/11/2026 18:30 IST');
    // 20:00 UTC is already the next day in India.
    expect(formatOfficeDateTime('2026-11-28T20:00:00.000Z')).toBe('29/11/2026 01:30 IST');
    expect(formatOfficeDateTime('not a time')).toBe('not a time');
  });

  it('fills a datetime-local input with the India wall clock, and nothing for no time', () => {
    expect(officeDateTimeInput('2026-11-28T13:00:00.000Z')).toBe('2026-11-28T18:30');
    expect(officeDateTimeInput('2027-03-31T18:45:00.000Z')).toBe('2027-04-01T00:15');
    expect(officeDateTimeInput(null)).toBe('');
  });

  it("words the bell's warning and the expired notice", () => {
    const alert = {
      lrNo: 'LR/2026-27/000123',
      tripId: 'T42',
      truck: 'MH12AB1234',
      ewayBillNo: '123456789012',
      validUntil: '2026-11-28T13:00:00.000Z',
      expired: false,
    };
    expect(ewayAlertText(alert)).toBe(
      'E-way bill 123456789012 of LR/2026-27/000123 (truck MH12AB1234) expires at 28/11/2026 18:30 IST',
    );
    expect(ewayAlertText({ ...alert, expired: true })).toBe(
      'E-way bill 123456789012 of LR/2026-27/000123 (truck MH12AB1234) expired at 28/11/2026 18:30 IST',
    );
  });
});
