import type { Insertable, Updateable } from 'kysely';
import type { Database } from '../db/database.ts';
import type { FreightRateTable } from '../db/schema.ts';

export function listFreightRates(db: Database) {
  return db.selectFrom('freight_rates').selectAll().orderBy('from_place').orderBy('to_place').execute();
}

export function findFreightRate(db: Database, id: string) {
  return db.selectFrom('freight_rates').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findFreightRateByRoute(db: Database, from: string, to: string) {
  return db
    .selectFrom('freight_rates')
    .selectAll()
    .where('from_place', '=', from)
    .where('to_place', '=', to)
    .executeTakeFirst();
}

export async function insertFreightRate(db: Database, rate: Insertable<FreightRateTable>): Promise<void> {
  await db.insertInto('freight_rates').values(rate).execute();
}

export async function updateFreightRate(db: Database, id: string, changes: Updateable<FreightRateTable>) {
  await db.updateTable('freight_rates').set(changes).where('id', '=', id).execute();
}

export async function deleteFreightRate(db: Database, id: string): Promise<void> {
  await db.deleteFrom('freight_rates').where('id', '=', id).execute();
}

export async function placeExists(db: Database, end: 'from_place' | 'to_place', place: string): Promise<boolean> {
  const row = await db.selectFrom('freight_rates').select('id').where(end, '=', place).executeTakeFirst();
  return row !== undefined;
}
