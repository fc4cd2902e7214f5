import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { ensureFirstAdmin } from './first-admin.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const login = (username: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/logistics/login', payload: { username, password } });

describe('the first admin', () => {
  it('gets a one-time password on a new installation, and a fresh one each start until it is changed', async () => {
    const first = await ensureFirstAdmin(ctx.db, undefined);
    if (first.kind !== 'oneTimePassword') throw new Error(`expected a one-time password, got ${first.kind}`);
    const second = await ensureFirstAdmin(ctx.db, undefined);
    if (second.kind !== 'oneTimePassword') throw new Error(`expected a one-time password, got ${second.kind}`);
    expect(second.oneTimePassword).not.toBe(first.oneTimePassword);
    expect((await login('admin', first.oneTimePassword)).statusCode).toBe(401);
    expect((await login('admin', second.oneTimePassword)).json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });

    await ctx.app.inject({
      method: 'POST',
      url: '/logistics/reset-password',
      payload: {
        username: 'admin',
        currentPassword: second.oneTimePassword,
        newPassword: 'Owner@2026',
        retypePassword: 'Owner@2026',
      },
    });
    expect(await ensureFirstAdmin(ctx.db, undefined)).toEqual({ kind: 'exists' });
    expect((await login('admin', 'Owner@2026')).statusCode).toBe(200);
  });

  it('uses ADMIN_USERNAME and ADMIN_PASSWORD as given, with no forced change', async () => {
    const outcome = await ensureFirstAdmin(ctx.db, { username: 'boss', password: 'Given@Pass1' });
    expect(outcome).toEqual({ kind: 'fromEnvironment', username: 'boss' });
    const response = await login('boss', 'Given@Pass1');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profile: 'admin' });
    expect(await ensureFirstAdmin(ctx.db, { username: 'boss', password: 'Other@Pass1' })).toEqual({ kind: 'exists' });
  });
});
