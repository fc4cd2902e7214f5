import { describe, expect, it } from 'vitest';
import { BILLING_RANGE, LEDGER_RANGE, REVISE_RANGE, TRANSACTIONS_RANGE } from './bill.schemas.ts';
import {
  type DateRangeRule,
  currentMonthRange,
  dateRangeProblem,
  formatDisplayDate,
  isBeforeToday,
  isCalendarDay,
  localDate,
  localTime,
  msUntilOfficeTime,
  optionalDaySchema,
} from './dates.ts';
import { REPORT_RANGE } from './report.schemas.ts';

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
    // 19:00 UTC on the 21st is already the 22nd in India: the 21st is then before today.
    const evening = new Date('2026-11-21T19:00:00Z');
    expect(isBeforeToday('2026-11-21', evening)).toBe(true);
    expect(isBeforeToday('2026-11-22', evening)).toBe(false);
  });
});

describe('msUntilOfficeTime', () => {
  it('counts to the next 00:05 in India time', () => {
    // 18:30 UTC is midnight in India.
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:30:00.000Z'))).toBe(5 * 60_000);
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:36:00.000Z'))).toBe(24 * 3_600_000 - 60_000);
    expect(msUntilOfficeTime(0, 5, new Date('2026-11-21T18:35:00.000Z'))).toBe(24 * 3_600_000);
  });

  it('counts hours, minutes, seconds and milliseconds of the office clock', () => {
    // 10:17:42.250 UTC is 15:47:42.250 in India: 12 min 17.75 s to 16:00, 8 h 17 min 17.75 s to 00:05.
    const now = new Date('2026-11-21T10:17:42.250Z');
    expect(msUntilOfficeTime(16, 0, now)).toBe(737_750);
    expect(msUntilOfficeTime(0, 5, now)).toBe(29_837_750);
  });
});

describe('real calendar days', () => {
  it('knows which days exist', () => {
    for (const day of ['2026-01-31', '2028-02-29', '2000-02-29', '2026-12-31'])
      expect(isCalendarDay(day), day).toBe(true);
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2026-04-31',
      '2026-13-01',
      '2026-00-10',
      '2026-01-00',
      '2026-1-5',
      '05/01/2026',
      '2026-01-05T00:00',
      '12026-01-05',
      // Date.UTC reads the years 0 to 99 as 1900 to 1999.
      '0050-01-05',
      '',
    ])
      expect(isCalendarDay(day), day).toBe(false);
  });

  it('an optional day: empty is absent, an impossible day is refused', () => {
    expect(optionalDaySchema.parse('')).toBeUndefined();
    expect(optionalDaySchema.parse(null)).toBeUndefined();
    expect(optionalDaySchema.parse('2028-02-29')).toBe('2028-02-29');
    expect(optionalDaySchema.safeParse('2026-02-30').error?.issues[0]?.message).toBe(
      'Enter a real date as YYYY-MM-DD.',
    );
    expect(optionalDaySchema.safeParse(20260101).success).toBe(false);
  });
});

describe('currentMonthRange', () => {
  it('is the office month: 30 Nov 19:00 UTC is already 1 December in India; February of a leap year has 29 days', () => {
    expect(currentMonthRange(new Date('2026-11-30T18:00:00Z'))).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
    });
    expect(currentMonthRange(new Date('2026-11-30T19:00:00Z'))).toEqual({
      startDate: '2026-12-01',
      endDate: '2026-12-31',
    });
    expect(currentMonthRange(new Date('2028-02-10T12:00:00Z'))).toEqual({
      startDate: '2028-02-01',
      endDate: '2028-02-29',
    });
  });
});

