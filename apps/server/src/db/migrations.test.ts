import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('create every table and run again as a no-op', async () => {
    await migrateToLatest(ctx.db, ctx.engine);
    const tables = await ctx.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['users', 'sessions', 'login_failures', 'audit_log']) expect(names).toContain(table);
  });

  it('enforce foreign keys: a session cannot point at a missing user', async () => {
    const insert = ctx.db
      .insertInto('sessions')
      .values({ token_hash: 'h', user_id: 'missing', created_at: 'now', expires_at: 'later' })
      .execute();
    await expect(insert).rejects.toThrow();
  });

  it('SQLite runs in WAL mode with a busy timeout', async () => {
    if (ctx.engine !== 'sqlite') return;
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(ctx.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(ctx.db);
    expect(timeout.rows[0]?.timeout).toBe(5000);
  });
});
