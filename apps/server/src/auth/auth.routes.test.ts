import { LOGIN_MAX_FAILURES, MESSAGES } from '@freightdesk/domain';
import { Server } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionSockets } from '../realtime/session-sockets.ts';
import { InjectedFault, StatementFault } from '../test/faults.ts';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';
import { createAuthService } from './auth.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie?: string) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, payload, headers: cookie ? { cookie } : {} });

describe('GET /check-auth', () => {
  it('requires sign-in', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, code: 'NOT_SIGNED_IN' });
  });

  it('answers the username and profile of the session', async () => {
    const { user, cookie } = await ctx.signIn('unloadingManager');
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ username: user.username, profile: 'unloadingManager' });
  });

  it('refuses an unknown session token', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      headers: { cookie: 'fd_session=forged' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /login', () => {
  it('signs in: profile, message, an HttpOnly strict session cookie and the readable hint', async () => {
    const user = await ctx.newUser({ profile: 'loadingManager' });
    const response = await post('/login', { username: user.username.toUpperCase(), password: TEST_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 200,
      message: MESSAGES.loginSuccess,
      username: user.username,
      profile: 'loadingManager',
    });
    const session = response.cookies.find((c) => c.name === 'fd_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 86400 });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    const hint = response.cookies.find((c) => c.name === 'isAuthenticated');
    expect(hint).toMatchObject({ value: 'true', sameSite: 'Strict', maxAge: 86400 });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('marks cookies Secure on localhost and over HTTPS', async () => {
    const user = await ctx.newUser();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/login',
      headers: { host: 'localhost:3000' },
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(response.cookies.every((c) => c.secure)).toBe(true);
  });

  it('asks for both fields with the spec message', async () => {
    const response = await post('/login', { username: 'ravi', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.loginRequired, code: 'VALIDATION_ERROR' });
  });

  it('gives one answer for a wrong password and an unknown user', async () => {
    const user = await ctx.newUser();
    const wrong = await post('/login', { username: user.username, password: 'Wrong@123' });
    const unknown = await post('/login', { username: 'nobody_here', password: 'Wrong@123' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
  });

  it('tells a pending or disabled user why', async () => {
    const pending = await ctx.newUser({ status: 'pending' });
    const disabled = await ctx.newUser({ status: 'disabled' });
    const a = await post('/login', { username: pending.username, password: TEST_PASSWORD });
    expect(a.statusCode).toBe(403);
    expect(a.json()).toMatchObject({ code: 'ACCOUNT_PENDING', message: MESSAGES.accountPending });
    const b = await post('/login', { username: disabled.username, password: TEST_PASSWORD });
    expect(b.statusCode).toBe(403);
    expect(b.json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });
  });

  it('does not open a session while a one-time password is unchanged', async () => {
    const user = await ctx.newUser({ mustChangePassword: true });
    const response = await post('/login', { username: user.username, password: TEST_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({
      code: 'PASSWORD_CHANGE_REQUIRED',
      message: MESSAGES.passwordChangeRequired,
    });
    expect(response.cookies).toHaveLength(0);
  });

  it(`locks a username for 15 minutes after ${LOGIN_MAX_FAILURES} failures, even with the right password`, async () => {
    const user = await ctx.newUser();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
      expect((await post('/login', { username: user.username, password: `Wrong@${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/login', { username: user.username, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });

    await ctx.db
      .updateTable('login_failures')
      .set({ failed_at: new Date(Date.now() - 16 * 60_000).toISOString() })
      .execute();
    expect((await post('/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
  });
});

describe('POST /signup', () => {
  it('records an access request; the same username in any case changes nothing and answers alike', async () => {
    const response = await post('/signup', { username: 'Suresh.K', profile: 'accountant' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: MESSAGES.signupReceived });
    const row = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', '=', 'Suresh.K')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', profile: 'accountant', password_hash: null });

    // An answer that differs would tell anyone which usernames exist (issue 15).
    const again = await post('/signup', { username: 'suresh.k', profile: 'admin' });
    expect([again.statusCode, again.json()]).toEqual([201, { message: MESSAGES.signupReceived }]);
    const rows = await ctx.db
      .selectFrom('users')
      .selectAll()
      .where('username', 'in', ['Suresh.K', 'suresh.k'])
      .execute();
    expect(rows).toEqual([row]);
  });

  it('a database that fails is an error, never a quiet "request received"', async () => {
    const failing = createAuthService(ctx.db.withPlugin(new StatementFault(1)), sessionSockets(new Server()));
    await expect(failing.signup('Mohan.R', 'accountant')).rejects.toBeInstanceOf(InjectedFault);
    expect(await ctx.db.selectFrom('users').select('id').where('username', '=', 'Mohan.R').execute()).toEqual([]);
  });

  it('needs a username and a valid profile', async () => {
    const response = await post('/signup', { username: 'ravi', profile: 'owner' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: MESSAGES.signupRequired });
  });
});

describe('POST /reset-password', () => {
  it('applies the spec rules in order', async () => {
    const base = { username: 'x', currentPassword: 'y', newPassword: 'Abcdef1!', retypePassword: 'Abcdef1!' };
    const cases: [object, string][] = [
      [{ ...base, currentPassword: '' }, MESSAGES.resetFillAll],
      [{ ...base, retypePassword: 'Abcdef1?' }, MESSAGES.resetMismatch],
      [{ ...base, newPassword: 'abcdefgh', retypePassword: 'abcdefgh' }, MESSAGES.resetPolicy],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/reset-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
  });

  it('changes the password, clears the forced change and ends other sessions', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const newPassword = 'Fresh#2026';
    const response = await post('/reset-password', {
      username: user.username,
      currentPassword: TEST_PASSWORD,
      newPassword,
      retypePassword: newPassword,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.passwordUpdated });
    const check = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } });
    expect(check.statusCode).toBe(401);
    expect((await post('/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await post('/login', { username: user.username, password: newPassword })).statusCode).toBe(200);
  });

  it('lets a user with a one-time password choose one, and refuses the same password again', async () => {
    const user = await ctx.newUser({ mustChangePassword: true });
    const same = await post('/reset-password', {
      username: user.username,
      currentPassword: TEST_PASSWORD,
      newPassword: TEST_PASSWORD,
      retypePassword: TEST_PASSWORD,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: MESSAGES.passwordReused, field: 'newPassword' });
    const ok = await post('/reset-password', {
      username: user.username,
      currentPassword: TEST_PASSWORD,
      newPassword: 'Mine@2026',
      retypePassword: 'Mine@2026',
    });
    expect(ok.statusCode).toBe(200);
    expect((await post('/login', { username: user.username, password: 'Mine@2026' })).statusCode).toBe(200);
  });

  it('refuses a wrong current password', async () => {
    const user = await ctx.newUser();
    const response = await post('/reset-password', {
      username: user.username,
      currentPassword: 'Nope@1234',
      newPassword: 'Mine@2026',
      retypePassword: 'Mine@2026',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });
});

describe('POST /logout', () => {
  it('ends the session on the server and clears both cookies', async () => {
    const { cookie } = await ctx.signIn('admin');
    const response = await post('/logout', {}, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.logoutSuccess });
    const cleared = response.cookies.filter((c) => c.maxAge === 0 || (c.expires && c.expires.getTime() < Date.now()));
    expect(cleared.map((c) => c.name).sort()).toEqual(['fd_session', 'isAuthenticated']);
    const check = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } });
    expect(check.statusCode).toBe(401);
  });
});

describe('audit', () => {
  it('records sign-ups and password changes without secrets', async () => {
    await post('/signup', { username: 'audited_user', profile: 'loadingManager' });
    const rows = await ctx.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.some((r) => r.action === 'create' && r.new_values?.includes('audited_user'))).toBe(true);
    expect(rows.every((r) => !`${r.old_values}${r.new_values}`.includes('scrypt$'))).toBe(true);
  });
});
