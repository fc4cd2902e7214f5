/** Requests the fuzz suite found answered outside the JSON error shape or with a 500, kept as fixed examples. */
import { apiErrorSchema } from '@freightdesk/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
});
afterAll(() => ctx.close());

const form = (body: string, type = 'multipart/form-data; boundary=b') => ({
  headers: { 'content-type': type },
  payload: body,
});

const cases: [string, InjectOptions, number][] = [
  ['a malformed percent-encoding in the path', { method: 'GET', url: '/logistics/api/trip/%E0%A4%A' }, 400],
  ['an overlong UTF-8 sequence in the path', { method: 'DELETE', url: '/logistics/delete-vendor/%C0%AF' }, 400],
  ['a lone surrogate in the path', { method: 'GET', url: '/logistics/chat/download/%ED%A0%80' }, 400],
  ['a path parameter over the length limit', { method: 'GET', url: `/logistics/api/trip/${'x'.repeat(500)}` }, 414],
  [
    'a multipart body without its boundary',
    {
      method: 'POST',
      url: '/logistics/add-vehicle',
      ...form(
        '--b\r\nContent-Disposition: form-data; name="truck_no"\r\n\r\nMH12AB1234\r\n--b--\r\n',
        'multipart/form-data',
      ),
    },
    400,
  ],
  [
    'a multipart body cut off inside a file',
    {
      method: 'POST',
      url: '/logistics/upload/chat',
      ...form('--b\r\nContent-Disposition: form-data; name="chatFile"; filename="a.pdf"\r\n\r\n%PDF-1.4 and then'),
    },
    400,
  ],
];

describe('bad addresses and broken forms', () => {
  it.each(cases)('%s: a 4xx in the JSON error shape', async (_name, request, status) => {
    const response = await ctx.app.inject({ ...request, headers: { ...request.headers, cookie } });
    expect(response.statusCode).toBe(status);
    expect(apiErrorSchema.strict().safeParse(response.json()).success, response.body).toBe(true);
    expect(response.body).not.toContain('%');
  });
});
