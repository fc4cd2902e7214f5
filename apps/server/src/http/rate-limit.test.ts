import os from 'node:os';
import path from 'node:path';
import { CHAT_MESSAGES, MESSAGES, RATE_LIMITS, type RateLimitName } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase } from '../db/database.ts';
import { insertTrip } from '../test/trips.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MESSAGE: Record<RateLimitName, string> = {
  signup: MESSAGES.tooManySignups,
  resetPassword: MESSAGES.tooManyResets,
  upload: MESSAGES.tooManyUploads,
  chatSend: CHAT_MESSAGES.tooManyMessages,
};

function expectLimited(response: Awaited<ReturnType<TestContext['app']['inject']>>, name: RateLimitName) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ message: MESSAGE[name], code: 'RATE_LIMITED' });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(RATE_LIMITS[name].windowMs / 1000);
}

/** Moves every counter of a limit into the past, as if its window had passed. */
const passWindow = (name: RateLimitName) =>
  ctx.db
    .updateTable('rate_limits')
    .set({ window_start: new Date(Date.now() - 2 * RATE_LIMITS[name].windowMs).toISOString() })
    .where('name', '=', name)
    .execute();

describe('signup and reset-password: per address', () => {
  const signup = (n: number, remoteAddress = '10.1.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      remoteAddress,
      payload: { username: `signup_${remoteAddress.replaceAll('.', '')}_${n}`, profile: 'accountant' },
    });

  it(`allows ${RATE_LIMITS.signup.max} access requests, then answers 429 until the window passes`, async () => {
    for (let i = 0; i < RATE_LIMITS.signup.max; i++) expect((await signup(i)).statusCode).toBe(201);
    expectLimited(await signup(99), 'signup');
    expect((await signup(100, '10.1.0.2')).statusCode).toBe(201);
    await passWindow('signup');
    expect((await signup(101)).statusCode).toBe(201);
  });

  it(`allows ${RATE_LIMITS.resetPassword.max} password resets, wrong or right, then answers 429`, async () => {
    const user = await ctx.newUser();
    const reset = (currentPassword: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/logistics/reset-password',
        remoteAddress: '10.2.0.1',
        payload: { username: user.username, currentPassword, newPassword: 'Next@2026x', retypePassword: 'Next@2026x' },
      });
    for (let i = 0; i < RATE_LIMITS.resetPassword.max; i++) {
      // Different usernames would not help either: the limit counts the address.
      expect([400, 401, 429]).toContain((await reset(`Wrong@${i}`)).statusCode);
    }
    const limited = await reset(TEST_PASSWORD);
    expectLimited(limited, 'resetPassword');
  });
});

describe('uploads: per user, over every multipart route', () => {
  it(`allows ${RATE_LIMITS.upload.max} uploads in the window, then refuses before reading the body`, async () => {
    const { cookie } = await ctx.signIn('accountant');
    const other = await ctx.signIn('accountant');
    const upload = (headers: Record<string, string>) =>
      ctx.app.inject({ method: 'POST', url: '/logistics/upload', headers, payload: { not: 'multipart' } });
    for (let i = 0; i < RATE_LIMITS.upload.max; i++) expect((await upload({ cookie })).statusCode).toBe(415);
    expectLimited(await upload({ cookie }), 'upload');
    const addVehicle = await postMultipart(
      ctx,
      cookie,
      '/add-vehicle',
      { truck_no: 'MH12AB9999' },
      { insurance: { fileName: 'a.pdf', data: pdf() } },
    );
    expectLimited(addVehicle, 'upload');
    expect((await upload({ cookie: other.cookie })).statusCode).toBe(415);
  });

  it('every route that accepts multipart uploads declares the upload limit', async () => {
    const uploads = ctx.app.routeCatalog().filter((route) => route.consumes.includes('multipart/form-data'));
    expect(uploads.map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining([
        'POST /logistics/add-vehicle',
        'POST /logistics/upload',
        'POST /logistics/api/reports/:id',
      ]),
    );
    for (const route of uploads) expect(route.rateLimit, `${route.method} ${route.url}`).toBe('upload');
  });

  it.each([
    ['POST /add-vehicle', '/add-vehicle', 'accountant'],
    ['POST /upload', '/upload', 'loadingManager'],
    ['POST /api/reports/{id}', '/api/reports/{trip}', 'unloadingManager'],
  ] as const)('%s answers 429 over the limit', async (_name, url, profile) => {
    const { user, cookie } = await ctx.signIn(profile);
    const trip = await insertTrip(ctx.db);
    const windowMs = RATE_LIMITS.upload.windowMs;
    await ctx.db
      .insertInto('rate_limits')
      .values({
        name: 'upload',
        subject: `user:${user.id}`,
        window_start: new Date(Math.floor(Date.now() / windowMs) * windowMs).toISOString(),
        hits: RATE_LIMITS.upload.max,
      })
      .execute();
    const response = await postMultipart(
      ctx,
      cookie,
      url.replace('{trip}', trip),
      { transactionStatus: 'Open' },
      { WeightmentSlip: { fileName: 'w.pdf', data: pdf() } },
    );
    expectLimited(response, 'upload');
  });
});

describe('counters in the database', () => {
  it('hold across server nodes sharing the database', async () => {
    const second = await openDatabase(ctx.config);
    const node2 = await buildApp(ctx.config, second, { logger: false, webDir: path.join(os.tmpdir(), 'no-web-app') });
    try {
      const signup = (app: typeof node2, n: number) =>
        app.inject({
          method: 'POST',
          url: '/logistics/signup',
          remoteAddress: '10.3.0.1',
          payload: { username: `node_${n}`, profile: 'accountant' },
        });
      for (let i = 0; i < RATE_LIMITS.signup.max; i++) {
        expect((await signup(i % 2 === 0 ? ctx.app : node2, i)).statusCode).toBe(201);
      }
      expectLimited(await signup(node2, 98), 'signup');
      expectLimited(await signup(ctx.app, 99), 'signup');
    } finally {
      await node2.close();
    }
  });
});

describe('old windows', () => {
  it('are swept by the first limited request, then at most once a minute; windows of the last hour stay', async () => {
    // Only Date is faked: the sweep's minute is the clock's, the database and the server run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    vi.setSystemTime(start);
    const fresh = await createTestApp();
    try {
      const window = async (subject: string, minutesAgo: number) =>
        fresh.db
          .insertInto('rate_limits')
          .values({
            name: 'signup',
            subject,
            window_start: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
            hits: 1,
          })
          .execute();
      const subjects = async () =>
        (await fresh.db.selectFrom('rate_limits').select('subject').where('subject', 'like', 'old:%').execute())
          .map((row) => row.subject)
          .sort();
      const signup = (n: number) =>
        fresh.app.inject({
          method: 'POST',
          url: '/logistics/signup',
          remoteAddress: '10.4.0.1',
          payload: { username: `sweep_${n}`, profile: 'accountant' },
        });
      // The longest window is an hour (signup).
      await window('old:a', 61);
      await window('old:b', 10);
      expect((await signup(1)).statusCode).toBe(201);
      expect(await subjects()).toEqual(['old:b']);
      await window('old:c', 61);
      vi.setSystemTime(start + 30_000);
      expect((await signup(2)).statusCode).toBe(201);
      expect(await subjects()).toEqual(['old:b', 'old:c']);
      vi.setSystemTime(start + 61_000);
      expect((await signup(3)).statusCode).toBe(201);
      expect(await subjects()).toEqual(['old:b']);
    } finally {
      await fresh.close();
      vi.useRealTimers();
    }
  });
});
