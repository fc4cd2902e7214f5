import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RECEIVABLE_BUCKETS,
  RECEIVABLE_LABELS,
  daysBetween,
  owingCustomers,
  receivableBucket,
  receivablesPaise,
  receivablesQuerySchema,
  receivablesSchema,
} from './receivables.ts';

describe('daysBetween', () => {
  it('counts whole days, across months, years and backwards', () => {
    expect(daysBetween('2026-10-31', '2026-11-30')).toBe(30);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-01-01', '2026-12-31')).toBe(-1);
    expect(daysBetween('2028-02-28', '2028-03-01')).toBe(2);
  });
});

describe('receivableBucket', () => {
  // Invoice of 1 October 2026 on 30 days' credit: due 31 October.
  const due = '2026-10-31';

  it('is not due before and on the due day', () => {
    expect(receivableBucket(due, '2026-10-01')).toBe('notDue');
    expect(receivableBucket(due, '2026-10-31')).toBe('notDue');
  });

  it('counts days past due: 1-30, 31-60, 61-90 and over 90, each bound on its side', () => {
    expect(receivableBucket(due, '2026-11-01')).toBe('d1_30'); // 1 day past due
    expect(receivableBucket(due, '2026-11-30')).toBe('d1_30'); // 30
    expect(receivableBucket(due, '2026-12-01')).toBe('d31_60'); // 31
    expect(receivableBucket(due, '2026-12-30')).toBe('d31_60'); // 60
    expect(receivableBucket(due, '2026-12-31')).toBe('d61_90'); // 61
    expect(receivableBucket(due, '2027-01-29')).toBe('d61_90'); // 30 + 31 + 29 = 90
    expect(receivableBucket(due, '2027-01-30')).toBe('over90'); // 91
  });
});

describe('RECEIVABLE_LABELS', () => {
  it('names each bucket by its days past due', () => {
    expect(RECEIVABLE_LABELS).toEqual({
      notDue: 'Not due',
      d1_30: '1-30 days past due',
      d31_60: '31-60 days past due',
      d61_90: '61-90 days past due',
      over90: 'Over 90 days past due',
    });
  });
});

describe('receivablesPaise', () => {
  const asOf = '2026-12-15';

  it('adds each customer’s invoices, less credits and receipts, into the bucket of its due day', () => {
    const rows = receivablesPaise(
      [
        // ₹1,00,000 due 1 Dec (14 days past due), ₹40,000 received: ₹60,000 in 1-30.
        {
          customer: 'Konkan Builders',
          dueDate: '2026-12-01',
          totalPaise: 10_000_000,
          receivedPaise: 4_000_000,
          creditedPaise: 0,
        },
        // ₹50,000 due 20 Dec: not due; ₹10,000 credited: ₹40,000.
        {
          customer: 'Konkan Builders',
          dueDate: '2026-12-20',
          totalPaise: 5_000_000,
          receivedPaise: 0,
          creditedPaise: 1_000_000,
        },
        // ₹2,00,000 due 1 Sep (105 days past due): over 90.
        {
          customer: 'Ultratech Cement Ltd',
          dueDate: '2026-09-01',
          totalPaise: 20_000_000,
          receivedPaise: 0,
          creditedPaise: 0,
        },
      ],
      asOf,
    );
    expect(rows).toEqual([
      {
        customer: 'Ultratech Cement Ltd',
        invoicedPaise: 20_000_000,
        receivedPaise: 0,
        balancePaise: 20_000_000,
        bucketsPaise: { notDue: 0, d1_30: 0, d31_60: 0, d61_90: 0, over90: 20_000_000 },
      },
      {
        customer: 'Konkan Builders',
        invoicedPaise: 14_000_000,
        receivedPaise: 4_000_000,
        balancePaise: 10_000_000,
        bucketsPaise: { notDue: 4_000_000, d1_30: 6_000_000, d31_60: 0, d61_90: 0, over90: 0 },
      },
    ]);
  });

  it('lists equal balances by name', () => {
    const one = { dueDate: asOf, totalPaise: 100, receivedPaise: 0, creditedPaise: 0 };
    const rows = receivablesPaise(
      [
        { ...one, customer: 'Zed' },
        { ...one, customer: 'Abe' },
      ],
      asOf,
    );
    expect(rows.map((row) => row.customer)).toEqual(['Abe', 'Zed']);
  });

  it('keeps the identities: buckets add up to the balance, invoiced - received = balance', () => {
    const invoice = fc.record({
      customer: fc.constantFrom('A', 'B', 'C'),
      dueDate: fc
        .integer({ min: 0, max: 400 })
        .map((days) => new Date(Date.UTC(2026, 0, 1 + days)).toISOString().slice(0, 10)),
      totalPaise: fc.integer({ min: 0, max: 1e9 }),
      receivedPaise: fc.integer({ min: 0, max: 1e9 }),
      creditedPaise: fc.integer({ min: 0, max: 1e9 }),
    });
    fc.assert(
      fc.property(fc.array(invoice, { maxLength: 30 }), (invoices) => {
        for (const row of receivablesPaise(invoices, '2026-12-31')) {
          const buckets = RECEIVABLE_BUCKETS.reduce((sum, bucket) => sum + row.bucketsPaise[bucket], 0);
          expect(buckets).toBe(row.balancePaise);
          expect(row.invoicedPaise - row.receivedPaise).toBe(row.balancePaise);
        }
      }),
    );
  });
});

