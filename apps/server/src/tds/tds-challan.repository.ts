import type { Insertable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { TdsChallanTable } from '../db/schema.ts';

export async function insertChallan(db: Database, row: Insertable<TdsChallanTable>): Promise<void> {
  await db.insertInto('tds_challans').values(row).execute();
}

/** A quarter's challans, oldest first. */
export function listChallans(db: Database, fy: string, quarter: string) {
  return db
    .selectFrom('tds_challans')
    .selectAll()
    .where('fy', '=', fy)
    .where('quarter', '=', quarter)
    .orderBy('date')
    .orderBy('serial')
    .execute();
}
