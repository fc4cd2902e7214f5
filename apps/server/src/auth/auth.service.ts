import { LOGIN_MAX_FAILURES, LOGIN_MAX_FAILURES_PER_ADDRESS, MESSAGES, type Profile } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import { AppError, badRequest, conflict, forbidden } from '../http/app-error.ts';
import type { SessionUser } from '../http/access.ts';
import { findUserByUsername, usernameKey } from '../users/user.repository.ts';
import { changeUser, createUser } from '../users/user-writes.ts';
import { clearLoginFailures, countRecentFailures, recordLoginFailure } from './login-failure.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSession } from './session.repository.ts';

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database) {
  const invalidCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);

  async function refuseWhenLockedOut(key: string, address: string): Promise<void> {
    const [byUsername, byAddress] = await Promise.all([
      countRecentFailures(db, { usernameKey: key }),
      countRecentFailures(db, { address }),
    ]);
    if (byUsername >= LOGIN_MAX_FAILURES || byAddress >= LOGIN_MAX_FAILURES_PER_ADDRESS) {
      throw new AppError(429, 'RATE_LIMITED', MESSAGES.tooManyAttempts);
    }
  }

  /** Checks a username and password under the failure limit; returns the user whatever their state. */
  async function authenticate(username: string, password: string, address: string): Promise<UserRow> {
    const key = usernameKey(username);
    await refuseWhenLockedOut(key, address);
    const user = await findUserByUsername(db, username);
    if (user?.status === 'pending') throw forbidden(MESSAGES.accountPending, 'ACCOUNT_PENDING');
    if (!user || !(await verifyPassword(password, user.password_hash))) {
      await recordLoginFailure(db, key, address);
      throw invalidCredentials();
    }
    if (user.status === 'disabled') throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
    await clearLoginFailures(db, key);
    return user;
  }

  return {
    /** A new session id at every login; the session the browser came with, if any, ends (no fixation). */
    async login(username: string, password: string, address: string, previousToken?: string) {
      const user = await authenticate(username, password, address);
      if (user.must_change_password) {
        throw forbidden(MESSAGES.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
      }
      if (previousToken) await deleteSession(db, previousToken);
      const session = await createSession(db, user.id);
      const sessionUser: SessionUser = { id: user.id, username: user.username, profile: user.profile };
      return { user: sessionUser, session };
    },

    async signup(username: string, profile: Profile): Promise<void> {
      try {
        const newUser = { username, profile, status: 'pending', passwordHash: null, mustChangePassword: true } as const;
        await createUser(db, newUser, username);
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(MESSAGES.usernameTaken, 'USERNAME_TAKEN');
        throw error;
      }
    },

    /** Ends the user's other sessions; the session of this request, if it is the user's own, stays. */
    async resetPassword(
      input: { username: string; currentPassword: string; newPassword: string },
      address: string,
      currentToken?: string,
    ) {
      const user = await authenticate(input.username, input.currentPassword, address);
      if (input.newPassword === input.currentPassword) throw badRequest(MESSAGES.passwordReused, 'newPassword');
      const changes = { password_hash: await hashPassword(input.newPassword), must_change_password: 0 };
      await changeUser(db, user.username, user, changes, { endSessions: true, keepSessionToken: currentToken });
    },

    logout: (token: string) => deleteSession(db, token),
  };
}
