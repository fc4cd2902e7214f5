/**
 * Bursts of parallel sign-in attempts (issue 15), beside the single cases of auth/login-limits.test.ts: once a
 * username's failures from an address reach the limit, no attempt of a burst gets a session, the right password
 * included; and every attempt of a burst of any size counts as a failure. FUZZ_SEED replays a run.
 */
import { LOGIN_MAX_FAILURES } from '@freightdesk/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../../src/test/test-app.ts';

const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

let lastAddress = 0;
const newAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

const login = (username: string, password: string, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url: '/logistics/login', payload: { username, password }, remoteAddress });

const burst = (size: number, username: string, password: (i: number) => string, address: string) =>
  Promise.all(Array.from({ length: size }, (_, i) => login(username, password(i), address)));

async function count(table: 'sessions' | 'login_failures', column: 'user_id' | 'address', value: string) {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where(column, '=', value)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe('bursts of parallel sign-in attempts', () => {
  it('once the limit is reached, 150 parallel wrong-then-right attempts get no session', async () => {
    const user = await ctx.newUser();
    const address = newAddress();
    for (let i = 0; i < LOGIN_MAX_FAILURES; i++)
      expect((await login(user.username, `Wrong@${i}w`, address)).statusCode).toBe(401);
    const answers = await burst(150, user.username, (i) => (i < 100 ? `Wrong@${i}b` : TEST_PASSWORD), address);
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array.from({ length: 150 }, () => 429));
    expect(answers.filter((answer) => answer.headers['set-cookie'] !== undefined)).toEqual([]);
    expect(await count('sessions', 'user_id', user.id)).toBe(0);
  });

  it('a burst of any size counts every attempt, checks at most the limit, and the right password then waits', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 150 }), async (size) => {
        const user = await ctx.newUser();
        const address = newAddress();
        const statuses = (await burst(size, user.username, (i) => `Wrong@${i}r`, address)).map((a) => a.statusCode);
        expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
        expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(LOGIN_MAX_FAILURES);
        expect(await count('login_failures', 'address', address)).toBe(size);
        // The right password is one attempt more: it gets a session only while the failures are below the limit.
        const right = await login(user.username, TEST_PASSWORD, address);
        expect(right.statusCode).toBe(size < LOGIN_MAX_FAILURES ? 200 : 429);
        expect(await count('sessions', 'user_id', user.id)).toBe(size < LOGIN_MAX_FAILURES ? 1 : 0);
      }),
      { numRuns: 6, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  });
});
