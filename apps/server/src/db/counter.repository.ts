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
