import { AGEING_BUCKETS, fromPaise, toPaise, type AgeingBucket, type OutstandingRow } from '@freightdesk/domain';

export type OutstandingTotals = Omit<OutstandingRow, 'vendor'>;

/** Every vendor's billed, paid, balance and ageing buckets added up, in whole paise. */
export function outstandingTotals(rows: readonly OutstandingRow[]): OutstandingTotals {
  const sum = (figure: (row: OutstandingRow) => number) =>
    fromPaise(rows.reduce((total, row) => total + toPaise(figure(row)), 0));
  const buckets = Object.fromEntries(
    AGEING_BUCKETS.map((bucket) => [bucket, sum((row) => row.buckets[bucket])]),
  ) as Record<AgeingBucket, number>;
  return {
    billed: sum((row) => row.billed),
    paid: sum((row) => row.paid),
    balance: sum((row) => row.balance),
    buckets,
  };
}
