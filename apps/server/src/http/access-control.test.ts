import { PERMISSIONS, PROFILES, type Profile, can } from '@freightdesk/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
const cookies = {} as Record<Profile, string>;
beforeAll(async () => {
  ctx = await createTestApp();
  for (const profile of PROFILES) cookies[profile] = (await ctx.signIn(profile)).cookie;
});
afterAll(() => ctx.close());

const concrete = (url: string) => url.replace(/:\w+/g, 'x').replace('*', 'x');

describe('every route declares its access', () => {
  it('no route is left without a declared access', () => {
    const routes = ctx.app.routeCatalog();
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => r.access === undefined)).toEqual([]);
    for (const route of routes) {
      const access = route.access ?? 'public';
      expect(['public', 'signedIn', ...Object.keys(PERMISSIONS)]).toContain(access);
    }
  });

  it('every non-public route answers 401 without a session, and 403 to each profile the matrix blocks', async () => {
    const guarded = ctx.app.routeCatalog().filter((r) => r.access !== 'public');
    expect(guarded.length).toBeGreaterThan(0);
    for (const route of guarded) {
      const request = { method: route.method, url: concrete(route.url) } as InjectOptions;
      const anonymous = await ctx.app.inject(request);
      expect(anonymous.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(anonymous.json()).toMatchObject({ code: 'NOT_SIGNED_IN' });

      const access = route.access;
      if (access === 'signedIn' || access === undefined || access === 'public') continue;
      for (const profile of PROFILES.filter((p) => !can(p, access))) {
        const refused = await ctx.app.inject({ ...request, headers: { cookie: cookies[profile] } });
        expect(refused.statusCode, `${profile} ${route.method} ${route.url}`).toBe(403);
      }
      for (const profile of PROFILES.filter((p) => can(p, access))) {
        const allowed = await ctx.app.inject({ ...request, headers: { cookie: cookies[profile] } });
        expect([401, 403], `${profile} ${route.method} ${route.url}`).not.toContain(allowed.statusCode);
      }
    }
  });
});

describe('cross-site requests', () => {
  it('refuses a state-changing request whose Origin is another site', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      headers: { origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { username: 'csrf_victim', profile: 'admin' },
    });
    expect(response.statusCode).toBe(403);
    const same = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/signup',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { username: 'same_site', profile: 'admin' },
    });
    expect(same.statusCode).toBe(201);
  });

  it('with PUBLIC_ORIGIN set, only that origin may change state', async () => {
    const other = await createTestApp({ PUBLIC_ORIGIN: 'https://freight.example.in' });
    try {
      const payload = { username: 'someone', profile: 'accountant' };
      const wrong = await other.app.inject({
        method: 'POST',
        url: '/logistics/signup',
        headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
        payload,
      });
      expect(wrong.statusCode).toBe(403);
      const right = await other.app.inject({
        method: 'POST',
        url: '/logistics/signup',
        headers: { origin: 'https://freight.example.in' },
        payload,
      });
      expect(right.statusCode).toBe(201);
    } finally {
      await other.close();
    }
  });
});
