import type { Database } from '../db/database.ts';

/**
 * The LR of number `seq` in financial year `fy`, or, without a year, in the latest year that has one (the top bar's
 * "LR123"); with its trip's owner and day, for who may open it. Cancelled LRs keep their number and are found too.
 */
export function findLrByNumber(db: Database, fy: string | null, seq: number) {
  return db
    .selectFrom('lorry_receipts')
    .innerJoin('trips', 'trips.id', 'lorry_receipts.trip_id')
    .select(['lorry_receipts.lr_no', 'lorry_receipts.trip_id', 'trips.username', 'trips.local_date'])
    .where('lorry_receipts.seq', '=', seq)
    .$if(fy !== null, (qb) => qb.where('lorry_receipts.fy', '=', fy ?? ''))
    .orderBy('lorry_receipts.fy', 'desc')
    .limit(1)
    .executeTakeFirst();
}
