import type { AgeingBucket, ageingBounds } from '@freightdesk/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';

/** A payment counts against the bill, its reversal gives the amount back. */
const netPaid = (eb: ExpressionBuilder<DB, 'payments'>) =>
  eb
    .case()
    .when('payments.reverses', 'is', null)
    .then(eb.ref('payments.amount_paise'))
    .else(eb.neg(eb.ref('payments.amount_paise')))
    .end();

/** A sum as a number: PostgreSQL answers sums of bigint as numeric text, both engines null over no rows. */
const sumOf = (value: number | string | null | undefined) => Number(value ?? 0);

/** The final amounts of a vendor's bills issued before a day. */
export function billedBeforeQuery(db: Database, vendorId: string, before: string) {
  return db
    .selectFrom('bills')
    .select((eb) => eb.fn.sum<number | string | null>('final_paise').as('paise'))
    .where('vendor_id', '=', vendorId)
    .where('local_date', '<', before);
}

/** What was paid (payments less reversals) on a vendor's bills before a day. */
function paidBeforeQuery(db: Database, vendorId: string, before: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select((eb) => eb.fn.sum<number | string | null>(netPaid(eb)).as('paise'))
    .where('bills.vendor_id', '=', vendorId)
    .where('payments.date', '<', before);
}

/** What a vendor was owed before `before`: bills issued, less payments, plus their reversals, in paise. */
export async function ledgerOpeningPaise(db: Database, vendorId: string, before: string): Promise<number> {
  const billed = await billedBeforeQuery(db, vendorId, before).executeTakeFirst();
  const paid = await paidBeforeQuery(db, vendorId, before).executeTakeFirst();
  return sumOf(billed?.paise) - sumOf(paid?.paise);
}

/** A vendor's bills issued in a range of days, by bill date (each at its current final amount). */
export function ledgerBillsQuery(db: Database, vendorId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('bills')
    .select(['id', 'seq', 'local_date', 'final_paise'])
    .where('vendor_id', '=', vendorId)
    .where('local_date', '>=', startDate)
    .where('local_date', '<=', endDate);
}

/** The payments and reversals against a vendor's bills made in a range of days. */
export function ledgerPaymentsQuery(db: Database, vendorId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('payments')
    .innerJoin('bills', 'bills.id', 'payments.bill_id')
    .select(['payments.id', 'payments.bill_id', 'payments.date', 'payments.amount_paise', 'payments.reverses'])
    .where('bills.vendor_id', '=', vendorId)
    .where('payments.date', '>=', startDate)
    .where('payments.date', '<=', endDate);
}

/**
 * Every bill's final amount and what is paid on it, added up per vendor and ageing bucket of its bill date: one row
 * per vendor and bucket that has bills.
 */
export function outstandingQuery(db: Database, bounds: ReturnType<typeof ageingBounds>) {
  const paid = db
    .selectFrom('payments')
    .select((eb) => ['payments.bill_id', eb.fn.sum<number | string>(netPaid(eb)).as('paise')])
    .groupBy('payments.bill_id')
    .as('paid');
  const billsAged = db
    .selectFrom('bills')
    .innerJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .leftJoin(paid, 'paid.bill_id', 'bills.id')
    .select((eb) => [
      'vendors.company_name as vendor',
      'bills.final_paise',
      eb.fn.coalesce('paid.paise', eb.lit(0)).as('paid_paise'),
      eb
        .case()
        .when('bills.local_date', '>=', bounds.d0_30)
        .then(eb.val<AgeingBucket>('d0_30'))
        .when('bills.local_date', '>=', bounds.d31_60)
        .then(eb.val<AgeingBucket>('d31_60'))
        .when('bills.local_date', '>=', bounds.d61_90)
        .then(eb.val<AgeingBucket>('d61_90'))
        .else(eb.val<AgeingBucket>('over90'))
        .end()
        .as('bucket'),
    ])
    .as('aged');
  return db
    .selectFrom(billsAged)
    .select((eb) => [
      'aged.vendor',
      'aged.bucket',
      eb.fn.sum<number | string>('aged.final_paise').as('billed_paise'),
      eb.fn.sum<number | string>('aged.paid_paise').as('paid_paise'),
    ])
    .groupBy(['aged.vendor', 'aged.bucket']);
}

export async function outstandingGroups(db: Database, bounds: ReturnType<typeof ageingBounds>) {
  const rows = await outstandingQuery(db, bounds).execute();
  return rows.map((row) => ({
    vendor: row.vendor,
    bucket: row.bucket,
    billedPaise: sumOf(row.billed_paise),
    paidPaise: sumOf(row.paid_paise),
  }));
}

/** Every trip of the bills dated in a range of days, with its bill and vendor: what the TDS register adds up. */
export function tdsTripsQuery(db: Database, startDate: string, endDate: string) {
  return db
    .selectFrom('bills')
    .innerJoin('trips', 'trips.bill_id', 'bills.id')
    .innerJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .select([
      'vendors.company_name as vendor',
      'vendors.pan',
      'bills.id as bill_id',
      'bills.seq as bill_seq',
      'bills.local_date as bill_date',
      'trips.freight_paise',
      'trips.tds_rate_bps',
    ])
    .where('bills.local_date', '>=', startDate)
    .where('bills.local_date', '<=', endDate);
}
