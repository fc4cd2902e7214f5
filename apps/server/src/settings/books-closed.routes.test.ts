/**
 * Closing the books (issue 28): GET and PUT /api/settings/books-closed, the admin's alone, every change in the audit
 * log with the old and the new day; and the bell's reminder of a month left open.
 */
import { localDate } from '@freightdesk/domain';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { BUSINESS_SETTINGS } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
let accountant: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: admin } = await ctx.signIn('admin'));
  ({ cookie: accountant } = await ctx.signIn('accountant'));
});
afterAll(() => ctx.close());

const URL = '/logistics/api/settings/books-closed';
const read = (cookie = admin) => ctx.app.inject({ method: 'GET', url: URL, headers: { cookie } });
const close = (payload: object, cookie = admin) =>
  ctx.app.inject({ method: 'PUT', url: URL, headers: { cookie }, payload });

/** The audit rows of the closed day, oldest first, as old and new day. */
async function auditedDays() {
  return (await listAudit(ctx.db, 'settings', 'books-closed')).map((entry) => ({
    action: entry.action,
    old: JSON.parse(entry.old_values ?? 'null') as unknown,
    new: JSON.parse(entry.new_values ?? 'null') as unknown,
  }));
}

describe('GET and PUT /api/settings/books-closed', () => {
  it('requires sign-in', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: URL, payload: { through: null } })).statusCode).toBe(401);
  });

  it('is refused to an accountant, who cannot close or reopen the books', async () => {
    expect((await read(accountant)).statusCode).toBe(403);
    const refused = await close({ through: '2025-03-31' }, accountant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await read()).json()).toEqual({ through: null });
  });

  it('closes, moves forward, moves back and reopens, each change audited with the old and the new day', async () => {
    expect((await read()).json()).toEqual({ through: null });

    const closed = await close({ through: '2025-03-31' });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toEqual({ through: '2025-03-31', message: 'The books are closed through 31/03/2025.' });
    expect((await read()).json()).toEqual({ through: '2025-03-31' });

    expect((await close({ through: '2025-06-30' })).statusCode).toBe(200);
    const back = await close({ through: '2025-01-31' });
    expect(back.json()).toEqual({ through: '2025-01-31', message: 'The books are closed through 31/01/2025.' });
    const reopened = await close({ through: null });
    expect(reopened.json()).toEqual({ through: null, message: 'The books are open: no day is closed.' });
    expect((await read()).json()).toEqual({ through: null });

    expect(await auditedDays()).toEqual([
      { action: 'update', old: { through: null }, new: { through: '2025-03-31' } },
      { action: 'update', old: { through: '2025-03-31' }, new: { through: '2025-06-30' } },
      { action: 'update', old: { through: '2025-06-30' }, new: { through: '2025-01-31' } },
      { action: 'update', old: { through: '2025-01-31' }, new: { through: null } },
    ]);
  });

  it('closes through today at the latest; refuses a day that is not real, and nothing changes', async () => {
    expect((await close({ through: '2025-03-31' })).statusCode).toBe(200);
    const audited = (await auditedDays()).length;
    const tomorrow = localDate(new Date(Date.now() + 86_400_000));
    const refusals: [unknown, string][] = [
      [tomorrow, 'The books can be closed through today at the latest.'],
      ['2025-02-29', 'Enter a real date as YYYY-MM-DD.'],
      ['31/03/2025', 'Enter a real date as YYYY-MM-DD.'],
      ['', 'Enter a real date as YYYY-MM-DD.'],
    ];
    for (const [through, message] of refusals) {
      const response = await close({ through });
      expect(response.statusCode, String(through)).toBe(400);
      expect(response.json(), String(through)).toMatchObject({ code: 'VALIDATION_ERROR', message, field: 'through' });
    }
    expect((await close({})).statusCode).toBe(400);
    expect((await read()).json()).toEqual({ through: '2025-03-31' });
    expect((await auditedDays()).length).toBe(audited);

    const today = localDate();
    expect((await close({ through: today })).json()).toMatchObject({ through: today });
    expect((await close({ through: null })).statusCode).toBe(200);
  });

  it('leaves the business settings as saved, whatever day is closed', async () => {
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
      payload: BUSINESS_SETTINGS,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await close({ through: '2025-03-31' })).statusCode).toBe(200);
    const settings = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
    });
    expect(settings.json()).toEqual({
      companyName: 'Karnataka Freight Co',
      address: 'Ballari Road, Hosapete',
      gstin: '27AAACK1234A1Z5',
      pan: 'AAACK1234A',
      state: 'Maharashtra',
      bankName: 'Canara Bank',
      bankAccount: '1234567890',
      ifscCode: 'CNRB0001234',
      gstRate: 12,
      notificationLeadDays: 15,
    });
    // Saving the business settings again keeps the closed day.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
      payload: { ...BUSINESS_SETTINGS, gstRate: 18 },
    });
    expect(again.statusCode).toBe(200);
    expect((await read()).json()).toEqual({ through: '2025-03-31' });
    expect((await close({ through: null })).statusCode).toBe(200);
  });

  it('refuses a change sent from another site', async () => {
    const response = await ctx.app.inject({
      method: 'PUT',
      url: URL,
      headers: { cookie: admin, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { through: '2025-03-31' },
    });
    expect(response.statusCode).toBe(403);
    expect((await read()).json()).toEqual({ through: null });
  });
});

describe('GET /api/notifications/books-closing', () => {
  const REMINDER = '/logistics/api/notifications/books-closing';
  const reminder = (cookie = admin) => ctx.app.inject({ method: 'GET', url: REMINDER, headers: { cookie } });

  afterEach(() => {
    vi.useRealTimers();
  });

  /** India time `at` (an ISO time with +05:30) as the server's clock; only Date is faked. */
  const clockAt = (at: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(at));
  };

  it('requires sign-in and is the admin alone', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: REMINDER })).statusCode).toBe(401);
    expect((await reminder(accountant)).statusCode).toBe(403);
  });

  it('names the last day of a month ended 10 days ago while the books are open through an earlier day', async () => {
    clockAt('2026-11-09T23:59:00+05:30');
    expect((await reminder()).json()).toEqual({ monthEnd: '2026-09-30' });
    expect((await close({ through: '2026-09-30' })).statusCode).toBe(200);
    expect((await reminder()).json(), 'October ended 9 days ago').toEqual({ monthEnd: null });

    clockAt('2026-11-10T00:01:00+05:30');
    expect((await reminder()).json(), 'October ended 10 days ago').toEqual({ monthEnd: '2026-10-31' });
    expect((await close({ through: '2026-10-30' })).statusCode).toBe(200);
    expect((await reminder()).json()).toEqual({ monthEnd: '2026-10-31' });
    expect((await close({ through: '2026-10-31' })).statusCode).toBe(200);
    expect((await reminder()).json()).toEqual({ monthEnd: null });

    expect((await close({ through: null })).statusCode).toBe(200);
    expect((await reminder()).json()).toEqual({ monthEnd: '2026-10-31' });
  });
});
