import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lateDepositInterest, tdsDepositDueDate } from './tds-deposit.ts';

describe('the deposit due date (issue 31)', () => {
  it('is the 7th of the next month', () => {
    expect(tdsDepositDueDate('2026-10-15')).toBe('2026-11-07');
    expect(tdsDepositDueDate('2026-04-01')).toBe('2026-05-07');
    expect(tdsDepositDueDate('2026-08-31')).toBe('2026-09-07');
    expect(tdsDepositDueDate('2026-09-30')).toBe('2026-10-07');
    expect(tdsDepositDueDate('2027-02-28')).toBe('2027-03-07');
    // December's TDS is due in the next calendar year.
    expect(tdsDepositDueDate('2026-12-31')).toBe('2027-01-07');
  });

  it("is 30 April for March's TDS", () => {
    expect(tdsDepositDueDate('2027-03-01')).toBe('2027-04-30');
    expect(tdsDepositDueDate('2027-03-31')).toBe('2027-04-30');
  });

  it('refuses a day that is not a calendar day', () => {
    expect(() => tdsDepositDueDate('2026-02-30')).toThrow('2026-02-30 is not a calendar day written YYYY-MM-DD.');
    expect(() => lateDepositInterest({ tdsPaise: 100, deductedOn: '2026-10-15', depositedOn: '8 Nov' })).toThrow(
      RangeError,
    );
  });
});

describe('interest on a late deposit: 1.5% for each calendar month or part, from deduction to deposit', () => {
  it('none on the due date, two months a day after it', () => {
    // ₹1,575 deducted 15 October, due 7 November.
    expect(lateDepositInterest({ tdsPaise: 157_500, deductedOn: '2026-10-15', depositedOn: '2026-11-07' })).toEqual({
      dueDate: '2026-11-07',
      months: 0,
      interestPaise: 0,
    });
    // October and November: 2 months. ₹1,575 rounded down to ₹1,500; 1,500 x 1.5% x 2 = ₹45.00.
    expect(lateDepositInterest({ tdsPaise: 157_500, deductedOn: '2026-10-15', depositedOn: '2026-11-08' })).toEqual({
      dueDate: '2026-11-07',
      months: 2,
      interestPaise: 4_500,
    });
  });

  it('none before the due date', () => {
    expect(
      lateDepositInterest({ tdsPaise: 157_500, deductedOn: '2026-10-15', depositedOn: '2026-10-15' }).interestPaise,
    ).toBe(0);
  });

  it("March's TDS: none on 30 April, three months on 1 May", () => {
    expect(lateDepositInterest({ tdsPaise: 1_614_700, deductedOn: '2027-03-10', depositedOn: '2027-04-30' })).toEqual({
      dueDate: '2027-04-30',
      months: 0,
      interestPaise: 0,
    });
    // March, April and May: 3 months. ₹16,147 rounded down to ₹16,100; 16,100 x 1.5% x 3 = 16,100 x 4.5% = ₹724.50.
    expect(lateDepositInterest({ tdsPaise: 1_614_700, deductedOn: '2027-03-10', depositedOn: '2027-05-01' })).toEqual({
      dueDate: '2027-04-30',
      months: 3,
      interestPaise: 72_450,
    });
  });

  it('counts months across a new year', () => {
    // December, January and February: 3 months. 10,000 x 1.5% x 3 = ₹450.
    expect(lateDepositInterest({ tdsPaise: 1_000_000, deductedOn: '2026-12-20', depositedOn: '2027-02-01' })).toEqual({
      dueDate: '2027-01-07',
      months: 3,
      interestPaise: 45_000,
    });
  });

  it('matches two TRACES justification reports', () => {
    // 24Q/26Q report: ₹16,147 deducted 30-Apr-2012, due 7-May-2012, deposited 9-May-2012: 2 months, ₹483.00
    // (16,100 x 1.5% x 2 = 16,100 x 3% = 483).
    expect(lateDepositInterest({ tdsPaise: 1_614_700, deductedOn: '2012-04-30', depositedOn: '2012-05-09' })).toEqual({
      dueDate: '2012-05-07',
      months: 2,
      interestPaise: 48_300,
    });
    // 26QB report: ₹3,333.83 deducted 12-Feb-2016, due 7-Mar-2016, deposited 12-Dec-2016: February to December,
    // 11 months, ₹544.50 (3,300 x 1.5% x 11 = 3,300 x 16.5% = 544.50).
    expect(lateDepositInterest({ tdsPaise: 333_383, deductedOn: '2016-02-12', depositedOn: '2016-12-12' })).toEqual({
      dueDate: '2016-03-07',
      months: 11,
      interestPaise: 54_450,
    });
  });

  it('none on TDS under ₹100, which rounds down to nothing', () => {
    // ₹99.99 rounded down to ₹0; 0 x 1.5% x 2 = 0.
    expect(lateDepositInterest({ tdsPaise: 9_999, deductedOn: '2026-10-15', depositedOn: '2026-11-08' })).toEqual({
      dueDate: '2026-11-07',
      months: 2,
      interestPaise: 0,
    });
  });

  it('a late deposit counts at least two months, and a later one never owes less', () => {
    const DAY_MS = 86_400_000;
    const dayAfter = (start: number, days: number) => new Date(start + days * DAY_MS).toISOString().slice(0, 10);
    const start = Date.UTC(2016, 5, 1);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 400 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (deducted, daysAfter, tdsPaise) => {
          const deductedOn = dayAfter(start, deducted);
          const depositedOn = dayAfter(start, deducted + daysAfter);
          const nextDay = dayAfter(start, deducted + daysAfter + 1);
          const late = lateDepositInterest({ tdsPaise, deductedOn, depositedOn });
          const later = lateDepositInterest({ tdsPaise, deductedOn, depositedOn: nextDay });
          if (depositedOn > late.dueDate) expect(late.months).toBeGreaterThanOrEqual(2);
          expect(later.interestPaise).toBeGreaterThanOrEqual(late.interestPaise);
          expect(Number.isInteger(late.interestPaise)).toBe(true);
        },
      ),
    );
  });
});
