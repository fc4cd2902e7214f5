import { MESSAGES } from '@freightdesk/domain';
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
    expect(response.json()).toEqual({ username: user.username, profile: 'unloadingManager', landingScreen: 'home' });
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
      landingScreen: 'home',
    });
    const session = response.cookies.find((c) => c.name === 'fd_session');
    expect(session).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/', maxAge: 86400 });
    expect(session?.value).toMatch(/^[\w-]{43}$/);
    const hint = response.cookies.find((c) => c.name === 'isAuthenticated');
    expect(hint).toMatchObject({ value: 'true', sameSite: 'Strict', maxAge: 86400 });
    expect(hint?.httpOnly).toBeFalsy();
  });

  it('marks cookies Secure on localhost and over HTTPS, not over plain HTTP on the office LAN', async () => {
    const secureFlags = async (app: TestContext, headers: Record<string, string>) => {
      const user = await app.newUser();
      const response = await app.app.inject({
        method: 'POST',
        url: '/logistics/login',
        headers,
        payload: { username: user.username, password: TEST_PASSWORD },
      });
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      return response.cookies.map((c) => [c.name, c.secure === true]);
    };
    expect(await secureFlags(ctx, { host: 'localhost:3000' })).toEqual([
      ['fd_session', true],
      ['isAuthenticated', true],
    ]);
    expect(await secureFlags(ctx, { host: '192.168.1.20:3000' })).toEqual([
      ['fd_session', false],
      ['isAuthenticated', false],
    ]);
    // HTTPS ends at a proxy in front of the app, which says so in X-Forwarded-Proto.
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      expect(await secureFlags(behindProxy, { host: 'freight.example.in', 'x-forwarded-proto': 'https' })).toEqual([
        ['fd_session', true],
        ['isAuthenticated', true],
      ]);
    } finally {
      await behindProxy.close();
    }
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
      expect(response.json()).toMatchObject({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS' });
    }
    expect(wrong.json(), 'the count of attempts left too').toEqual(unknown.json());
  });

  it('counts down the attempts left for the username and address as typed, alike for a known and an unknown name', async () => {
    const user = await ctx.newUser();
    const wrongFrom = (username: string, address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username, password: 'Wrong@123' },
        remoteAddress: address,
      });
    const answers = async (username: string, address: string) => {
      const bodies: unknown[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        const response = await wrongFrom(username, address);
        expect(response.statusCode).toBe(401);
        bodies.push(response.json());
      }
      return bodies;
    };
    const countdown = (left: number[]) =>
      left.map((attemptsLeft) => ({ message: MESSAGES.invalidCredentials, code: 'INVALID_CREDENTIALS', attemptsLeft }));

    expect(await answers(user.username, '10.9.0.1')).toEqual(countdown([4, 3, 2, 1, 0]));
    expect(await answers('nobody_at_all', '10.9.0.2'), 'an unknown username counts the same').toEqual(
      countdown([4, 3, 2, 1, 0]),
    );
    const other = await ctx.newUser();
    expect((await wrongFrom(other.username, '10.9.0.3')).json()).toMatchObject({ attemptsLeft: 4 });
    expect(
      (await wrongFrom(other.username.toUpperCase(), '10.9.0.3')).json(),
      'the name counts in any case',
    ).toMatchObject({ attemptsLeft: 3 });
    expect(
      (await wrongFrom(other.username, '10.9.0.4')).json(),
      'another address has a count of its own',
    ).toMatchObject({ attemptsLeft: 4 });
  });

  it('counts the address over all usernames too: the nearer lock is the one told', async () => {
    const address = '10.9.1.1';
    for (let attempt = 1; attempt <= 47; attempt++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username: `guess_${attempt}`, password: 'Wrong@123' },
        remoteAddress: address,
      });
      expect(response.statusCode).toBe(401);
    }
    const next = async (username: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/logistics/login',
          payload: { username, password: 'Wrong@123' },
          remoteAddress: address,
        })
      ).json<{ attemptsLeft: number }>().attemptsLeft;
    expect(await next('fresh_name'), 'the 48th of 50 from the address').toBe(2);
    expect(await next('other_name')).toBe(1);
  }, 90_000); // 47 sign-ins, each hashing a password, on a busy machine.

  it('tells a pending or disabled user why', async () => {
    const pending = await ctx.newUser({ status: 'pending' });
    const disabled = await ctx.newUser({ status: 'disabled' });
    const a = await post('/login', { username: pending.username, password: TEST_PASSWORD });
    expect(a.statusCode).toBe(403);
    expect(a.json()).toMatchObject({ code: 'ACCOUNT_PENDING', message: MESSAGES.accountPending });
    const b = await post('/login', { username: disabled.username, password: TEST_PASSWORD });
    expect(b.statusCode).toBe(403);
    expect(b.json()).toMatchObject({ code: 'ACCOUNT_DISABLED', message: MESSAGES.accountDisabled });
    expect([...a.cookies, ...b.cookies]).toEqual([]);
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

  it('locks a username for 15 minutes after 5 failures, even with the right password', async () => {
    const user = await ctx.newUser();
    for (let i = 0; i < 5; i++) {
      expect((await post('/login', { username: user.username, password: `Wrong@${i}` })).statusCode).toBe(401);
    }
    const locked = await post('/login', { username: user.username, password: TEST_PASSWORD });
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ message: MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });

    const failuresAgo = (minutes: number) =>
      ctx.db
        .updateTable('login_failures')
        .set({ failed_at: new Date(Date.now() - minutes * 60_000).toISOString() })
        .execute();
    await failuresAgo(14);
    expect((await post('/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(429);
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
    for (const payload of [
      { username: 'ravi', profile: 'owner' },
      { username: '', profile: 'accountant' },
      { profile: 'accountant' },
      { username: 'ravi' },
    ]) {
      const response = await post('/signup', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ message: MESSAGES.signupRequired });
    }
    expect(await ctx.db.selectFrom('users').select('id').where('username', '=', 'ravi').execute()).toEqual([]);
  });
});

