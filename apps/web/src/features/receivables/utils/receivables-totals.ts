import { RECEIVABLE_BUCKETS, fromPaise, toPaise, type ReceivableBucket, type Receivables } from '@freightdesk/domain';

export type ReceivableRow = Receivables[number];
export type ReceivablesTotals = Omit<ReceivableRow, 'customer'>;

/** Every customer's invoiced, received, balance and ageing buckets added up, in whole paise. */
export function receivablesTotals(rows: readonly ReceivableRow[]): ReceivablesTotals {
  const sum = (figure: (row: ReceivableRow) => number) =>
    fromPaise(rows.reduce((total, row) => total + toPaise(figure(row)), 0));
  const buckets = Object.fromEntries(
    RECEIVABLE_BUCKETS.map((bucket) => [bucket, sum((row) => row.buckets[bucket])]),
  ) as Record<ReceivableBucket, number>;
  return {
    invoiced: sum((row) => row.invoiced),
    received: sum((row) => row.received),
    balance: sum((row) => row.balance),
    buckets,
  };
}
