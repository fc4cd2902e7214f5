import type { AgeingBucket, ageingBounds } from '@freightdesk/domain';
import type { ExpressionBuilder } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB } from '../db/schema.ts';
import { netAllocatedPaise } from '../payments/payment.repository.ts';

/** A payment counts against what is owed, its reversal gives it back: each row's own amount. */
const netPaid = (eb: ExpressionBuilder<DB, 'payments'>) =>
  eb
    .case()
    .when('payments.reverses', 'is', null)
    .then(eb.ref('payments.amount_paise'))
    .else(eb.neg(eb.ref('payments.amount_paise')))
    .end();

/** A sum as a number: PostgreSQL answers sums of bigint as numeric text, both engines null over no rows. */
const sumOf = (value: number | string | null | undefined) => Number(value ?? 0);

/** What a vendor's bill entries (issues, revisions' differences, cancellations) dated before a day add up to. */
export function billedBeforeQuery(db: Database, vendorId: string, before: string) {
  return (
    db
      .selectFrom('bill_entries')
      .innerJoin('bills', 'bills.id', 'bill_entries.bill_id')
      .select((eb) => eb.fn.sum<number | string | null>('bill_entries.amount_paise').as('paise'))
      .where('bills.vendor_id', '=', vendorId)
      // A bill's entries are dated on or after its own day: this bound lets the vendor's bills be read by day.
      .where('bills.local_date', '<', before)
      .where('bill_entries.local_date', '<', before)
  );
}

/** What was paid to a vendor (payments less reversals) before a day. */
function paidBeforeQuery(db: Database, vendorId: string, before: string) {
  return db
    .selectFrom('payments')
    .select((eb) => eb.fn.sum<number | string | null>(netPaid(eb)).as('paise'))
    .where('payments.vendor_id', '=', vendorId)
    .where('payments.date', '<', before);
}

/** What a vendor was owed before `before`: its bill entries, less payments, plus their reversals, in paise. */
export async function ledgerOpeningPaise(db: Database, vendorId: string, before: string): Promise<number> {
  const billed = await billedBeforeQuery(db, vendorId, before).executeTakeFirst();
  const paid = await paidBeforeQuery(db, vendorId, before).executeTakeFirst();
  return sumOf(billed?.paise) - sumOf(paid?.paise);
}

/** A vendor's bill entries dated in a range of days: each bill's issue, revisions' differences and cancellation. */
export function ledgerEntriesQuery(db: Database, vendorId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('bill_entries')
    .innerJoin('bills', 'bills.id', 'bill_entries.bill_id')
    .select([
      'bill_entries.bill_id',
      'bills.seq',
      'bill_entries.entry',
      'bill_entries.kind',
      'bill_entries.local_date',
      'bill_entries.amount_paise',
    ])
    .where('bills.vendor_id', '=', vendorId)
    .where('bills.local_date', '<=', endDate)
    .where('bill_entries.local_date', '>=', startDate)
    .where('bill_entries.local_date', '<=', endDate);
}

/** A vendor's payments and reversals made in a range of days, a row per bill each puts money against. */
export function ledgerPaymentsQuery(db: Database, vendorId: string, startDate: string, endDate: string) {
  return db
    .selectFrom('payments')
    .innerJoin('payment_allocations', 'payment_allocations.payment_id', 'payments.id')
    .innerJoin('bills', 'bills.id', 'payment_allocations.bill_id')
    .select([
      'payments.id',
      'payments.date',
      'payments.amount_paise',
      'payments.reverses',
      'payments.mode',
      'payments.reference',
      'payment_allocations.bill_id',
    ])
    .where('payments.vendor_id', '=', vendorId)
    .where('payments.date', '>=', startDate)
    .where('payments.date', '<=', endDate)
    .orderBy('payments.id')
    .orderBy('bills.seq');
}

/**
 * As of a day, every bill dated up to it and not cancelled by then: what its entries up to that day add up to and
 * what was paid on it up to that day, added up per vendor and ageing bucket of its bill date (counted to that day).
 * One row per vendor and bucket that has such bills.
 */