describe('POST /reset-password', () => {
  it('applies the spec rules in order', async () => {
    const base = { username: 'x', currentPassword: 'y', newPassword: 'Abcdef1!', retypePassword: 'Abcdef1!' };
    const cases: [object, string][] = [
      [{ ...base, currentPassword: '' }, MESSAGES.resetFillAll],
      [{ ...base, retypePassword: 'Abcdef1?' }, MESSAGES.resetMismatch],
      [{ ...base, newPassword: 'abcdefgh', retypePassword: 'abcdefgh' }, MESSAGES.resetPolicy],
      // Breaking several rules at once, the first in the order fill all, match, policy is named.
      [{ ...base, currentPassword: '', newPassword: 'abcdefgh', retypePassword: 'abcdefgi' }, MESSAGES.resetFillAll],
      [{ ...base, newPassword: 'abcdefgh', retypePassword: 'abcdefgi' }, MESSAGES.resetMismatch],
    ];
    for (const [payload, message] of cases) {
      const response = await post('/reset-password', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    }
  });

  it('changes the password, clears the forced change and ends other sessions', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    await ctx.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', user.id).execute();
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
    const stored = await ctx.db
      .selectFrom('users')
      .select('must_change_password')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(stored.must_change_password).toBe(0);
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
    expect((await post('/login', { username: user.username, password: 'Mine@2026' })).statusCode).toBe(401);
    expect((await post('/login', { username: user.username, password: TEST_PASSWORD })).statusCode).toBe(200);
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
    const user = await ctx.newUser();
    const changed = await post('/reset-password', {
      username: user.username,
      currentPassword: TEST_PASSWORD,
      newPassword: 'Audit#2026',
      retypePassword: 'Audit#2026',
    });
    expect(changed.statusCode).toBe(200);
    const rows = await ctx.db.selectFrom('audit_log').selectAll().execute();
    expect(rows.some((r) => r.action === 'create' && r.new_values?.includes('audited_user'))).toBe(true);
    const change = rows.filter((r) => r.action === 'update' && r.entity_id === user.id);
    expect(change).toHaveLength(1);
    // The log says that the password changed, never its hash.
    expect(JSON.parse(change[0]?.new_values ?? '{}')).toMatchObject({ password: 'changed', must_change_password: 0 });
    expect(`${change[0]?.old_values}${change[0]?.new_values}`).not.toContain('Audit#2026');
    expect(rows.every((r) => !`${r.old_values}${r.new_values}`.includes('scrypt$'))).toBe(true);
  });
});
