import { createHash, randomBytes } from 'node:crypto';
import { SESSION_TTL_MS } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Stores a new session and returns the token for the cookie; only its hash is kept. */
export async function createSession(db: Database, userId: string): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now.toISOString()).execute();
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    })
    .execute();
  return { token, expiresAt };
}

/** The signed-in user behind a token: the session must be unexpired and the user active. */
export async function findSessionUser(db: Database, token: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .select(['users.id', 'users.username', 'users.profile'])
    .where('sessions.token_hash', '=', hashToken(token))
    .where('sessions.expires_at', '>', new Date().toISOString())
    .where('users.status', '=', 'active')
    .executeTakeFirst();
  return row ?? null;
}

export async function deleteSession(db: Database, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute();
}

export async function deleteUserSessions(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
