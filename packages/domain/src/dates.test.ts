import { describe, expect, it } from 'vitest';
import { formatDisplayDate, isBeforeToday, localDate, localTime, msUntilOfficeTime } from './dates.ts';

describe('office dates (Asia/Kolkata)', () => {
  it('a UTC evening is already the next day in India', () => {
    expect(localDate('2026-03-04T19:00:00Z')).toBe('2026-03-05');
    expect(localDate('2026-03-04T18:29:59Z')).toBe('2026-03-04');
    expect(localTime('2026-03-04T18:29:59Z')).toBe('23:59:59');
    expect(localTime('2026-03-04T18:30:00Z')).toBe('00:00:00');
  });

  it('shows day/month/year', () => {
    expect(formatDisplayDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDisplayDate('not a date')).toBe('not a date');
  });

  it('knows what is before today', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    expect(isBeforeToday('2026-11-20', now)).toBe(true);
    expect(isBeforeToday('2026-11-21', now)).toBe(false);
    expect(isBeforeToday('2026-12-01', now)).toBe(false);
  });
});

describe('msUntilOfficeTime', () => {
  it('counts to the next 00:05 in India time', () => {
    // 18:30 UTC is midnight in India.
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:30:00.000Z'))).toBe(5 * 60_000);
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:36:00.000Z'))).toBe(24 * 3_600_000 - 60_000);
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:35:00.000Z'))).toBe(24 * 3_600_000);
  });
});
