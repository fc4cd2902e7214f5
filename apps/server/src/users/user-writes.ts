import { randomUUID } from 'node:crypto';
import type { Profile, UserStatus } from '@freightdesk/domain';
import type { Updateable } from 'kysely';
import { recordAudit } from '../audit/audit.repository.ts';
import { deleteUserSessions } from '../auth/session.repository.ts';
import type { Database } from '../db/database.ts';
import type { UserTable } from '../db/schema.ts';
import { insertUser, updateUser, usernameKey } from './user.repository.ts';

export interface NewUser {
  username: string;
  profile: Profile;
  status: UserStatus;
  passwordHash: string | null;
  mustChangePassword: boolean;
}

/** What the audit log may hold of a user change: never the hash, only that the password changed. */
function auditView(changes: Updateable<UserTable>): Record<string, unknown> {
  const { password_hash, ...rest } = changes;
  return password_hash === undefined ? rest : { ...rest, password: 'changed' };
}

/** Inserts a user and its audit row in one transaction; a taken username surfaces as a unique violation. */
export async function createUser(db: Database, user: NewUser, actor: string | null): Promise<string> {
  const now = new Date().toISOString();
  const id = randomUUID();
  await db.transaction().execute(async (trx) => {
    await insertUser(trx, {
      id,
      username: user.username,
      username_key: usernameKey(user.username),
      profile: user.profile,
      status: user.status,
      password_hash: user.passwordHash,
      must_change_password: user.mustChangePassword ? 1 : 0,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(trx, {
      actor,
      action: 'create',
      entity: 'user',
      entityId: id,
      newValues: { username: user.username, profile: user.profile, status: user.status },
    });
  });
  return id;
}

/**
 * Updates a user with its audit row (old and new values of what changed); optionally ends their sessions, all of them
 * or all but the one of `keepSessionToken` (the request that changed the password).
 */
export async function changeUser(
  db: Database,
  actor: string | null,
  user: UserTable,
  changes: Updateable<UserTable>,
  { endSessions, keepSessionToken }: { endSessions: boolean; keepSessionToken?: string | undefined },
): Promise<void> {
  const changed = Object.keys(auditView(changes)).filter((key): key is keyof UserTable => key in user);
  await db.transaction().execute(async (trx) => {
    await updateUser(trx, user.id, changes);
    if (endSessions) await deleteUserSessions(trx, user.id, keepSessionToken);
    await recordAudit(trx, {
      actor,
      action: 'update',
      entity: 'user',
      entityId: user.id,
      oldValues: Object.fromEntries(changed.map((key) => [key, user[key]])),
      newValues: auditView(changes),
    });
  });
}
