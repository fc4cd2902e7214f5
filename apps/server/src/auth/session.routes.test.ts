import { createHash } from 'node:crypto';
import { MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';
import { sessionDeadline, validateSessionToken } from './session.repository.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

const HOUR = 3_600_000;
const tokenOf = (cookie: string) => cookie.replace(/^fd_session=/, '');
const checkAuth = (cookie: string) =>
  ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie } });
const login = async (username: string, cookie?: string) => {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/login',
    payload: { username, password: TEST_PASSWORD },
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return `fd_session=${response.cookies.find((c) => c.name === 'fd_session')?.value}`;
};
const sessionCount = async (userId: string) =>
  (await ctx.db.selectFrom('sessions').select('token_hash').where('user_id', '=', userId).execute()).length;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const setSession = (userId: string, values: { last_seen_at?: string; expires_at?: string }) =>
  ctx.db.updateTable('sessions').set(values).where('user_id', '=', userId).execute();
const lastSeen = async (userId: string) =>
  (await ctx.db.selectFrom('sessions').select('last_seen_at').where('user_id', '=', userId).executeTakeFirstOrThrow())
    .last_seen_at;

describe('login', () => {
  it('issues a new session id each time and ends the session the browser came with', async () => {
    const { user, cookie: first } = await ctx.signIn('accountant');
    const second = await login(user.username, first);
    expect(tokenOf(second)).not.toBe(tokenOf(first));
    expect((await checkAuth(first)).statusCode).toBe(401);
    expect((await checkAuth(second)).statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(1);
  });

  it('stores only a hash of the token', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const rows = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(rows).toHaveLength(1);
    // The SHA-256 of the token, and the token itself in no column.
    expect(rows[0]?.token_hash).toBe(createHash('sha256').update(tokenOf(cookie)).digest('base64url'));
    expect(JSON.stringify(rows)).not.toContain(tokenOf(cookie));
  });
});

describe('changing a password', () => {
  it("ends the user's other sessions and keeps the one it was made from", async () => {
    const { user, cookie: laptop } = await ctx.signIn('loadingManager');
    const phone = await login(user.username);
    const other = await ctx.signIn('loadingManager');
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/reset-password',
      headers: { cookie: laptop },
      payload: {
        username: user.username,
        currentPassword: TEST_PASSWORD,
        newPassword: 'Changed#2026',
        retypePassword: 'Changed#2026',
      },
    });
    expect(response.statusCode).toBe(200);
    expect((await checkAuth(laptop)).statusCode).toBe(200);
    expect((await checkAuth(phone)).statusCode).toBe(401);
    expect(await sessionCount(user.id)).toBe(1);
    expect((await checkAuth(other.cookie)).statusCode).toBe(200);
  });
});

describe('logout', () => {
  it('deletes the session row', async () => {
    const { user, cookie } = await ctx.signIn('unloadingManager');
    expect(await sessionCount(user.id)).toBe(1);
    const response = await ctx.app.inject({ method: 'POST', url: '/logistics/logout', headers: { cookie } });
    expect(response.json()).toEqual({ message: MESSAGES.logoutSuccess });
    expect(await sessionCount(user.id)).toBe(0);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });
});

describe('disabling a user', () => {
  it('deletes every session of theirs at once', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    await login(user.username);
    expect(await sessionCount(user.id)).toBe(2);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/logistics/api/admin/users/${user.id}/disable`,
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    expect(await sessionCount(user.id)).toBe(0);
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });
});

describe('expiry', () => {
  it('ends a session idle for 2 hours', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    await setSession(user.id, { last_seen_at: ago(2 * HOUR - 60_000) });
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    await setSession(user.id, { last_seen_at: ago(2 * HOUR + 1000) });
    const response = await checkAuth(cookie);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.notSignedIn, code: 'NOT_SIGNED_IN' });
  });

  it('ends a session a day after login however active it is', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const row = await ctx.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    expect(row && Date.parse(row.expires_at) - Date.parse(row.created_at)).toBe(24 * HOUR);
    await setSession(user.id, { expires_at: ago(1000), last_seen_at: new Date().toISOString() });
    expect((await checkAuth(cookie)).statusCode).toBe(401);
  });

  it('refreshes the last-seen time at most once a minute', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const recent = ago(30_000);
    await setSession(user.id, { last_seen_at: recent });
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    expect(await lastSeen(user.id)).toBe(recent);
    const older = ago(65_000);
    await setSession(user.id, { last_seen_at: older });
    const before = Date.now();
    expect((await checkAuth(cookie)).statusCode).toBe(200);
    expect(Date.parse((await lastSeen(user.id)) ?? '')).toBeGreaterThanOrEqual(before - 5);
  });

  it('removes a user’s expired and idle sessions at their next login', async () => {
    const { user } = await ctx.signIn('accountant');
    await setSession(user.id, { expires_at: ago(1000) });
    await login(user.username);
    expect(await sessionCount(user.id)).toBe(1);
    await setSession(user.id, { last_seen_at: ago(2 * HOUR + 1000) });
    await login(user.username);
    expect(await sessionCount(user.id)).toBe(1);
  });
});

describe('validateSessionToken (for the chat socket)', () => {
  it('answers the user of a live session and null for a missing, unknown, idle, expired or ended one', async () => {
    const { user, cookie } = await ctx.signIn('unloadingManager');
    const token = tokenOf(cookie);
    expect(await validateSessionToken(ctx.db, token)).toEqual({
      id: user.id,
      username: user.username,
      profile: 'unloadingManager',
    });
    expect(await validateSessionToken(ctx.db, undefined)).toBeNull();
    expect(await validateSessionToken(ctx.db, 'forged')).toBeNull();
    await setSession(user.id, { last_seen_at: ago(2 * HOUR + 1000) });
    expect(await validateSessionToken(ctx.db, token)).toBeNull();
    await setSession(user.id, { last_seen_at: new Date().toISOString(), expires_at: ago(1) });
    expect(await validateSessionToken(ctx.db, token)).toBeNull();
    await setSession(user.id, { expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(await validateSessionToken(ctx.db, token)).not.toBeNull();
    await ctx.app.inject({ method: 'POST', url: '/logistics/logout', headers: { cookie } });
    expect(await validateSessionToken(ctx.db, token)).toBeNull();
  });
});

describe('sessionDeadline (when the chat socket must end)', () => {
  it('is the earlier of the idle timeout from the last request and the end of the day; null once ended', async () => {
    const { user, cookie } = await ctx.signIn('accountant');
    const token = tokenOf(cookie);
    const at = (iso: string) => Date.parse(iso);
    // Seen at 10:00 with the day ending at 18:00: idle at 12:00 comes first.
    await setSession(user.id, { last_seen_at: '2026-03-05T10:00:00.000Z', expires_at: '2026-03-05T18:00:00.000Z' });
    expect(await sessionDeadline(ctx.db, token)).toBe(at('2026-03-05T12:00:00.000Z'));
    // Seen at 17:00: the day's end at 18:00 comes before idle at 19:00.
    await setSession(user.id, { last_seen_at: '2026-03-05T17:00:00.000Z' });
    expect(await sessionDeadline(ctx.db, token)).toBe(at('2026-03-05T18:00:00.000Z'));
    expect(await sessionDeadline(ctx.db, 'forged')).toBeNull();
    await ctx.app.inject({ method: 'POST', url: '/logistics/logout', headers: { cookie } });
    expect(await sessionDeadline(ctx.db, token)).toBeNull();
  });
});