describe('owingCustomers', () => {
  const asOf = '2026-12-31';
  const invoice = { dueDate: '2026-12-01', totalPaise: 1_000_000, creditedPaise: 0 };

  it('leaves out a customer whose invoices are all settled, keeps one who owes or is owed', () => {
    const rows = receivablesPaise(
      [
        // Paid in full.
        { ...invoice, customer: 'Paid', receivedPaise: 1_000_000 },
        // Credited in full.
        { ...invoice, customer: 'Credited', receivedPaise: 0, creditedPaise: 1_000_000 },
        { ...invoice, customer: 'Owes', receivedPaise: 400_000 },
        { ...invoice, customer: 'Owed', receivedPaise: 1_000_001 },
      ],
      asOf,
    );
    expect(owingCustomers(rows).map((row) => [row.customer, row.balancePaise])).toEqual([
      ['Owes', 600_000],
      ['Owed', -1],
    ]);
  });

  it('keeps a customer whose balance is nil but whose buckets are not', () => {
    const rows = receivablesPaise(
      [
        { ...invoice, customer: 'Even', receivedPaise: 0 },
        { ...invoice, customer: 'Even', dueDate: '2027-01-15', receivedPaise: 2_000_000 },
      ],
      asOf,
    );
    expect(owingCustomers(rows)).toEqual([
      {
        customer: 'Even',
        invoicedPaise: 2_000_000,
        receivedPaise: 2_000_000,
        balancePaise: 0,
        bucketsPaise: { notDue: -1_000_000, d1_30: 1_000_000, d31_60: 0, d61_90: 0, over90: 0 },
      },
    ]);
  });
});

describe('receivablesQuerySchema', () => {
  // Noon of 15 December 2026 in the office (06:30 UTC is 12:00 in India).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-15T06:30:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes today or an earlier day, and no day (today)', () => {
    expect(receivablesQuerySchema.parse({ asOf: '2026-12-15' })).toEqual({ asOf: '2026-12-15' });
    expect(receivablesQuerySchema.parse({ asOf: '2026-12-14' })).toEqual({ asOf: '2026-12-14' });
    expect(receivablesQuerySchema.parse({})).toEqual({});
  });

  it('refuses a day in the future', () => {
    expect(receivablesQuerySchema.safeParse({ asOf: '2026-12-16' }).error?.issues).toMatchObject([
      { path: ['asOf'], message: 'Receivables cannot be taken as of a day in the future.' },
    ]);
  });

  it('refuses a day longer than YYYY-MM-DD by its length, before the calendar is read', () => {
    expect(receivablesQuerySchema.safeParse({ asOf: `2026-12-01${' '.repeat(90)}` }).error?.issues[0]).toMatchObject({
      path: ['asOf'],
      code: 'too_big',
      maximum: 10,
    });
  });
});

describe('receivablesSchema', () => {
  it('keeps every figure of a customer’s row, each bucket included, in rupees', () => {
    // ₹1,40,000 invoiced, ₹40,000 received: ₹1,00,000 owed, ₹40,000 not due and ₹60,000 1-30 days past due.
    const rows = [
      {
        customer: 'Konkan Builders',
        invoiced: 140_000,
        received: 40_000,
        balance: 100_000,
        buckets: { notDue: 40_000, d1_30: 60_000, d31_60: 0, d61_90: 0, over90: 0 },
      },
    ];
    expect(receivablesSchema.parse(rows)).toEqual(rows);
  });
});
