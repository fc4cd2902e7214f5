import { z } from 'zod';
import { DATE_MESSAGE, addDays, isCalendarDay, localDate } from './dates.ts';

/** Ageing by bill date (issue 17): 0-30, 31-60, 61-90 and over 90 days old, counted in office days. */
export const AGEING_BUCKETS = ['d0_30', 'd31_60', 'd61_90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];

export const AGEING_LABELS: Record<AgeingBucket, string> = {
  d0_30: '0-30 days',
  d31_60: '31-60 days',
  d61_90: '61-90 days',
  over90: 'Over 90 days',
};

/** The oldest age in days of each bucket but the last. */
const BUCKET_LAST_DAY = { d0_30: 30, d31_60: 60, d61_90: 90 } as const;

/** The day `days` before a YYYY-MM-DD day. */
export function daysBefore(day: string, days: number): string {
  return addDays(day, -days);
}

/** The oldest bill date that still falls in each of the first three buckets, as of `today` (YYYY-MM-DD). */
export function ageingBounds(today: string): Record<Exclude<AgeingBucket, 'over90'>, string> {
  return {
    d0_30: daysBefore(today, BUCKET_LAST_DAY.d0_30),
    d31_60: daysBefore(today, BUCKET_LAST_DAY.d31_60),
    d61_90: daysBefore(today, BUCKET_LAST_DAY.d61_90),
  };
}

/** The bucket of a bill dated `billDate` as of `today`: the first whose oldest date it is not before. */
export function ageingBucket(billDate: string, today: string): AgeingBucket {
  const bounds = ageingBounds(today);
  if (billDate >= bounds.d0_30) return 'd0_30';
  if (billDate >= bounds.d31_60) return 'd31_60';
  if (billDate >= bounds.d61_90) return 'd61_90';
  return 'over90';
}

export const OUTSTANDING_MESSAGES = {
  future: 'Outstanding cannot be taken as of a day in the future.',
} as const;

/**
 * GET /outstanding (and /excel): as of a day (issue 28), today (office time) when not given: the bills dated up to
 * it as they stood that day, what was paid and given back up to it, ages counted to it.
 */
export const outstandingQuerySchema = z.object({
  asOf: z
    .string()
    .max(10)
    .refine(isCalendarDay, DATE_MESSAGE)
    .refine((day) => day <= localDate(), OUTSTANDING_MESSAGES.future)
    .optional(),
});

const bucketsSchema = z.object({
  d0_30: z.number(),
  d31_60: z.number(),
  d61_90: z.number(),
  over90: z.number(),
});

/** GET /outstanding: per vendor with bills, in rupees, largest balance first; the buckets add up to the balance. */
export const outstandingSchema = z.array(
  z.object({
    vendor: z.string(),
    billed: z.number(),
    paid: z.number(),
    balance: z.number(),
    buckets: bucketsSchema,
  }),
);
export type Outstanding = z.infer<typeof outstandingSchema>;
export type OutstandingRow = Outstanding[number];

export interface OutstandingPaise {
  vendor: string;
  billedPaise: number;
  paidPaise: number;
  balancePaise: number;
  bucketsPaise: Record<AgeingBucket, number>;
}

/** What one vendor's bills of one ageing bucket add up to, in paise. */
export interface OutstandingGroup {
  vendor: string;
  bucket: AgeingBucket;
  billedPaise: number;
  paidPaise: number;
}

/** Largest balance first; equal balances by vendor name. */
export function sortOutstanding<T extends Pick<OutstandingPaise, 'vendor' | 'balancePaise'>>(rows: readonly T[]): T[] {
  return rows.toSorted((a, b) => b.balancePaise - a.balancePaise || a.vendor.localeCompare(b.vendor));
}

/** Per vendor: billed, paid, the balance and its part in each bucket (each bucket's bills less what is paid on them). */
export function outstandingPaise(groups: readonly OutstandingGroup[]): OutstandingPaise[] {
  const vendors = new Map<string, OutstandingPaise>();
  for (const group of groups) {
    let row = vendors.get(group.vendor);
    if (!row) {
      row = {
        vendor: group.vendor,
        billedPaise: 0,
        paidPaise: 0,
        balancePaise: 0,
        bucketsPaise: { d0_30: 0, d31_60: 0, d61_90: 0, over90: 0 },
      };
      vendors.set(group.vendor, row);
    }
    const balance = group.billedPaise - group.paidPaise;
    row.billedPaise += group.billedPaise;
    row.paidPaise += group.paidPaise;
    row.balancePaise += balance;
    row.bucketsPaise[group.bucket] += balance;
  }
  return sortOutstanding([...vendors.values()]);
}
