import type { TripAttachment, TripCursor } from '@freightdesk/domain';
import { type ExpressionBuilder, type Insertable, type SelectQueryBuilder, type Updateable, sql } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB, TripTable } from '../db/schema.ts';
import { storedNumber, storedStatus } from '../db/stored-values.ts';

/** What the screens filter trips by; dates are the office's calendar days (YYYY-MM-DD). */
export interface TripFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  vendor?: string | undefined;
  truckNumber?: string | undefined;
  /** Billing: Acknowledged trips not yet in a bill. */
  billable?: boolean;
  /** Revise Bill by dates alone: the trips of any bill. */
  billed?: boolean;
  billId?: string | undefined;
  tripIds?: string[] | undefined;
}

function filtered<O>(query: SelectQueryBuilder<DB, 'trips' | 'vendors', O>, filter: TripFilter) {
  const { startDate, endDate, vendor, truckNumber, billId, tripIds } = filter;
  let trips = query;
  if (startDate) trips = trips.where('trips.local_date', '>=', startDate);
  if (endDate) trips = trips.where('trips.local_date', '<=', endDate);
  if (vendor) trips = trips.where('vendors.company_name_key', '=', vendor.trim().toLowerCase());
  if (truckNumber) trips = trips.where('trips.truck_no', '=', truckNumber);
  if (filter.billable === true)
    trips = trips.where('trips.status', '=', 'Acknowledged').where('trips.bill_id', 'is', null);
  if (filter.billed === true) trips = trips.where('trips.bill_id', 'is not', null);
  if (billId !== undefined) trips = trips.where('trips.bill_id', '=', billId);
  if (tripIds !== undefined) {
    // No ids select no trip. PostgreSQL refuses an empty `in ()`; SQLite reads it as no row, so there (as in the
    // mutation run) these two mutants change nothing. trip.repository.test.ts on PostgreSQL kills them.
    // Stryker disable next-line EqualityOperator,ConditionalExpression: equivalent on SQLite, see above
    trips = tripIds.length > 0 ? trips.where('trips.id', 'in', tripIds) : trips.where(sql<boolean>`false`);
  }
  return trips;
}

const withVendor = (db: Database) => db.selectFrom('trips').innerJoin('vendors', 'vendors.id', 'trips.vendor_id');

export type TripRow = TripTable & { vendor_name: string };

/**
 * A trip as stored, made safe to compute with: every number finite (blank, or 0 where the column needs one) and the
 * status one the app knows. Every read of trips goes through it, so one bad row cannot break a list, a bill or an
 * export (migration 0013 lists such rows in data_issues).
 */
function readable<R extends TripRow>(row: R): R {
  return {
    ...row,
    status: storedStatus(row.status, row.bill_id),
    weight_kg: storedNumber(row.weight_kg),
    actual_weight_kg: storedNumber(row.actual_weight_kg),
    rate_paise: storedNumber(row.rate_paise) ?? 0,
    freight_paise: storedNumber(row.freight_paise) ?? 0,
    tds_rate_bps: storedNumber(row.tds_rate_bps) ?? 0,
    diesel_paise: storedNumber(row.diesel_paise),
    short_paise: storedNumber(row.short_paise),
    advance_paise: storedNumber(row.advance_paise),
    toll_paise: storedNumber(row.toll_paise),
    adblue_paise: storedNumber(row.adblue_paise),
    greasing_paise: storedNumber(row.greasing_paise),
  };
}

/** A trip with its standing lorry receipt's number and parties (issue 32); null when it has none. */
export type TripWithLrRow = TripRow & {
  lr_no: string | null;
  consignor_name: string | null;
  consignee_name: string | null;
};

/**
 * The trips of `query` with their standing LR (at most one: the partial unique index on trip_id leaves out only
 * cancelled ones) and its parties' names, in the same round trip; the order stays the query's.
 */
function withLr<O>(query: SelectQueryBuilder<DB, 'trips' | 'vendors', O>) {
  return query
    .leftJoin('lorry_receipts as lr', (join) =>
      join.onRef('lr.trip_id', '=', 'trips.id').on('lr.status', '<>', 'Cancelled'),
    )
    .leftJoin('customers as consignor', 'consignor.id', 'lr.consignor_id')
    .leftJoin('customers as consignee', 'consignee.id', 'lr.consignee_id')
    .select(['lr.lr_no', 'consignor.name as consignor_name', 'consignee.name as consignee_name']);
}

/** Lists on screen show the newest trip first; bills and exports keep the order the trips were entered in. */
export type TripOrder = 'entered' | 'newestFirst';

/** The trips of a filter by office day and trip number: Reports, Today's List, Billing, Revise Bill and bills. */
export function tripsQuery(db: Database, filter: TripFilter, order: TripOrder = 'entered') {
  const direction = order === 'newestFirst' ? 'desc' : 'asc';
  return filtered(withVendor(db).selectAll('trips').select('vendors.company_name as vendor_name'), filter)
    .orderBy('trips.local_date', direction)
    .orderBy('trips.seq', direction);
}

/**
 * The trips that come after `cursor` in `order`: a later (day, number) as entered, an earlier one newest first.
 * Written as "day >= cursor's day and (day > cursor's day or number > cursor's number)" (for entered order), so the
 * (…, local_date, seq) indexes start at the cursor's day instead of the filter's first day.
 */
function pastCursor(cursor: TripCursor, order: TripOrder) {
  const [sameDayOrBeyond, beyond] = order === 'entered' ? (['>=', '>'] as const) : (['<=', '<'] as const);
  return (eb: ExpressionBuilder<DB, 'trips' | 'vendors'>) =>
    eb.and([
      eb('trips.local_date', sameDayOrBeyond, cursor.date),
      eb.or([eb('trips.local_date', beyond, cursor.date), eb('trips.seq', beyond, cursor.seq)]),
    ]);
}

