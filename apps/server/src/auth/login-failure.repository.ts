import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';

/** One sign-in attempt: its row counts as a failure from before its password is checked until it is forgotten. */
export interface LoginAttempt {
  id: string;
  usernameKey: string;
  address: string;
  at: number;
}

/**
 * Records an attempt before its password is checked, so N parallel guesses count as N before any hash finishes.
 * Rows older than `forgetBefore` go at the same time. Rows live in the database, so the count holds across nodes.
 */
export async function startAttempt(
  db: Database,
  usernameKey: string,
  address: string,
  forgetBefore: string,
): Promise<LoginAttempt> {
  const attempt = { id: randomUUID(), usernameKey, address, at: Date.now() };
  await db.deleteFrom('login_failures').where('failed_at', '<', forgetBefore).execute();
  await db
    .insertInto('login_failures')
    .values({ id: attempt.id, username_key: usernameKey, address, failed_at: new Date(attempt.at).toISOString() })
    .execute();
  return attempt;
}

/** Forgets an attempt that was refused before its password was checked, or that succeeded. */
export async function forgetAttempt(db: Database, attempt: LoginAttempt): Promise<void> {
  await db.deleteFrom('login_failures').where('id', '=', attempt.id).execute();
}

/** The times of attempts since `since`, oldest first: by username, by address (or from any other), or by both. */
export async function attemptTimes(
  db: Database,
  by: { usernameKey?: string; address?: string; otherThanAddress?: string },
  since: string,
): Promise<number[]> {
  let query = db.selectFrom('login_failures').select('failed_at').where('failed_at', '>=', since);
  if (by.usernameKey !== undefined) query = query.where('username_key', '=', by.usernameKey);
  if (by.address !== undefined) query = query.where('address', '=', by.address);
  if (by.otherThanAddress !== undefined) query = query.where('address', '<>', by.otherThanAddress);
  const rows = await query.orderBy('failed_at').execute();
  return rows.map((row) => Date.parse(row.failed_at));
}

/** After a right password: the failures of this username from this address are forgiven. */
export async function clearPairFailures(db: Database, usernameKey: string, address: string): Promise<void> {
  await db
    .deleteFrom('login_failures')
    .where('username_key', '=', usernameKey)
    .where('address', '=', address)
    .execute();
}

/** An admin's new one-time password lifts every lock and slowdown on the username. */
export async function clearUsernameFailures(db: Database, usernameKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('username_key', '=', usernameKey).execute();
}
