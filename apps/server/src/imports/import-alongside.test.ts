import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../db/database.ts';
import { csvFile, postImport } from '../test/import-files.ts';
import { watched, writeLockHeld } from '../test/sqlite-lock.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
}, 120_000);
afterAll(() => ctx.close());

/**
 * Whether the import's transaction is open: SQLite's write lock taken, or on PostgreSQL the lock on `counters` that
 * the import takes first (lockImports) and holds to its end. Nothing else in this file writes.
 */
async function writing(): Promise<boolean> {
  if (ctx.engine === 'postgres') {
    const { rows } = await sql<{ open: number }>`
      select count(*)::int as open from pg_locks l join pg_class c on c.oid = l.relation
      where l.database = (select oid from pg_database where datname = current_database())
        and c.relname = 'counters' and l.mode = 'RowExclusiveLock' and l.pid <> pg_backend_pid()`.execute(ctx.db);
    return (rows[0]?.open ?? 0) > 0;
  }
  return writeLockHeld(path.join(ctx.config.dataDir, SQLITE_FILE_NAME));
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

describe('other requests while an import writes (issue 30)', () => {
  it('/healthz and a signed-in read answer while the import holds its write transaction open', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => [`Alongside Carrier ${i + 1}`, 'Ravi Sharma', '2']);
    const file = csvFile([['companyName', 'companyOwner', 'tdsRate'], ...rows]);
    const commit = watched(postImport(ctx, admin, 'vendors', file));
    // Turn by turn, as the import gives way, until its rows are being written.
    while (!commit.settled() && !(await writing())) await nextTurn();
    expect(commit.settled()).toBe(false);

    const health = await ctx.app.inject({ method: 'GET', url: '/logistics/healthz' });
    const me = await ctx.app.inject({ method: 'GET', url: '/logistics/check-auth', headers: { cookie: admin } });
    // Answered with the import's transaction still open: they did not wait for it to end.
    expect(await writing()).toBe(true);
    expect(commit.settled()).toBe(false);
    expect(health.statusCode).toBe(200);
    expect(me.statusCode).toBe(200);

    const response = await commit.promise;
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ create: 5000, update: 0, unchanged: 0, skipped: 0 });
    expect(await writing()).toBe(false);
  }, 120_000);
});
