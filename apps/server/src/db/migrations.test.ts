import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { migrateToLatest } from './migrate.ts';
import { nearestRealDay, realDates } from './migrations/0012-real-dates.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe(`migrations (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('create every table and run again as a no-op', async () => {
    const shape = async () =>
      (await ctx.db.introspection.getTables({ withInternalKyselyTables: true }))
        .map((t) => `${t.name}(${t.columns.map((c) => c.name).join(',')})`)
        .toSorted();
    const applied = async () =>
      (await sql<{ name: string }>`select name from kysely_migration order by name`.execute(ctx.db)).rows.map(
        (row) => row.name,
      );
    const [tablesBefore, migrationsBefore] = [await shape(), await applied()];
    const names = tablesBefore.map((table) => table.slice(0, table.indexOf('(')));
    expect(names).toEqual(
      expect.arrayContaining([
        'users',
        'sessions',
        'login_failures',
        'rate_limits',
        'audit_log',
        'settings',
        'files',
        'vendors',
        'freight_rates',
        'vehicles',
        'vehicle_documents',
        'trips',
        'counters',
        'trip_attachments',
        'bills',
        'bill_revisions',
        'payments',
        'chats',
        'chat_members',
        'chat_files',
        'messages',
        'job_runs',
        'idempotency_keys',
        'data_issues',
      ]),
    );
    expect(migrationsBefore.length).toBeGreaterThanOrEqual(14);
    await migrateToLatest(ctx.db, ctx.engine);
    expect(await shape()).toEqual(tablesBefore);
    expect(await applied()).toEqual(migrationsBefore);
  });

  it('enforce foreign keys: a session cannot point at a missing user', async () => {
    const insert = ctx.db
      .insertInto('sessions')
      .values({ token_hash: 'h', user_id: 'missing', created_at: 'now', expires_at: 'later' })
      .execute();
    await expect(insert).rejects.toThrow(/foreign key/i);
    expect(await ctx.db.selectFrom('sessions').select('token_hash').where('token_hash', '=', 'h').execute()).toEqual(
      [],
    );
  });

  it.skipIf(process.env.TEST_DATABASE_URL)('SQLite runs in WAL mode; no wait for the lock inside SQLite', async () => {
    expect(ctx.engine).toBe('sqlite');
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(ctx.db);
    expect(mode.rows[0]?.journal_mode).toBe('wal');
    const timeout = await sql<{ timeout: number }>`pragma busy_timeout`.execute(ctx.db);
    // The wait is the driver's, between other work (database-unavailable.test.ts): a busy timeout would stop the server.
    expect(timeout.rows[0]?.timeout).toBe(0);
  });

  it('0012 moves impossible document dates to the nearest real day and flags what it cannot repair', async () => {
    const now = new Date().toISOString();
    await ctx.db
      .insertInto('vehicles')
      .values({ truck_no: 'MH12ZZ0012', make: '', company_owner: '', created_at: now, updated_at: now })
      .execute();
    const documents = [
      ['insurance', '2026-01-31', '2026-02-31'],
      ['puc', '2024-02-30', '2025-02-29'],
      ['fitness', '2026-01-01', '2026-13-01'],
      ['ka_tax', '2026-01-01', '2026-12-31'],
    ] as const;
    for (const [field, start, end] of documents) {
      await ctx.db
        .insertInto('files')
        .values({
          id: `f-${field}`,
          file_name: 'a.pdf',
          content_type: 'application/pdf',
          size_bytes: 1,
          data: Buffer.from('%'),
          created_by: null,
          created_at: now,
        })
        .execute();
      await ctx.db
        .insertInto('vehicle_documents')
        .values({
          truck_no: 'MH12ZZ0012',
          field_name: field,
          file_id: `f-${field}`,
          start_date: start,
          end_date: end,
          updated_at: now,
        })
        .execute();
    }
    await realDates.up(ctx.db);
    const stored = await ctx.db
      .selectFrom('vehicle_documents')
      .select(['field_name', 'start_date', 'end_date'])
      .where('truck_no', '=', 'MH12ZZ0012')
      .orderBy('field_name')
      .execute();
    expect(stored).toEqual([
      { field_name: 'fitness', start_date: '2026-01-01', end_date: '2026-13-01' },
      { field_name: 'insurance', start_date: '2026-01-31', end_date: '2026-02-28' },
      { field_name: 'ka_tax', start_date: '2026-01-01', end_date: '2026-12-31' },
      { field_name: 'puc', start_date: '2024-02-29', end_date: '2025-02-28' },
    ]);
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['entity_id', 'new_values'])
      .where('entity', '=', 'vehicleDocument')
      .orderBy('entity_id')
      .execute();
    expect(audit.map((row) => row.entity_id)).toEqual(['MH12ZZ0012/fitness', 'MH12ZZ0012/insurance', 'MH12ZZ0012/puc']);
    expect(JSON.parse(audit[0]?.new_values ?? '{}')).toMatchObject({ problems: ['end_date is not a real date'] });
  });

  it('nearestRealDay keeps the month and clamps the day', () => {
    expect(nearestRealDay('2028-02-30')).toBe('2028-02-29');
    expect(nearestRealDay('2026-04-31')).toBe('2026-04-30');
    expect(nearestRealDay('2026-04-00')).toBe('2026-04-01');
    expect(nearestRealDay('2026-00-10')).toBeNull();
    expect(nearestRealDay('31/12/2026')).toBeNull();
  });
});
