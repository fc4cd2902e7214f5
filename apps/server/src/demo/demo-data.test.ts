import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  it('fills 90 days of trips in every status, bills, expiring documents and logins for every profile; only once', async () => {
    expect(await seedDemoData(ctx.db)).toBe(true);
    const trips = await ctx.db.selectFrom('trips').select(['local_date', 'status', 'freight_paise']).execute();
    const days = new Set(trips.map((t) => t.local_date));
    expect(days.size).toBeGreaterThanOrEqual(89);
    expect(new Set(trips.map((t) => t.status))).toEqual(new Set(['Open', 'Acknowledged', 'Billed']));
    expect((await ctx.db.selectFrom('bills').select('id').execute()).length).toBeGreaterThanOrEqual(6);
    expect(trips.every((t) => t.local_date <= localDate())).toBe(true);

    for (const user of DEMO_USERS) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username: user.username, password: DEMO_PASSWORD },
      });
      expect(login.json()).toMatchObject({ profile: user.profile });
    }
    const { cookie } = await ctx.signIn('admin');
    const bell = await ctx.app.inject({ method: 'GET', url: '/logistics/notify-trucks', headers: { cookie } });
    expect(bell.json<unknown[]>().length).toBeGreaterThanOrEqual(3);

    expect(await seedDemoData(ctx.db)).toBe(false);
    expect((await ctx.db.selectFrom('trips').select('id').execute()).length).toBe(trips.length);
  });
});
