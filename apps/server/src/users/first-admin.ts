import type { Config } from '../config.ts';
import { generateOneTimePassword, hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import { countUsableAdmins, findUserByUsername } from './user.repository.ts';
import { changeUser, createUser } from './user-writes.ts';

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
    const changes = {
      profile: 'admin',
      status: 'active',
      password_hash: passwordHash,
      must_change_password: 1,
    } as const;
    await changeUser(db, null, existing, changes, { endSessions: true });
  } else {
    await createAdmin(db, DEFAULT_ADMIN_USERNAME, passwordHash, true);
  }
  return { kind: 'oneTimePassword', username: DEFAULT_ADMIN_USERNAME, oneTimePassword };
}

async function createAdmin(db: Database, username: string, passwordHash: string, mustChangePassword: boolean) {
  try {
    await createUser(db, { username, profile: 'admin', status: 'active', passwordHash, mustChangePassword }, null);
  } catch (error) {
    // Another node created it at the same moment.
    if (!isUniqueViolation(error)) throw error;
  }
}
