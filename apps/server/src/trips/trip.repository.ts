import type { TripAttachment } from '@freightdesk/domain';
import type { Insertable, SelectQueryBuilder, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { DB, TripTable } from '../db/schema.ts';

/** What the screens filter trips by; dates are the office's calendar days (YYYY-MM-DD). */
export interface TripFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  vendor?: string | undefined;
  truckNumber?: string | undefined;
  /** Billing: Acknowledged trips not yet in a bill. */
  billable?: boolean;
  billId?: string | undefined;
  tripIds?: string[] | undefined;
}

function filtered<O>(query: SelectQueryBuilder<DB, 'trips' | 'vendors', O>, filter: TripFilter) {
  return query
    .$if(Boolean(filter.startDate), (qb) => qb.where('trips.local_date', '>=', filter.startDate ?? ''))
    .$if(Boolean(filter.endDate), (qb) => qb.where('trips.local_date', '<=', filter.endDate ?? ''))
    .$if(Boolean(filter.vendor), (qb) =>
      qb.where('vendors.company_name_key', '=', (filter.vendor ?? '').trim().toLowerCase()),
    )
    .$if(Boolean(filter.truckNumber), (qb) => qb.where('trips.truck_no', '=', filter.truckNumber ?? ''))
    .$if(filter.billable === true, (qb) =>
      qb.where('trips.status', '=', 'Acknowledged').where('trips.bill_id', 'is', null),
    )
    .$if(filter.billId !== undefined, (qb) => qb.where('trips.bill_id', '=', filter.billId ?? ''))
    .$if(filter.tripIds !== undefined, (qb) =>
      qb.where('trips.id', 'in', filter.tripIds?.length ? filter.tripIds : ['']),
    );
}

const withVendor = (db: Database) => db.selectFrom('trips').innerJoin('vendors', 'vendors.id', 'trips.vendor_id');

export type TripRow = TripTable & { vendor_name: string };

/** The trips of a filter in date and number order: Reports, Today's List, Billing, Revise Bill and bills. */
export function tripsQuery(db: Database, filter: TripFilter) {
  return filtered(withVendor(db).selectAll('trips').select('vendors.company_name as vendor_name'), filter)
    .orderBy('trips.local_date')
    .orderBy('trips.seq');
}

export function listTrips(db: Database, filter: TripFilter): Promise<TripRow[]> {
  return tripsQuery(db, filter).execute();
}

export function findTrip(db: Database, id: string): Promise<TripRow | undefined> {
  return withVendor(db)
    .selectAll('trips')
    .select('vendors.company_name as vendor_name')
    .where('trips.id', '=', id)
    .executeTakeFirst();
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

export async function deleteTrip(db: Database, id: string): Promise<void> {
  await db.deleteFrom('trips').where('id', '=', id).execute();
}

export async function setAttachment(db: Database, tripId: string, field: TripAttachment, fileId: string) {
  await db.deleteFrom('trip_attachments').where('trip_id', '=', tripId).where('field_name', '=', field).execute();
  await db.insertInto('trip_attachments').values({ trip_id: tripId, field_name: field, file_id: fileId }).execute();
}

export interface PageCursor {
  date: string;
  seq: number;
}

/**
 * One page of an export: the trips after the cursor in (local_date, seq) order. The plain `local_date >=` bound
 * lets the (…, local_date, seq) indexes start at the cursor's day instead of the filter's first day.
 */
export function tripPageQuery(db: Database, filter: TripFilter, cursor: PageCursor | null, pageSize: number) {
  return filtered(withVendor(db).selectAll('trips').select('vendors.company_name as vendor_name'), filter)
    .$if(cursor !== null, (qb) =>
      qb
        .where('trips.local_date', '>=', cursor?.date ?? '')
        .where((eb) =>
          eb.or([
            eb('trips.local_date', '>', cursor?.date ?? ''),
            eb.and([eb('trips.local_date', '=', cursor?.date ?? ''), eb('trips.seq', '>', cursor?.seq ?? 0)]),
          ]),
        ),
    )
    .orderBy('trips.local_date')
    .orderBy('trips.seq')
    .limit(pageSize);
}

/** Trips of a filter in pages (keyset on date and number), so an export of a year never sits in memory at once. */
export async function* tripPages(db: Database, filter: TripFilter, pageSize = 2000): AsyncGenerator<TripRow[]> {
  let after: PageCursor | null = null;
  for (;;) {
    const page: TripRow[] = await tripPageQuery(db, filter, after, pageSize).execute();
    if (page.length > 0) yield page;
    const last = page.at(-1);
    if (!last || page.length < pageSize) return;
    after = { date: last.local_date, seq: last.seq };
  }
}
