import type { Database } from '../db/database.ts';

/**
 * Counts one request in the fixed window that `now` falls in and returns the window's count so far.
 * One upsert, atomic on both engines, so concurrent requests on several nodes are all counted.
 */
export async function countRequest(
  db: Database,
  { name, subject, windowStart }: { name: string; subject: string; windowStart: string },
): Promise<number> {
  const row = await db
    .insertInto('rate_limits')
    .values({ name, subject, window_start: windowStart, hits: 1 })
    .onConflict((oc) =>
      oc.columns(['name', 'subject', 'window_start']).doUpdateSet((eb) => ({ hits: eb('rate_limits.hits', '+', 1) })),
    )
    .returning('hits')
    .executeTakeFirstOrThrow();
  return Number(row.hits);
}

/** Drops windows that ended before `before`. */
export async function deleteRateLimitWindows(db: Database, before: string): Promise<void> {
  await db.deleteFrom('rate_limits').where('window_start', '<', before).execute();
}
