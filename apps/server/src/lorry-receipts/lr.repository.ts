import { LR_EDITABLE_STATUSES, type LrStatus } from '@freightdesk/domain';
import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { LorryReceiptTable } from '../db/schema.ts';

/** The trip's standing lorry receipt (every status but Cancelled), or undefined. */
export function lrOfTrip(db: Database, tripId: string) {
  return db
    .selectFrom('lorry_receipts')
    .selectAll()
    .where('trip_id', '=', tripId)
    .where('status', '<>', 'Cancelled')
    .executeTakeFirst();
}

/** The number of the trip's latest lorry receipt, cancelled ones included: a trip that had one is never deleted. */
export async function lastLrNoOfTrip(db: Database, tripId: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('lorry_receipts')
    .select('lr_no')
    .where('trip_id', '=', tripId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.lr_no;
}

/** Records delivery on the trip's standing LR when it is Booked or In transit; the number of LRs changed (0 or 1). */
export async function markDelivered(
  trx: Database,
  tripId: string,
  receivedBy: string,
  deliveredOn: string,
): Promise<number> {
  const result = await trx
    .updateTable('lorry_receipts')
    .set({
      status: 'Delivered',
      received_by: receivedBy,
      delivered_on: deliveredOn,
      updated_at: new Date().toISOString(),
    })
    .where('trip_id', '=', tripId)
    .where('status', 'in', ['Booked', 'In transit'])
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** An LR with what its answer and its PDF print of the trip, and its parties' names. */
function lrViews(db: Database) {
  return db
    .selectFrom('lorry_receipts')
    .innerJoin('trips', 'trips.id', 'lorry_receipts.trip_id')
    .innerJoin('customers as consignor', 'consignor.id', 'lorry_receipts.consignor_id')
    .innerJoin('customers as consignee', 'consignee.id', 'lorry_receipts.consignee_id')
    .selectAll('lorry_receipts')
    .select([
      'trips.local_date as trip_date',
      'trips.username as trip_username',
      'trips.truck_no',
      'trips.driver_name',
      'trips.destination_from',
      'trips.destination_to',
      'trips.weight_kg',
      'consignor.name as consignor_name',
      'consignee.name as consignee_name',
    ]);
}

export type LrView = Awaited<ReturnType<typeof findLr>> & {};

export function findLr(db: Database, lrNo: string) {
  return lrViews(db).where('lorry_receipts.lr_no', '=', lrNo).executeTakeFirst();
}

/** The LRs of these numbers (an invoice's), in no particular order; numbers that name none are left out. */
export function findLrs(db: Database, lrNos: readonly string[]) {
  return lrViews(db)
    .where('lorry_receipts.lr_no', 'in', [...lrNos])
    .execute();
}

export interface LrFilter {
  startDate?: string | undefined;
  endDate?: string | undefined;
  status?: LrStatus | undefined;
}

/** LRs by their day (both days or neither) and status, newest first. */
export function listLrs(db: Database, { startDate, endDate, status }: LrFilter) {
  return lrViews(db)
    .$if(startDate !== undefined, (qb) => qb.where('lorry_receipts.lr_date', '>=', startDate ?? ''))
    .$if(endDate !== undefined, (qb) => qb.where('lorry_receipts.lr_date', '<=', endDate ?? ''))
    .$if(status !== undefined, (qb) => qb.where('lorry_receipts.status', '=', status ?? 'Booked'))
    .orderBy('lorry_receipts.lr_date', 'desc')
    .orderBy('lorry_receipts.seq', 'desc')
    .execute();
}

export async function insertLr(trx: Database, lr: Insertable<LorryReceiptTable>): Promise<void> {
  await trx.insertInto('lorry_receipts').values(lr).execute();
}

/** Changes an LR only while it is still editable, in one statement; false when it is invoiced or cancelled by now. */
export async function updateEditableLr(
  trx: Database,
  lrNo: string,
  changes: Updateable<LorryReceiptTable>,
): Promise<boolean> {
  const result = await trx
    .updateTable('lorry_receipts')
    .set(changes)
    .where('lr_no', '=', lrNo)
    .where('status', 'in', [...LR_EDITABLE_STATUSES])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * The first print: records when, and moves the LR from the status it was read in (`from`) to `to`. Later prints, and
 * an LR whose status changed meanwhile, change nothing.
 */
export async function markPrinted(
  trx: Database,
  lrNo: string,
  change: { from: LrStatus; to: LrStatus },
  at: string,
): Promise<void> {
  await trx
    .updateTable('lorry_receipts')
    .set({ printed_at: at, status: change.to, updated_at: at })
    .where('lr_no', '=', lrNo)
    .where('status', '=', change.from)
    .where('printed_at', 'is', null)
    .execute();
}

/** LRs not cancelled, of trips still Open, whose e-way bill runs out by `until` (UTC ISO), soonest first. */
export function ewayBillsDueBy(db: Database, until: string) {
  return db
    .selectFrom('lorry_receipts')
    .innerJoin('trips', 'trips.id', 'lorry_receipts.trip_id')
    .select([
      'lorry_receipts.lr_no',
      'lorry_receipts.trip_id',
      'trips.truck_no',
      'lorry_receipts.eway_bill_no',
      'lorry_receipts.eway_valid_until',
    ])
    .where('lorry_receipts.status', '<>', 'Cancelled')
    .where('trips.status', '=', 'Open')
    .where('lorry_receipts.eway_valid_until', 'is not', null)
    .where('lorry_receipts.eway_valid_until', '<=', until)
    .$narrowType<{ eway_valid_until: string }>()
    .orderBy('lorry_receipts.eway_valid_until')
    .orderBy('lorry_receipts.lr_no')
    .execute();
}
