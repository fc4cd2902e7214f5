import { hash, randomBytes } from 'node:crypto';
import { SESSION_IDLE_TIMEOUT_MS, SESSION_TOUCH_INTERVAL_MS, SESSION_TTL_MS } from '@freightdesk/domain';
import type { InferResult } from 'kysely';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';

/** What the database keeps of a session token (and what names its socket room). */
export const tokenHash = (token: string) => hash('sha256', token, 'base64url');
const ago = (ms: number, now: Date) => new Date(now.getTime() - ms).toISOString();

/** Stores a new session and returns the token for the cookie; only its hash is kept. */
export async function createSession(db: Database, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb('expires_at', '<=', now.toISOString()),
        eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<=', ago(SESSION_IDLE_TIMEOUT_MS, now)),
      ]),
    )
    .execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: tokenHash(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      last_seen_at: now.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** Stand-ins for the values of the session lookup, replaced in its compiled parameters on each request. */
const SLOT = { tokenHash: '\u0000token', now: '\u0000now', idleSince: '\u0000idle' } as const;

const buildLookup = (db: Database) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => [
      'users.id',
      'users.username',
      'users.profile',
      eb.fn.coalesce('sessions.last_seen_at', 'sessions.created_at').as('last_seen_at'),
    ])
    .where('sessions.token_hash', '=', SLOT.tokenHash)
    .where('sessions.expires_at', '>', SLOT.now)
    .where((eb) => eb(eb.fn.coalesce('sessions.last_seen_at', 'sessions.created_at'), '>', SLOT.idleSince))
    .where('users.status', '=', 'active')
    .compile();

const lookups = new WeakMap<Database, ReturnType<typeof buildLookup>>();

/**
 * The signed-in user behind a token, or null: the session must be within its absolute lifetime (a day), used within
 * the idle timeout (2 hours), and its user active. Refreshes the last-seen time at most once a minute.
 *
 * Every request runs it, so the query is compiled once per database and only its values change.
 */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const now = new Date();
  const hashed = tokenHash(token);
  let lookup = lookups.get(db);
  // Stryker disable next-line ConditionalExpression: equivalent, compiling again gives the same query; this saves work
  if (!lookup) {
    lookup = buildLookup(db);
    lookups.set(db, lookup);
  }
  const values: Record<string, string> = {
    [SLOT.tokenHash]: hashed,
    [SLOT.now]: now.toISOString(),
    [SLOT.idleSince]: ago(SESSION_IDLE_TIMEOUT_MS, now),
  };
  const parameters = lookup.parameters.map((p) => (typeof p === 'string' ? (values[p] ?? p) : p));
  const { rows } = await db.executeQuery<InferResult<typeof lookup>[number]>({ ...lookup, parameters });
  const row = rows[0];
  if (!row) return null;
  const touchBefore = ago(SESSION_TOUCH_INTERVAL_MS, now);
  // Stryker disable next-line ConditionalExpression,EqualityOperator: equivalent, the UPDATE repeats this condition
  if (row.last_seen_at <= touchBefore) {
    // Conditional, so concurrent requests (or nodes) write it once.
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('token_hash', '=', hashed)
      .where((eb) => eb(eb.fn.coalesce('last_seen_at', 'created_at'), '<=', touchBefore))
      .execute();
  }
  return { id: row.id, username: row.username, profile: row.profile };
}

/**
 * For the chat socket layer: validates the session token of a socket on every event (both expiries, an active user,
 * a session not ended by logout, a password change or disabling). Null when the socket must be disconnected.
 */
export function validateSessionToken(db: Database, token: string | undefined): Promise<SessionUser | null> {
  return token ? findSessionUser(db, token) : Promise.resolve(null);
}

/** When the session of a token ends unless used again (idle timeout) or at all (its day); null when it has ended. */
export async function sessionDeadline(db: Database, token: string): Promise<number | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select((eb) => [
      'sessions.expires_at',
      eb.fn.coalesce('sessions.last_seen_at', 'sessions.created_at').as('last_seen_at'),
    ])
    .where('sessions.token_hash', '=', tokenHash(token))
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  if (!row) return null;
  return Math.min(Date.parse(row.expires_at), Date.parse(row.last_seen_at) + SESSION_IDLE_TIMEOUT_MS);
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash(token)).execute();
}

/** Ends every session of a user, or every one but the session of `keepToken`. */
export async function deleteUserSessions(db: Database, userId: string, keepToken?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (keepToken) query = query.where('token_hash', '!=', tokenHash(keepToken));
  await query.execute();
}
