import { randomUUID } from 'node:crypto';
import { LOGIN_FAILURE_WINDOW_MS } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';

const windowStart = () => new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString();

/** Failures are rows in the database, so the limit holds across server nodes. */
export async function recordLoginFailure(db: Database, usernameKey: string, address: string): Promise<void> {
  await db.deleteFrom('login_failures').where('failed_at', '<', windowStart()).execute();
  await db
    .insertInto('login_failures')
    .values({ id: randomUUID(), username_key: usernameKey, address, failed_at: new Date().toISOString() })
    .execute();
}

export async function countRecentFailures(
  db: Database,
  by: { usernameKey: string } | { address: string },
): Promise<number> {
  let query = db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('failed_at', '>=', windowStart());
  query =
    'usernameKey' in by ? query.where('username_key', '=', by.usernameKey) : query.where('address', '=', by.address);
  const row = await query.executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function clearLoginFailures(db: Database, usernameKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username_key', '=', usernameKey).execute();
}
