import { DASHBOARD_MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const choose = (cookie: string | undefined, payload: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/logistics/api/me/landing-screen',
    headers: cookie ? { cookie } : {},
    payload,
  });

const checkAuth = async (cookie: string) =>
  (await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } })).json<{
    landingScreen: string;
  }>().landingScreen;

describe('PUT /logistics/api/me/landing-screen (issue 33)', () => {
  it('requires sign-in', async () => {
    const response = await choose(undefined, { landingScreen: 'home' });
    expect(response.statusCode).toBe(401);
  });

  it('an accountant lands home until choosing the dashboard; check-auth and login then answer it', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    expect(await checkAuth(cookie)).toBe('home');

    const response = await choose(cookie, { landingScreen: 'dashboard' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ landingScreen: 'dashboard' });
    expect(await checkAuth(cookie)).toBe('dashboard');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/login',
      payload: { username: user.username, password: TEST_PASSWORD },
    });
    expect(login.json()).toMatchObject({ username: user.username, profile: 'accountant', landingScreen: 'dashboard' });

    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'old_values', 'new_values'])
      .where('entity', '=', 'user')
      .where('entity_id', '=', user.id)
      .execute();
    expect(audit).toEqual([
      {
        actor: user.username,
        action: 'update',
        old_values: '{"landingScreen":"home"}',
        new_values: '{"landingScreen":"dashboard"}',
      },
    ]);

    expect((await choose(cookie, { landingScreen: 'home' })).statusCode).toBe(200);
    expect(await checkAuth(cookie)).toBe('home');
  });

  it('the dashboard is refused to the managers, who may still choose home', async () => {
    for (const profile of ['loadingManager', 'unloadingManager'] as const) {
      const { cookie } = await ctx.signIn(profile);
      const refused = await choose(cookie, { landingScreen: 'dashboard' });
      expect(refused.statusCode, profile).toBe(403);
      expect(refused.json()).toEqual({ message: DASHBOARD_MESSAGES.notYours, code: 'FORBIDDEN' });
      expect((await choose(cookie, { landingScreen: 'home' })).statusCode).toBe(200);
      expect(await checkAuth(cookie)).toBe('home');
    }
  });

  it('refuses a screen that is not one of the two', async () => {
    const { cookie } = await ctx.signIn('admin');
    for (const payload of [{ landingScreen: 'business' }, {}, { landingScreen: 'home', extra: 1 }]) {
      const response = await choose(cookie, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const wrong = await choose(cookie, { landingScreen: 'reports' });
    expect(wrong.json()).toMatchObject({ message: DASHBOARD_MESSAGES.landingScreen, code: 'VALIDATION_ERROR' });
  });

  it('a dashboard stored for a user whose profile may no longer open it lands home', async () => {
    const { user, cookie } = await ctx.signIn('loadingManager');
    await ctx.db.updateTable('users').set({ landing_screen: 'dashboard' }).where('id', '=', user.id).execute();
    expect(await checkAuth(cookie)).toBe('home');
  });
});
