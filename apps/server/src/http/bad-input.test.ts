import { apiErrorSchema } from '@freightdesk/domain';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pdf } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let adminCookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  adminCookie = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

/** Every table's rows, to prove a refused request changed nothing. */
async function snapshot(): Promise<string> {
  const tables = ['users', 'sessions', 'audit_log'] as const;
  const rows = await Promise.all(tables.map((t) => sql`select * from ${sql.table(t)} order by 1`.execute(ctx.db)));
  return JSON.stringify(rows.map((r) => r.rows));
}

const hostile: [string, InjectOptions][] = [
  [
    'malformed JSON',
    { url: '/logistics/login', headers: { 'content-type': 'application/json' }, payload: '{"username": "a", ' },
  ],
  ['empty JSON body', { url: '/logistics/signup', headers: { 'content-type': 'application/json' }, payload: '' }],
  ['a JSON array', { url: '/logistics/signup', payload: [1, 2, 3] }],
  ['wrong types', { url: '/logistics/login', payload: { username: 42, password: { $ne: null } } }],
  ['unknown fields', { url: '/logistics/signup', payload: { username: 'ravi', profile: 'admin', status: 'active' } }],
  ['a 1 MB string', { url: '/logistics/signup', payload: { username: 'a'.repeat(1024 * 1024), profile: 'admin' } }],
  [
    'a body over the limit',
    { url: '/logistics/login', payload: { username: 'x', password: 'y'.repeat(2 * 1024 * 1024) } },
  ],
  [
    'SQL in a username',
    { url: '/logistics/login', payload: { username: "admin' OR '1'='1", password: "' OR 1=1 --" } },
  ],
  ['SQL at signup', { url: '/logistics/signup', payload: { username: "x'); drop table users; --", profile: 'admin' } }],
  [
    'a form body',
    { url: '/logistics/login', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'a=b' },
  ],
  ['a text body', { url: '/logistics/login', headers: { 'content-type': 'text/plain' }, payload: 'hello' }],
  ['an XML body', { url: '/logistics/login', headers: { 'content-type': 'application/xml' }, payload: '<a/>' }],
  ['a bad id', { url: '/logistics/api/admin/users/%00%27/approve', payload: { profile: 'admin' } }],
  ['a NUL character', { url: '/logistics/login', payload: { username: 'adm\u0000in', password: 'x\u0000' } }],
  ['a NUL character in a form field', { url: '/logistics/upload/chat', ...multipart({ chatId: '\u0000' }) }],
  [
    'a prototype key',
    {
      url: '/logistics/signup',
      payload: JSON.parse('{"__proto__": {"admin": true}, "username": "p", "profile": "admin"}') as object,
    },
  ],
];

describe('bad input never reaches a 500', () => {
  it.each(hostile)('%s gets a 4xx with the JSON error shape and changes nothing', async (_name, request) => {
    const before = await snapshot();
    const response = await ctx.app.inject({
      method: 'POST',
      ...request,
      headers: { cookie: adminCookie, ...request.headers },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(apiErrorSchema.safeParse(response.json()).success).toBe(true);
    expect(response.body).not.toMatch(/stack|at \w+ \(|node_modules|SQLITE|select /i);
    expect(await snapshot()).toBe(before);
  });

  it('names the statuses: 400 for bad JSON, 413 over the limit, 415 for an unknown type', async () => {
    const call = (request: InjectOptions) => ctx.app.inject({ method: 'POST', ...request });
    const named = (name: string) => hostile.find(([n]) => n === name)![1];
    const [json, large, type] = [named('malformed JSON'), named('a body over the limit'), named('an XML body')];
    expect((await call(json)).json()).toMatchObject({ code: 'INVALID_JSON' });
    const nulField = multipart({ chatId: 'a\u0000b' }, { chatFile: { fileName: 'x.pdf', data: pdf() } });
    const nul = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/upload/chat',
      headers: { cookie: adminCookie, ...nulField.headers },
      payload: nulField.payload,
    });
    expect([nul.statusCode, nul.json()]).toEqual([
      400,
      { message: 'Text may not contain NUL characters.', code: 'VALIDATION_ERROR', field: 'chatId' },
    ]);
    expect((await call(large)).statusCode).toBe(413);
    expect((await call(type)).statusCode).toBe(415);
  });

  it('an unknown API path is a JSON 404', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/logistics/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
  });
});
