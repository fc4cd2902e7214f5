import { setTimeout as sleep } from 'node:timers/promises';
import { LOGIN_MAX_FAILURES, LOGIN_SLOWED_INTERVAL_MS, MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let lastAddress = 0;
const newAddress = () => `10.0.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/logistics/login', payload: { username, password }, remoteAddress });

/** As if `ms` had passed: recorded attempts move back in time, and the slowdown's interval counters are gone. */
async function age(ms: number): Promise<void> {
  const rows = await ctx.db.selectFrom('login_failures').select(['id', 'failed_at']).execute();
  for (const row of rows) {
    const earlier = new Date(Date.parse(row.failed_at) - ms).toISOString();
    await ctx.db.updateTable('login_failures').set({ failed_at: earlier }).where('id', '=', row.id).execute();
  }
  if (ms >= LOGIN_SLOWED_INTERVAL_MS)
    await ctx.db.deleteFrom('rate_limits').where('name', '=', 'loginSlowed').execute();
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function timed(username: string, password: string): Promise<number> {
  const start = performance.now();
  await login(username, password, newAddress());
  return performance.now() - start;
}

describe('sign-in under concurrency and timing', () => {
  it('counts parallel wrong guesses before any hash finishes; then even the right password waits, with Retry-After', async () => {
    const user = await ctx.newUser();
    const address = newAddress();
    const burst = await Promise.all(Array.from({ length: 30 }, (_, i) => login(user.username, `Wrong@${i}x`, address)));
    const statuses = burst.map((response) => response.statusCode);
    // The limit is 5 failures per username and address: at most 5 guesses are checked, all 30 count.
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status === 401 || status === 429)).toHaveLength(30);
    const counted = await ctx.db
      .selectFrom('login_failures')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('address', '=', address)
      .executeTakeFirstOrThrow();
    expect(Number(counted.count)).toBe(30);

    const right = await login(user.username, TEST_PASSWORD, address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual({ message: MESSAGES.tooManyAttempts, code: 'RATE_LIMITED' });
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('a locked address does not lock the user out everywhere: the username as a whole is only slowed', async () => {
    const user = await ctx.newUser();
    const attacker = newAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await login(user.username, `Wrong@${i}s`, attacker);
    // From any other address the username now gets one attempt per ten-second interval of the clock.
    await age(11_000);
    const intoInterval = Date.now() % LOGIN_SLOWED_INTERVAL_MS;
    if (intoInterval > LOGIN_SLOWED_INTERVAL_MS - 2000) await sleep(LOGIN_SLOWED_INTERVAL_MS - intoInterval);
    expect((await login(user.username, 'Wrong@guess1', newAddress())).statusCode).toBe(401);
    const office = newAddress();
    const tooSoon = await login(user.username, TEST_PASSWORD, office);
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({ message: MESSAGES.loginSlowed, code: 'RATE_LIMITED' });
    expect(Number(tooSoon.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(tooSoon.headers['retry-after'])).toBeLessThanOrEqual(10);
    await age(11_000);
    const later = await login(user.username, TEST_PASSWORD, office);
    expect(later.statusCode, later.body).toBe(200);
  });

  it("an admin's new one-time password lifts the lock", async () => {
    const user = await ctx.newUser();
    const address = newAddress();
    for (let i = 0; i <= LOGIN_MAX_FAILURES; i++) await login(user.username, `Wrong@${i}a`, address);
    expect((await login(user.username, TEST_PASSWORD, address)).statusCode).toBe(429);
    const { cookie } = await ctx.signIn('admin');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/logistics/api/admin/users/${user.id}/one-time-password`,
      headers: { cookie },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { oneTimePassword } = reset.json<{ oneTimePassword: string }>();
    const after = await login(user.username, oneTimePassword, address);
    expect(after.json()).toMatchObject({ code: 'PASSWORD_CHANGE_REQUIRED' });
  });

  it('an unknown username takes as long as a wrong password for a real one (the dummy hash runs)', async () => {
    const user = await ctx.newUser();
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 4; i++) {
      await age(11_000);
      known.push(await timed(user.username, `Wrong@${i}t`));
      unknown.push(await timed(`nobody_${i}_${Date.now()}`, `Wrong@${i}t`));
    }
    // Without the dummy hash an unknown name answers in well under a tenth of the time.
    expect(median(unknown) / median(known)).toBeGreaterThan(0.4);
  });

  it('a pending or disabled account is revealed only to its right password', async () => {
    for (const status of ['pending', 'disabled'] as const) {
      const user = await ctx.newUser({ status });
      const wrong = await login(user.username, 'Wrong@123', newAddress());
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({
        message: MESSAGES.invalidCredentials,
        code: 'INVALID_CREDENTIALS',
        attemptsLeft: 4,
      });
      expect((await login(user.username, TEST_PASSWORD, newAddress())).statusCode).toBe(403);
    }
  });
});
