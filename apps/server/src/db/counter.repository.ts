import type { Database } from './database.ts';
import type { CounterTable } from './schema.ts';

/** The next number of a counter, inside the caller's transaction: a concurrent creator waits for this one. */
export async function nextNumber(db: Database, name: CounterTable['name']): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', 1) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value;
}

/**
 * The next number of a series that starts on first use (one per financial year: `lr:<fy>`, `inv:<fy>`, `cn:<fy>`):
 * its counter row is made when missing, then numbered as `nextNumber`, inside the caller's transaction.
 */
export async function nextInSeries(trx: Database, name: CounterTable['name']): Promise<number> {
  await trx
    .insertInto('counters')
    .values({ name, value: 0 })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  return nextNumber(trx, name);
}
