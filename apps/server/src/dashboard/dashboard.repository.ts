import type { Database } from '../db/database.ts';

/** The trips of an office day: how many, and how many are still Open (entered, not yet acknowledged). */
export async function tripsOfDay(db: Database, day: string): Promise<{ count: number; open: number }> {
  const row = await db
    .selectFrom('trips')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('count'),
      eb.fn.count<number | string>(eb.case().when('trips.status', '=', 'Open').then(1).end()).as('open'),
    ])
    .where('trips.local_date', '=', day)
    .executeTakeFirst();
  return { count: Number(row?.count ?? 0), open: Number(row?.open ?? 0) };
}