export async function listTrips(db: Database, filter: TripFilter, order: TripOrder = 'entered'): Promise<TripRow[]> {
  return (await tripsQuery(db, filter, order).execute()).map(readable);
}

/** Reports and Today's List: the trips of a filter with their LR (issue 32), in `order`. */
export async function listTripsWithLr(
  db: Database,
  filter: TripFilter,
  order: TripOrder = 'entered',
): Promise<TripWithLrRow[]> {
  return (await withLr(tripsQuery(db, filter, order)).execute()).map(readable);
}

/**
 * One page of a screen's list, newest first: at most `limit` trips entered before the cursor. A keyset, not an
 * offset, so each "Show more" costs the same however far down it is, and a deleted row shifts nothing.
 */
export async function newestTripsPage(
  db: Database,
  filter: TripFilter,
  before: TripCursor | null,
  limit: number,
): Promise<TripWithLrRow[]> {
  const newest = withLr(tripsQuery(db, filter, 'newestFirst'));
  const rows = await (before ? newest.where(pastCursor(before, 'newestFirst')) : newest).limit(limit).execute();
  return rows.map(readable);
}

export async function countTrips(db: Database, filter: TripFilter): Promise<number> {
  const row = await filtered(
    withVendor(db).select((eb) => eb.fn.countAll<number | string>().as('count')),
    filter,
  ).executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function findTrip(db: Database, id: string): Promise<TripRow | undefined> {
  const row = await withVendor(db)
    .selectAll('trips')
    .select('vendors.company_name as vendor_name')
    .where('trips.id', '=', id)
    .executeTakeFirst();
  return row && readable(row);
}

/** One trip as the screens open it, with its LR (issue 32). */
export async function findTripWithLr(db: Database, id: string): Promise<TripWithLrRow | undefined> {
  const row = await withLr(
    withVendor(db).selectAll('trips').select('vendors.company_name as vendor_name').where('trips.id', '=', id),
  ).executeTakeFirst();
  return row && readable(row);
}

export interface AttachmentRow {
  trip_id: string;
  field_name: TripAttachment;
  file_id: string;
  file_name: string;
}

/** The attachments of the trips a filter selects (or of one trip), with their original names. */
export function attachmentsQuery(db: Database, selection: TripFilter | { tripId: string }) {
  const query = db
    .selectFrom('trip_attachments')
    .innerJoin('files', 'files.id', 'trip_attachments.file_id')
    .select(['trip_attachments.trip_id', 'trip_attachments.field_name', 'trip_attachments.file_id', 'files.file_name']);
  if ('tripId' in selection) return query.where('trip_attachments.trip_id', '=', selection.tripId);
  return query.where('trip_attachments.trip_id', 'in', filtered(withVendor(db).select('trips.id'), selection));
}

export function listAttachments(db: Database, selection: TripFilter | { tripId: string }): Promise<AttachmentRow[]> {
  return attachmentsQuery(db, selection).execute();
}

export async function insertTrip(db: Database, trip: Insertable<TripTable>): Promise<void> {
  await db.insertInto('trips').values(trip).execute();
}

export async function updateTrip(db: Database, id: string, changes: Updateable<TripTable>): Promise<void> {
  await db.updateTable('trips').set(changes).where('id', '=', id).execute();
}

/**
 * Updates a trip only while it is on no bill, in one statement, so a bill issued between a request's check and its
 * write cannot be changed under it (on both engines). False when the trip is billed (or gone) by now.
 */
export async function updateUnbilledTrip(db: Database, id: string, changes: Updateable<TripTable>): Promise<boolean> {
  const result = await db
    .updateTable('trips')
    .set(changes)
    .where('id', '=', id)
    .where('status', '!=', 'Billed')
    .where('bill_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a trip only while it is on no bill; false when it is billed (or gone) by now. */
export async function deleteUnbilledTrip(db: Database, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('trips')
    .where('id', '=', id)
    .where('status', '!=', 'Billed')
    .where('bill_id', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setAttachment(db: Database, tripId: string, field: TripAttachment, fileId: string) {
  await db.deleteFrom('trip_attachments').where('trip_id', '=', tripId).where('field_name', '=', field).execute();
  await db.insertInto('trip_attachments').values({ trip_id: tripId, field_name: field, file_id: fileId }).execute();
}

/**
 * One page of an export: the trips after the cursor in (local_date, seq) order, or its reverse newest first, with
 * their LR (issue 32).
 */
export function tripPageQuery(
  db: Database,
  filter: TripFilter,
  cursor: TripCursor | null,
  pageSize: number,
  order: TripOrder = 'entered',
) {
  const trips = tripsQuery(db, filter, order);
  return withLr(cursor ? trips.where(pastCursor(cursor, order)) : trips).limit(pageSize);
}

/**
 * Trips of a filter in pages (keyset on date and number), so an export of a year never sits in memory at once; newest
 * first for a file that follows its screen.
 */
export async function* tripPages(
  db: Database,
  filter: TripFilter,
  { pageSize = 2000, order = 'entered' }: { pageSize?: number; order?: TripOrder } = {},
): AsyncGenerator<TripWithLrRow[]> {
  let after: TripCursor | null = null;
  for (;;) {
    const page: TripWithLrRow[] = (await tripPageQuery(db, filter, after, pageSize, order).execute()).map(readable);
    const last = page.at(-1);
    if (last === undefined) return;
    yield page;
    // Stryker disable next-line ConditionalExpression: equivalent (false): the next page is then empty and ends the
    // same way; this saves that query
    if (page.length < pageSize) return;
    after = { date: last.local_date, seq: last.seq };
  }
}
