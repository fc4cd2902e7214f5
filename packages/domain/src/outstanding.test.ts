import { describe, expect, it } from 'vitest';
import { localDate } from './dates.ts';
import {
  AGEING_LABELS,
  ageingBounds,
  ageingBucket,
  daysBefore,
  outstandingPaise,
  outstandingQuerySchema,
  outstandingSchema,
  sortOutstanding,
} from './outstanding.ts';

describe('ageing by bill date (issue 17)', () => {
  it('counts days back across months, years and a leap day', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(daysBefore('2028-03-01', 1)).toBe('2028-02-29');
    expect(daysBefore('2027-01-15', 30)).toBe('2026-12-16');
  });

  it('0-30, 31-60, 61-90 and over 90 days old, each edge on its side', () => {
    const today = '2026-11-25';
    expect(ageingBounds(today)).toEqual({ d0_30: '2026-10-26', d31_60: '2026-09-26', d61_90: '2026-08-27' });
    expect(ageingBucket('2026-11-25', today)).toBe('d0_30');
    // 30 days old: 26 October to 25 November.
    expect(ageingBucket('2026-10-26', today)).toBe('d0_30');
    expect(ageingBucket('2026-10-25', today)).toBe('d31_60');
    expect(ageingBucket('2026-09-26', today)).toBe('d31_60');
    expect(ageingBucket('2026-09-25', today)).toBe('d61_90');
    expect(ageingBucket('2026-08-27', today)).toBe('d61_90');
    expect(ageingBucket('2026-08-26', today)).toBe('over90');
    expect(ageingBucket('2024-01-01', today)).toBe('over90');
  });

  it('sorts by balance, largest first, then by vendor name', () => {
    const rows = [
      { vendor: 'Balaji Carriers', balancePaise: 500 },
      { vendor: 'Sharma Roadlines', balancePaise: 90_000 },
      { vendor: 'Anand Transport', balancePaise: 500 },
      { vendor: 'Zed Movers', balancePaise: 0 },
    ];
    expect(sortOutstanding(rows).map((r) => r.vendor)).toEqual([
      'Sharma Roadlines',
      'Anand Transport',
      'Balaji Carriers',
      'Zed Movers',
    ]);
  });

  it('adds each vendor’s buckets into billed, paid and balance; every bucket its bills less what is paid on them', () => {
    const rows = outstandingPaise([
      { vendor: 'Sharma Roadlines', bucket: 'd0_30', billedPaise: 1_225_500, paidPaise: 500_000 },
      { vendor: 'Balaji Carriers', bucket: 'over90', billedPaise: 90_000, paidPaise: 0 },
      { vendor: 'Sharma Roadlines', bucket: 'd61_90', billedPaise: 300_075, paidPaise: 300_075 },
      { vendor: 'Sharma Roadlines', bucket: 'over90', billedPaise: 40_000, paidPaise: 10_050 },
      { vendor: 'Sharma Roadlines', bucket: 'd31_60', billedPaise: 20_000, paidPaise: 0 },
    ]);
    expect(rows).toEqual([
      {
        vendor: 'Sharma Roadlines',
        // 12,255.00 + 3,000.75 + 400.00 + 200.00 = 15,855.75
        billedPaise: 1_585_575,
        // 5,000.00 + 3,000.75 + 100.50 = 8,101.25
        paidPaise: 810_125,
        // 15,855.75 - 8,101.25 = 7,754.50 = 7,255.00 + 200.00 + 0 + 299.50
        balancePaise: 775_450,
        bucketsPaise: { d0_30: 725_500, d31_60: 20_000, d61_90: 0, over90: 29_950 },
      },
      {
        vendor: 'Balaji Carriers',
        billedPaise: 90_000,
        paidPaise: 0,
        balancePaise: 90_000,
        bucketsPaise: { d0_30: 0, d31_60: 0, d61_90: 0, over90: 90_000 },
      },
    ]);
  });

  it('names the buckets as the screen and the workbook head them', () => {
    expect(AGEING_LABELS).toEqual({
      d0_30: '0-30 days',
      d31_60: '31-60 days',
      d61_90: '61-90 days',
      over90: 'Over 90 days',
    });
  });

  it('GET /outstanding answers each vendor with billed, paid, balance and every bucket, in rupees', () => {
    // 158.55 billed less 81.01 paid = 77.54 = 72.55 + 2.00 + 0 + 2.99
    const answer = [
      {
        vendor: 'Sharma Roadlines',
        billed: 158.55,
        paid: 81.01,
        balance: 77.54,
        buckets: { d0_30: 72.55, d31_60: 2, d61_90: 0, over90: 2.99 },
      },
    ];
    expect(outstandingSchema.parse(answer)).toEqual(answer);
    expect(outstandingSchema.safeParse([{ ...answer[0], buckets: { d0_30: 72.55 } }]).success).toBe(false);
  });

  it('as of a real day up to today (issue 28); without one, today', () => {
    const today = localDate();
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    expect(outstandingQuerySchema.parse({})).toEqual({});
    expect(outstandingQuerySchema.parse({ asOf: '2026-03-31' })).toEqual({ asOf: '2026-03-31' });
    expect(outstandingQuerySchema.parse({ asOf: today })).toEqual({ asOf: today });
    const issue = (asOf: string) => outstandingQuerySchema.safeParse({ asOf }).error?.issues[0];
    expect(issue(tomorrow)).toMatchObject({
      path: ['asOf'],
      message: 'Outstanding cannot be taken as of a day in the future.',
    });
    expect(issue('2026-02-30')).toMatchObject({ path: ['asOf'], message: 'Enter a real date as YYYY-MM-DD.' });
    expect(issue(`2026-03-31${' '.repeat(10)}`)).toMatchObject({ path: ['asOf'], code: 'too_big' });
  });
});