describe('a screen’s date range (issue 29: one check for every filter)', () => {
  const both: DateRangeRule = { required: true, bothDates: 'both', endBeforeStart: 'end before start' };
  const optional: DateRangeRule = { ...both, required: false };

  it('a required range needs both days, the end on or after the start', () => {
    expect(dateRangeProblem({}, both)).toBe('both');
    expect(dateRangeProblem({ startDate: '', endDate: '' }, both)).toBe('both');
    expect(dateRangeProblem({ startDate: '2026-03-01', endDate: '' }, both)).toBe('both');
    expect(dateRangeProblem({ endDate: '2026-03-01' }, both)).toBe('both');
    expect(dateRangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' }, both)).toBe('end before start');
    expect(dateRangeProblem({ startDate: '2026-03-01', endDate: '2026-03-01' }, both)).toBeNull();
    expect(dateRangeProblem({ startDate: '2025-12-31', endDate: '2026-01-01' }, both)).toBeNull();
  });

  it('an optional range takes both days or neither', () => {
    expect(dateRangeProblem({}, optional)).toBeNull();
    expect(dateRangeProblem({ startDate: '', endDate: '' }, optional)).toBeNull();
    expect(dateRangeProblem({ startDate: '2026-03-01' }, optional)).toBe('both');
    expect(dateRangeProblem({ startDate: '', endDate: '2026-03-01' }, optional)).toBe('both');
    expect(dateRangeProblem({ startDate: '2026-03-02', endDate: '2026-03-01' }, optional)).toBe('end before start');
    expect(dateRangeProblem({ startDate: '2026-03-01', endDate: '2026-03-02' }, optional)).toBeNull();
  });

  it('each screen keeps its own texts of spec-2 section 5', () => {
    const [early, late] = ['2026-03-01', '2026-03-02'];
    expect(dateRangeProblem({}, TRANSACTIONS_RANGE)).toBe('Please select both start and end dates.');
    expect(dateRangeProblem({ startDate: late, endDate: early }, TRANSACTIONS_RANGE)).toBe(
      'End date should be greater than start date.',
    );
    expect(dateRangeProblem({ startDate: early }, TRANSACTIONS_RANGE)).toBe('Please select both start and end dates.');
    expect(dateRangeProblem({ startDate: early, endDate: early }, TRANSACTIONS_RANGE)).toBeNull();
    expect(dateRangeProblem({}, REVISE_RANGE)).toBeNull();
    expect(dateRangeProblem({ startDate: early }, REVISE_RANGE)).toBe('Please select both start and end dates.');
    expect(dateRangeProblem({ startDate: late, endDate: early }, REVISE_RANGE)).toBe(
      'End date should be greater than start date.',
    );
    expect(dateRangeProblem({ startDate: early, endDate: early }, REVISE_RANGE)).toBeNull();
    expect(dateRangeProblem({}, BILLING_RANGE)).toBeNull();
    expect(dateRangeProblem({ endDate: early }, BILLING_RANGE)).toBe('Please select both start-date and end-date.');
    expect(dateRangeProblem({ startDate: late, endDate: early }, BILLING_RANGE)).toBe(
      'End date should be greater than or equal to the start date.',
    );
    expect(dateRangeProblem({}, LEDGER_RANGE)).toBe('Please select both start and end dates.');
    expect(dateRangeProblem({ startDate: '', endDate: late }, LEDGER_RANGE)).toBe(
      'Please select both start and end dates.',
    );
    expect(dateRangeProblem({ startDate: late, endDate: early }, LEDGER_RANGE)).toBe(
      'End date should be greater than or equal to the start date.',
    );
    expect(dateRangeProblem({ startDate: early, endDate: early }, LEDGER_RANGE)).toBeNull();
    expect(dateRangeProblem({}, REPORT_RANGE)).toBeNull();
    expect(dateRangeProblem({ startDate: early }, REPORT_RANGE)).toBe('Please select both start-date and end-date');
    expect(dateRangeProblem({ startDate: late, endDate: early }, REPORT_RANGE)).toBe(
      'End date should be greater than or equal to the start date.',
    );
  });
});
