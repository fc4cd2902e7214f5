import type { Profile, UserStatus } from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import type { SessionSockets } from '../realtime/session-sockets.ts';
import { clearUsernameFailures } from '../auth/login-failure.repository.ts';
import { generateOneTimePassword, hashPassword } from '../auth/password.ts';
import type { Database } from '../db/database.ts';
import type { UserTable } from '../db/schema.ts';
import type { SessionUser } from '../http/access.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { deleteUser, findUserById, listUsers } from './user.repository.ts';
import { toUserSummary } from './user.mapper.ts';
import { changeUser } from './user-writes.ts';

export type UsersService = ReturnType<typeof createUsersService>;

const ALREADY_HANDLED = 'This request has already been handled.';

/** What an admin does on the Users screen: approve or reject access requests, disable, enable, new passwords. */
export function createUsersService(db: Database, sockets: SessionSockets) {
  async function findOrFail(id: string, allowed: UserStatus[], refusal: string) {
    const user = await findUserById(db, id);
    if (!user) throw notFound('User not found.');
    if (!allowed.includes(user.status)) throw conflict(refusal);
    return user;
  }

  /** A fresh one-time password replaces the old one, ends the user's sessions and lifts any sign-in lock on them. */
  async function issueOneTimePassword(
    actor: SessionUser,
    user: UserTable,
    changes: Partial<Pick<UserTable, 'profile' | 'status'>>,
  ): Promise<string> {
    const oneTimePassword = generateOneTimePassword();
    const passwordHash = await hashPassword(oneTimePassword);
    await changeUser(
      db,
      actor.username,
      user,
      { ...changes, password_hash: passwordHash, must_change_password: 1 },
      { endSessions: true },
    );
    sockets.endUserSessions(user.id);
    await clearUsernameFailures(db, user.username_key);
    return oneTimePassword;
  }

  const refuseSelf = (actor: SessionUser, id: string, message: string) => {
    if (actor.id === id) throw conflict(message);
  };

  return {
    list: async () => (await listUsers(db)).map(toUserSummary),

    async approve(actor: SessionUser, id: string, profile: Profile) {
      const user = await findOrFail(id, ['pending'], ALREADY_HANDLED);
      return issueOneTimePassword(actor, user, { profile, status: 'active' });
    },

    async reject(actor: SessionUser, id: string) {
      const user = await findOrFail(id, ['pending'], ALREADY_HANDLED);
      await db.transaction().execute(async (trx) => {
        await deleteUser(trx, user.id);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'delete',
          entity: 'user',
          entityId: user.id,
          oldValues: { username: user.username, profile: user.profile, status: user.status },
        });
      });
      return user.username;
    },

    async disable(actor: SessionUser, id: string) {
      refuseSelf(actor, id, 'You cannot disable your own account.');
      const user = await findOrFail(id, ['active'], 'Only an active user can be disabled.');
      await changeUser(db, actor.username, user, { status: 'disabled' }, { endSessions: true });
      sockets.endUserSessions(user.id);
      return user.username;
    },

    async enable(actor: SessionUser, id: string) {
      const user = await findOrFail(id, ['disabled'], 'Only a disabled user can be enabled.');
      await changeUser(db, actor.username, user, { status: 'active' }, { endSessions: false });
      return user.username;
    },

    async newOneTimePassword(actor: SessionUser, id: string) {
      refuseSelf(actor, id, 'Use Reset Password to change your own password.');
      const user = await findOrFail(id, ['active', 'disabled'], 'Approve the request first.');
      return { username: user.username, oneTimePassword: await issueOneTimePassword(actor, user, {}) };
    },
  };
}
