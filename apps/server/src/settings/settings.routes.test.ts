import { DEFAULT_BUSINESS_SETTINGS, SETTINGS_MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: admin } = await ctx.signIn('admin'));
});
afterAll(() => ctx.close());

describe('GET and POST /api/settings', () => {
  it('answers the defaults, saves normalised values, and refuses bad ones', async () => {
    const initial = await ctx.app.inject({ method: 'GET', url: '/logistics/api/settings', headers: { cookie: admin } });
    expect(initial.statusCode).toBe(200);
    expect(initial.json()).toEqual(DEFAULT_BUSINESS_SETTINGS);

    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
      payload: { ...DEFAULT_BUSINESS_SETTINGS, gstin: '29aaack1234a1z5', gstRate: '18', notificationLeadDays: 20 },
    });
    expect(saved.json()).toEqual({ message: SETTINGS_MESSAGES.saved });
    const after = await ctx.app.inject({ method: 'GET', url: '/logistics/api/settings', headers: { cookie: admin } });
    expect(after.json()).toMatchObject({ gstin: '29AAACK1234A1Z5', gstRate: 18, notificationLeadDays: 20 });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/settings',
      headers: { cookie: admin },
      payload: { ...DEFAULT_BUSINESS_SETTINGS, gstRate: 40 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: SETTINGS_MESSAGES.gstRate, field: 'gstRate' });

    const odd: [string, unknown, string][] = [
      ['gstRate', '0x10', SETTINGS_MESSAGES.gstRate],
      ['gstRate', '1e1', SETTINGS_MESSAGES.gstRate],
      ['gstRate', true, SETTINGS_MESSAGES.gstRate],
      ['gstRate', [12], SETTINGS_MESSAGES.gstRate],
      ['gstRate', '', SETTINGS_MESSAGES.gstRate],
      ['notificationLeadDays', '0x0F', SETTINGS_MESSAGES.leadDays],
      ['notificationLeadDays', '7.5', SETTINGS_MESSAGES.leadDays],
      ['notificationLeadDays', 0, SETTINGS_MESSAGES.leadDays],
    ];
    for (const [field, value, message] of odd) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/api/settings',
        headers: { cookie: admin },
        payload: { ...DEFAULT_BUSINESS_SETTINGS, [field]: value },
      });
      expect(response.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(response.json(), `${field} ${String(value)}`).toMatchObject({ message, field });
    }
    // Nothing refused was stored: the last good save stands.
    const kept = await ctx.app.inject({ method: 'GET', url: '/logistics/api/settings', headers: { cookie: admin } });
    expect(kept.json()).toMatchObject({ gstin: '29AAACK1234A1Z5', gstRate: 18, notificationLeadDays: 20 });
  });
});
