import { randomUUID } from 'node:crypto';
import type { Config } from '../config.ts';
import { recordAudit } from '../audit/audit.repository.ts';
import { generateOneTimePassword, hashPassword } from '../auth/password.ts';
import { deleteUserSessions } from '../auth/session.repository.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import { countUsableAdmins, findUserByUsername, insertUser, updateUser, usernameKey } from './user.repository.ts';

export const DEFAULT_ADMIN_USERNAME = 'admin';

export type FirstAdminOutcome =
  | { kind: 'exists' }
  | { kind: 'fromEnvironment'; username: string }
  | { kind: 'oneTimePassword'; username: string; oneTimePassword: string };

/**
 * Makes sure someone can administer a new installation: ADMIN_USERNAME/ADMIN_PASSWORD are used as given;
 * otherwise, while no admin has a password of their own, each start issues a fresh one-time password.
 */
export async function ensureFirstAdmin(db: Database, admin: Config['admin']): Promise<FirstAdminOutcome> {
  if (admin) {
    if (await findUserByUsername(db, admin.username)) return { kind: 'exists' };
    await createAdmin(db, admin.username, await hashPassword(admin.password), false);
    return { kind: 'fromEnvironment', username: admin.username };
  }
  if ((await countUsableAdmins(db)) > 0) return { kind: 'exists' };

  const oneTimePassword = generateOneTimePassword();
  const passwordHash = await hashPassword(oneTimePassword);
  const existing = await findUserByUsername(db, DEFAULT_ADMIN_USERNAME);
  if (existing) {
    await updateUser(db, existing.id, {
      profile: 'admin',
      status: 'active',
      password_hash: passwordHash,
      must_change_password: 1,
    });
    await deleteUserSessions(db, existing.id);
  } else {
    await createAdmin(db, DEFAULT_ADMIN_USERNAME, passwordHash, true);
  }
  return { kind: 'oneTimePassword', username: DEFAULT_ADMIN_USERNAME, oneTimePassword };
}

async function createAdmin(db: Database, username: string, passwordHash: string, mustChange: boolean) {
  const now = new Date().toISOString();
  const id = randomUUID();
  try {
    await db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id,
        username,
        username_key: usernameKey(username),
        profile: 'admin',
        status: 'active',
        password_hash: passwordHash,
        must_change_password: mustChange ? 1 : 0,
        created_at: now,
        updated_at: now,
      });
      await recordAudit(trx, {
        actor: null,
        action: 'create',
        entity: 'user',
        entityId: id,
        newValues: { username, profile: 'admin', status: 'active' },
      });
    });
  } catch (error) {
    // Another node created it at the same moment.
    if (!isUniqueViolation(error)) throw error;
  }
}
