import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let webDir: string;
const INDEX = '<!doctype html><title>FreightDesk</title><div id="root"></div>';
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(path.join(webDir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b3c.js'), `console.log(${JSON.stringify('x'.repeat(5000))});`);
  ctx = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('the built web app', () => {
  it('serves index.html for client routes, not cached', async () => {
    for (const url of ['/', '/home', '/home/T12', '/revise-bill?bill_id=B3']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toBe(INDEX);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.headers['content-encoding']).toBe('gzip');
  });

  it('sends security headers with a strict script policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the same security headers on API answers, refusals included', async () => {
    const refused = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers).toMatchObject({
      'content-security-policy': expect.stringContaining("frame-ancestors 'none'") as unknown,
      'x-frame-options': 'SAMEORIGIN',
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'strict-transport-security': 'max-age=31536000; includeSubDomains',
      'cross-origin-opener-policy': 'same-origin',
    });
  });

  it('keeps API misses as JSON 404s', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/api/unknown' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('health and documentation', () => {
  it('GET /logistics/healthz answers ok while the database answers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('serves the OpenAPI page and a document listing the sign-in calls to a signed-in admin only', async () => {
    for (const url of ['/logistics/docs/', '/logistics/docs/json']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const { cookie: accountant } = await ctx.signIn('accountant');
      expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: accountant } })).statusCode, url).toBe(403);
    }
    const { cookie } = await ctx.signIn('admin');
    const page = await ctx.app.inject({ method: 'GET', url: '/logistics/docs/', headers: { cookie } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const doc = await ctx.app.inject({ method: 'GET', url: '/logistics/docs/json', headers: { cookie } });
    const paths = Object.keys(doc.json<{ paths: Record<string, unknown> }>().paths);
    for (const call of [
      '/logistics/login',
      '/logistics/signup',
      '/logistics/reset-password',
      '/logistics/logout',
      '/logistics/check-auth',
    ]) {
      expect(paths).toContain(call);
    }
  });
});
