import { LOGIN_FAILURE_WINDOW_MS, MESSAGES, type Profile } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';
import { isUniqueViolation } from '../db/engine.ts';
import { AppError, badRequest, forbidden, tooManyRequests } from '../http/app-error.ts';
import type { SessionUser } from '../http/access.ts';
import { findUserByUsername, usernameKey } from '../users/user.repository.ts';
import { changeUser, createUser } from '../users/user-writes.ts';
import { clearPairFailures, forgetAttempt, startAttempt } from './login-failure.repository.ts';
import { attemptStanding, slowedSeconds } from './login-limits.ts';
import type { SessionSockets } from '../realtime/session-sockets.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { createSession, deleteSession } from './session.repository.ts';

/** A wrong password or an unknown username, alike: with the failures still allowed before the lock. */
export class LoginRefusedError extends AppError {
  constructor(readonly attemptsLeft: number) {
    super(401, 'INVALID_CREDENTIALS', MESSAGES.invalidCredentials);
  }
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserByUsername>>>;

export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(db: Database, sockets: SessionSockets) {
  /**
   * Checks a username and password under the sign-in limits (login-limits.ts); returns the user whatever their state.
   * The attempt is recorded before the hash runs; the hash runs for unknown usernames too, so both take as long and
   * answer alike; a pending or disabled account is named only to its right password.
   */
  async function authenticate(username: string, password: string, address: string): Promise<UserRow> {
    const key = usernameKey(username);
    const attempt = await startAttempt(db, key, address, new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS).toISOString());
    const { lockedSeconds, attemptsLeft } = await attemptStanding(db, attempt);
    if (lockedSeconds > 0) throw tooManyRequests(MESSAGES.tooManyAttempts, lockedSeconds);
    const slowed = await slowedSeconds(db, attempt);
    if (slowed > 0) {
      // Waiting out a slowdown is not a failure: it must not lock the person's own address.
      await forgetAttempt(db, attempt);
      throw tooManyRequests(MESSAGES.loginSlowed, slowed);
    }
    const user = await findUserByUsername(db, username);
    const rightPassword = await verifyPassword(password, user?.password_hash ?? null);
    if (!user || !rightPassword) throw new LoginRefusedError(attemptsLeft);
    await clearPairFailures(db, key, address);
    if (user.status === 'pending') throw forbidden(MESSAGES.accountPending, 'ACCOUNT_PENDING');
    if (user.status === 'disabled') throw forbidden(MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
    return user;
  }

  return {
    /**
     * A new session id at every login; a session the browser came with ends (no fixation), and its sockets with it,
     * as at logout.
     */
    async login(username: string, password: string, address: string, previousToken?: string) {
      const user = await authenticate(username, password, address);
      if (user.must_change_password) {
        throw forbidden(MESSAGES.passwordChangeRequired, 'PASSWORD_CHANGE_REQUIRED');
      }
      if (previousToken) {
        await deleteSession(db, previousToken);
        sockets.endSession(previousToken);
      }
      const session = await createSession(db, user.id);
      const sessionUser: SessionUser = { id: user.id, username: user.username, profile: user.profile };
      return { user: sessionUser, session };
    },

    /**
     * Records an access request. A username already taken (in any case) changes nothing and answers alike, so that
     * signup cannot tell anyone which usernames exist; the admin finds no request and the person picks another name.
     */
    async signup(username: string, profile: Profile): Promise<void> {
      try {
        const newUser = { username, profile, status: 'pending', passwordHash: null, mustChangePassword: true } as const;
        await createUser(db, newUser, username);
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
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
      sockets.endUserSessions(user.id, currentToken);
    },

    async logout(token: string) {
      await deleteSession(db, token);
      sockets.endSession(token);
    },
  };
}
