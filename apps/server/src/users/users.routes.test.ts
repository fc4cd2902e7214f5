import { MESSAGES, type UserSummary } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: { id: string; username: string };
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ user: admin, cookie } = await ctx.signIn('admin'));
});
afterAll(() => ctx.close());

const adminCall = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/logistics/api/admin${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/logistics/login', payload: { username, password } });

describe('access requests', () => {
  it('signup -> listed as pending -> approved with a profile -> one-time password -> forced change -> signed in', async () => {
    await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      payload: { username: 'meena', profile: 'admin' },
    });
    const list = await adminCall('GET', '/users');
    expect(list.statusCode).toBe(200);
    const request = list.json<UserSummary[]>().find((u) => u.username === 'meena');
    expect(request).toMatchObject({ status: 'pending', profile: 'admin', mustChangePassword: true });

    const approved = await adminCall('POST', `/users/${request?._id}/approve`, { profile: 'unloadingManager' });
    expect(approved.statusCode).toBe(200);
    const { oneTimePassword } = approved.json<{ oneTimePassword: string }>();
    expect(oneTimePassword).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);

    const first = await login('meena', oneTimePassword);
    expect(first.statusCode).toBe(403);
    expect(first.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/reset-password',
      payload: {
        username: 'meena',
        currentPassword: oneTimePassword,
        newPassword: 'Meena@2026',
        retypePassword: 'Meena@2026',
      },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await login('meena', 'Meena@2026');
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toMatchObject({ profile: 'unloadingManager' });

    const audit = await listAudit(ctx.db, 'user', request?._id ?? '');
    expect(audit.map((a) => `${a.action}:${a.actor}`)).toEqual([
      'create:meena',
      `update:${admin.username}`,
      'update:meena',
    ]);
  });

  it('an approved request cannot be approved or rejected again', async () => {
    const pending = await ctx.newUser({ status: 'pending' });
    expect((await adminCall('POST', `/users/${pending.id}/approve`, { profile: 'accountant' })).statusCode).toBe(200);
    const again = await adminCall('POST', `/users/${pending.id}/reject`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'CONFLICT', message: 'This request has already been handled.' });
    const twice = await adminCall('POST', `/users/${pending.id}/approve`, { profile: 'admin' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: 'This request has already been handled.' });
    const stored = await ctx.db
      .selectFrom('users')
      .select(['status', 'profile'])
      .where('id', '=', pending.id)
      .executeTakeFirst();
    expect(stored).toEqual({ status: 'active', profile: 'accountant' });
  });

  it('rejecting removes the request so the name can sign up again', async () => {
    const pending = await ctx.newUser({ status: 'pending' });
    const response = await adminCall('POST', `/users/${pending.id}/reject`);
    expect(response.statusCode).toBe(200);
    const named = () =>
      ctx.db.selectFrom('users').select(['id', 'status', 'profile']).where('username', '=', pending.username).execute();
    expect(await named()).toEqual([]);
    // Signup answers 201 whether or not the name exists (issue 15): the new row is what shows it was taken again.
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      payload: { username: pending.username, profile: 'loadingManager' },
    });
    expect(signup.statusCode).toBe(201);
    const again = await named();
    expect(again).toEqual([expect.objectContaining({ status: 'pending', profile: 'loadingManager' })]);
    expect(again[0]?.id).not.toBe(pending.id);
  });

  it('an unknown id is 404 and a bad profile 400', async () => {
    expect((await adminCall('POST', '/users/nope/approve', { profile: 'admin' })).statusCode).toBe(404);
    const pending = await ctx.newUser({ status: 'pending' });
    const bad = await adminCall('POST', `/users/${pending.id}/approve`, { profile: 'owner' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'profile' });
    const stored = await ctx.db.selectFrom('users').select('status').where('id', '=', pending.id).executeTakeFirst();
    expect(stored?.status).toBe('pending');
  });
});

describe('disable, enable and new one-time passwords', () => {
  it('disabling ends the user\u2019s sessions at once; enabling lets them back', async () => {
    const { user, cookie: userCookie } = await ctx.signIn('loadingManager');
    expect((await adminCall('POST', `/users/${user.id}/disable`)).statusCode).toBe(200);
    const check = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/check-auth',
      headers: { cookie: userCookie },
    });
    expect(check.statusCode).toBe(401);
    expect((await login(user.username, TEST_PASSWORD)).json()).toMatchObject({ code: 'ACCOUNT_DISABLED' });

    expect((await adminCall('POST', `/users/${user.id}/enable`)).statusCode).toBe(200);
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('an admin cannot disable themselves', async () => {
    const response = await adminCall('POST', `/users/${admin.id}/disable`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: 'You cannot disable your own account.' });
    const check = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } });
    expect(check.statusCode).toBe(200);
  });

  it('a new one-time password replaces the old password and forces a change', async () => {
    const user = await ctx.newUser({ profile: 'accountant' });
    const response = await adminCall('POST', `/users/${user.id}/one-time-password`);
    expect(response.statusCode).toBe(200);
    const { oneTimePassword } = response.json<{ oneTimePassword: string }>();
    expect((await login(user.username, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(user.username, oneTimePassword)).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('only admins reach user administration', async () => {
    const target = await ctx.newUser({ status: 'pending' });
    const storedTarget = () =>
      ctx.db
        .selectFrom('users')
        .select(['status', 'profile', 'password_hash', 'must_change_password'])
        .where('id', '=', target.id)
        .executeTakeFirstOrThrow();
    const before = await storedTarget();
    const calls = [
      ['GET', '/users'],
      ['POST', `/users/${target.id}/approve`],
      ['POST', `/users/${target.id}/reject`],
      ['POST', `/users/${target.id}/disable`],
      ['POST', `/users/${target.id}/enable`],
      ['POST', `/users/${target.id}/one-time-password`],
    ] as const;
    for (const profile of ['loadingManager', 'unloadingManager', 'accountant'] as const) {
      const { cookie: other } = await ctx.signIn(profile);
      for (const [method, url] of calls) {
        const response = await ctx.app.inject({
          method,
          url: `/logistics/api/admin${url}`,
          headers: { cookie: other },
          ...(method === 'POST' ? { payload: { profile: 'admin' } } : {}),
        });
        expect(response.statusCode, `${profile} ${method} ${url}`).toBe(403);
        expect(response.json()).toEqual({ message: MESSAGES.noAccess, code: 'FORBIDDEN' });
      }
    }
    for (const [method, url] of calls) {
      const response = await ctx.app.inject({ method, url: `/logistics/api/admin${url}` });
      expect(response.statusCode, `signed out ${method} ${url}`).toBe(401);
    }
    expect(before.status).toBe('pending');
    expect(await storedTarget()).toEqual(before);
  });
});