export function outstandingQuery(db: Database, asOf: string, bounds: ReturnType<typeof ageingBounds>) {
  const billed = db
    .selectFrom('bill_entries')
    .select((eb) => ['bill_entries.bill_id', eb.fn.sum<number | string>('bill_entries.amount_paise').as('paise')])
    .where('bill_entries.local_date', '<=', asOf)
    .groupBy('bill_entries.bill_id')
    .as('billed');
  const paid = db
    .selectFrom('payment_allocations')
    .innerJoin('payments', 'payments.id', 'payment_allocations.payment_id')
    .select((eb) => ['payment_allocations.bill_id', eb.fn.sum<number | string>(netAllocatedPaise(eb)).as('paise')])
    .where('payments.date', '<=', asOf)
    .groupBy('payment_allocations.bill_id')
    .as('paid');
  const billsAged = db
    .selectFrom('bills')
    .innerJoin('vendors', 'vendors.id', 'bills.vendor_id')
    .innerJoin(billed, 'billed.bill_id', 'bills.id')
    .leftJoin(paid, 'paid.bill_id', 'bills.id')
    .select((eb) => [
      'vendors.company_name as vendor',
      'billed.paise as billed_paise',
      eb.fn.coalesce('paid.paise', eb.lit(0)).as('paid_paise'),
      // ageingBucket (domain) in SQL: the first bucket whose oldest day the bill is not before.
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
    .where('bills.local_date', '<=', asOf)
    // A bill cancelled by then counts nothing, not even a row of zeros.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('bill_entries as cancellation')
            .select('cancellation.bill_id')
            .whereRef('cancellation.bill_id', '=', 'bills.id')
            .where('cancellation.kind', '=', 'cancellation')
            .where('cancellation.local_date', '<=', asOf),
        ),
      ),
    )
    .as('aged');
  return db
    .selectFrom(billsAged)
    .select((eb) => [
      'aged.vendor',
      'aged.bucket',
      eb.fn.sum<number | string>('aged.billed_paise').as('billed_paise'),
      eb.fn.sum<number | string>('aged.paid_paise').as('paid_paise'),
    ])
    .groupBy(['aged.vendor', 'aged.bucket']);
}

export async function outstandingGroups(db: Database, asOf: string, bounds: ReturnType<typeof ageingBounds>) {
  const rows = await outstandingQuery(db, asOf, bounds).execute();
  return rows.map((row) => ({
    vendor: row.vendor,
    bucket: row.bucket,
    billedPaise: sumOf(row.billed_paise),
    paidPaise: sumOf(row.paid_paise),
  }));
}

/**
 * The bill entries dated in a range of days, with their bill, vendor and the frozen revisions each compares: its own
 * (none for a cancellation) and the one before it (none for an issue; the last one for a cancellation, whose entry
 * number is one past it). What the TDS register adds up.
 */
export function tdsEntriesQuery(db: Database, startDate: string, endDate: string) {
  return db
    .selectFrom('bill_entries')
    .innerJoin('bills', 'bills.id', 'bill_entries.bill_id')
    .leftJoin('bill_revisions as own', (join) =>
      join.onRef('own.bill_id', '=', 'bill_entries.bill_id').onRef('own.revision', '=', 'bill_entries.revision'),
    )
    .leftJoin('bill_revisions as before', (join) =>
      join
        .onRef('before.bill_id', '=', 'bill_entries.bill_id')
        .on((eb) => eb('before.revision', '=', eb('bill_entries.entry', '-', 1)))
        .on('bill_entries.kind', '!=', 'bill'),
    )
    .select([
      // The vendor as it was on the bill's day (issue 31), so a later change does not relabel old quarters.
      'bills.vendor_id',
      'bills.vendor_name as vendor',
      'bills.vendor_pan as pan',
      'bill_entries.bill_id',
      'bills.seq as bill_seq',
      'bill_entries.entry',
      'bill_entries.kind',
      'bill_entries.revision',
      'bill_entries.local_date',
      'own.snapshot',
      'before.snapshot as previous_snapshot',
    ])
    .where('bill_entries.local_date', '>=', startDate)
    .where('bill_entries.local_date', '<=', endDate);
}

/** The vendor whose bills name it so (the name of their day, issue 31), ignoring case; undefined when none does. */
export async function findVendorIdByBilledName(db: Database, name: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('bills')
    .select('vendor_id')
    .where((eb) => eb(eb.fn('lower', ['vendor_name']), '=', name.trim().toLowerCase()))
    .executeTakeFirst();
  return row?.vendor_id;
}
