/**
 * Fills a database with the bench's data set: `npm run seed -- --db <sqlite file> | --database-url <postgres url>
 * [--trips 1000000]`: the trips and bills of seed-data.ts, and the customer side of seed-customers.ts (an LR on every
 * trip, invoices, credit notes and receipts). The database is created and migrated with the server's own migrations, then must hold no trips.
 * SQLite: prepared statements in large transactions. PostgreSQL: batches of rows as arrays through unnest().
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { hashPassword } from '../apps/server/src/auth/password.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import type { DB } from '../apps/server/src/db/schema.ts';
import { shareAll } from '../apps/server/src/margins/margin-shares.ts';
import { localDate } from '@freightdesk/domain';
import {
  type MasterData,
  SEED_PASSWORD,
  type SeededBill,
  TRIP_COLUMNS,
  generateDays,
  masterData,
  tripValues,
} from './seed-data.ts';
import { type CustomerMaster, type CustomerRows, createCustomerSide, customerMaster } from './seed-customers.ts';

type Row = Record<string, unknown>;

interface Writer {
  /** Rows of one table, all with the same columns. */
  insert(table: string, rows: Row[]): Promise<void>;
  trips(rows: unknown[][]): Promise<void>;
  /** Commits what was written so far (SQLite: one transaction per batch). */
  flush(): Promise<void>;
  /** Sets the counters (by name) and commits. */
  finish(counters: Record<string, number>): Promise<void>;
}

/** The large tables, whose secondary indexes are built once after the load: faster than a million inserts in each. */
const DEFERRED_INDEX_TABLES = ['trips', 'lorry_receipts', 'invoice_lines'];

/** Sets a counter, making its row when missing (the series per financial year start on first use). */
const SET_COUNTER = (mark: (n: number) => string) =>
  `insert into counters (name, value) values (${mark(1)}, ${mark(2)}) on conflict (name) do update set value = excluded.value`;

const log = (message: string) => process.stdout.write(`seed: ${message}\n`);

async function sqliteWriter(file: string): Promise<Writer> {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma('journal_mode = WAL');
  database.pragma('foreign_keys = ON');
  const db = new Kysely<DB>({ dialect: new SqliteDialect({ database }) });
  await migrateToLatest(db, 'sqlite');
  const count = database.prepare('select count(*) as n from trips').get() as { n: number };
  if (count.n > 0) throw new Error(`${file} already holds ${count.n} trips`);
  // A bulk load: no journal, no syncs, a large page cache; the data is valid by construction. WAL again at the end.
  database.pragma('journal_mode = OFF');
  database.pragma('synchronous = OFF');
  database.pragma('cache_size = -1000000');
  database.pragma('temp_store = MEMORY');
  database.pragma('foreign_keys = OFF');
  const deferred = database
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
        and tbl_name in (${DEFERRED_INDEX_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...DEFERRED_INDEX_TABLES) as { name: string; sql: string }[];
  for (const index of deferred) database.exec(`drop index ${index.name}`);

  const statements = new Map<string, SQLite.Statement>();
  const statement = (table: string, columns: readonly string[]) => {
    const key = `${table}(${columns.join(',')})`;
    let found = statements.get(key);
    if (!found) {
      found = database.prepare(
        `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`,
      );
      statements.set(key, found);
    }
    return found;
  };
  database.exec('begin');
  return {
    async insert(table, rows) {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first);
      const insert = statement(table, columns);
      for (const row of rows) insert.run(columns.map((c) => row[c]));
    },
    async trips(rows) {
      const insert = statement('trips', TRIP_COLUMNS);
      for (const row of rows) insert.run(row);
    },
    async flush() {
      database.exec('commit');
      database.exec('begin');
    },
    async finish(counters) {
      const setCounter = database.prepare(SET_COUNTER(() => '?'));
      for (const [name, value] of Object.entries(counters)) setCounter.run(name, value);
      database.exec('commit');
      const started = performance.now();
      for (const index of deferred) database.exec(index.sql);
      log(`built ${deferred.length} indexes in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      const sharing = performance.now();
      await shareAll(db);
      log(`spread remarks and extra charges in ${((performance.now() - sharing) / 1000).toFixed(1)} s`);
      database.pragma('journal_mode = WAL');
      await db.destroy();
    },
  };
}

/** PostgreSQL column types of the tables the seed fills, for the unnest() casts. */
async function columnTypes(client: pg.PoolClient): Promise<Map<string, string>> {
  const result = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns where table_schema = 'public'`,
  );
  return new Map(result.rows.map((r) => [`${r.table_name}.${r.column_name}`, r.data_type]));
}

async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

async function postgresWriter(url: string): Promise<Writer> {
  await ensureDatabase(url);
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const db = new Kysely<DB>({ dialect: new PostgresDialect({ pool }) });
  await migrateToLatest(db, 'postgres');
  const client = await pool.connect();
  const count = await client.query<{ n: number }>('select count(*)::int as n from trips');
  if ((count.rows[0]?.n ?? 0) > 0) throw new Error(`the database already holds ${count.rows[0]?.n} trips`);
  await client.query('set synchronous_commit = off');
  await client.query(`set maintenance_work_mem = '512MB'`);
  const deferred = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes
      where schemaname = 'public' and tablename = any($1)
        and indexname not in (select conname from pg_constraint)`,
    [DEFERRED_INDEX_TABLES],
  );
  for (const index of deferred.rows) await client.query(`drop index ${index.name}`);
  const types = await columnTypes(client);
  const typeOf = (table: string, column: string) => {
    const type = types.get(`${table}.${column}`);
    if (!type) throw new Error(`no column ${table}.${column}`);
    return type;
  };
  /** One statement per batch: each column as one array parameter. */
  const insertColumns = async (table: string, columns: readonly string[], rows: unknown[][]) => {
    if (rows.length === 0) return;
    const arrays = columns.map((_, index) => rows.map((row) => row[index] ?? null));
    const casts = columns.map((column, index) => `$${index + 1}::${typeOf(table, column)}[]`);
    await client.query(
      `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`,
      arrays,
    );
  };
  await client.query('begin');
  return {
    async insert(table, rows) {
      const first = rows[0];
      if (!first) return;
      const columns = Object.keys(first);
      for (let start = 0; start < rows.length; start += 5000) {
        const chunk = rows.slice(start, start + 5000);
        await insertColumns(
          table,
          columns,
          chunk.map((row) => columns.map((c) => row[c])),
        );
      }
    },
    async trips(rows) {
      await insertColumns('trips', TRIP_COLUMNS, rows);
    },
    async flush() {
      await client.query('commit');
      await client.query('begin');
    },
    async finish(counters) {
      for (const [name, value] of Object.entries(counters)) {
        await client.query(
          SET_COUNTER((n) => `$${n}`),
          [name, value],
        );
      }
      await client.query('commit');
      let phase = performance.now();
      const done = (what: string) => {
        log(`${what} in ${((performance.now() - phase) / 1000).toFixed(1)} s`);
        phase = performance.now();
      };
      for (const index of deferred.rows) await client.query(index.definition);
      done(`built ${deferred.rows.length} indexes of trips, lorry receipts and invoice lines`);
      await shareAll(db);
      done("spread the bills' remarks and the invoices' extra charges (the margins' shares)");
      await client.query('vacuum (freeze, analyze)');
      done('vacuum and analyze (statistics and visibility for the planner)');
      client.release();
      await db.destroy();
    },
  };
}

async function writeMaster(writer: Writer, master: MasterData, customers: CustomerMaster): Promise<void> {
  const passwordHash = await hashPassword(SEED_PASSWORD);
  await writer.insert('settings', master.settings as unknown as Row[]);
  await writer.insert(
    'users',
    master.users.map((user) => ({ ...user, password_hash: passwordHash })),
  );
  await writer.insert('vendors', master.vendors as unknown as Row[]);
  await writer.insert('vehicles', master.vehicles as unknown as Row[]);
  await writer.insert('freight_rates', master.routes as unknown as Row[]);
  await writer.insert('customers', customers.customers as unknown as Row[]);
  await writer.insert('customer_rates', customers.rates as unknown as Row[]);
  await writer.insert('invoice_gst_rates', customers.gstRates as unknown as Row[]);
}

/** The customer side's rows, parents first (LRs after their trips, allocations after their invoices and receipts). */
async function writeCustomerRows(writer: Writer, rows: CustomerRows[]): Promise<number> {
  const tables: [string, keyof CustomerRows][] = [
    ['lorry_receipts', 'lrs'],
    ['customer_invoices', 'invoices'],
    ['invoice_lines', 'lines'],
    ['invoice_extra_charges', 'extras'],
    ['credit_notes', 'creditNotes'],
    ['credit_note_lines', 'creditNoteLines'],
    ['customer_receipts', 'receipts'],
    ['receipt_allocations', 'allocations'],
  ];
  for (const [table, key] of tables) {
    await writer.insert(
      table,
      rows.flatMap((day) => day[key] as unknown as Row[]),
    );
  }
  return rows.reduce((sum, day) => sum + day.invoices.length, 0);
}

async function writeBills(writer: Writer, bills: SeededBill[]): Promise<void> {
  if (bills.length === 0) return;
  await writer.insert(
    'bills',
    bills.map((b) => b.bill as unknown as Row),
  );
  await writer.insert(
    'bill_revisions',
    bills.flatMap((b) => b.revisions as unknown as Row[]),
  );
  await writer.insert(
    'audit_log',
    bills.flatMap((b) => b.audits as unknown as Row[]),
  );
  await writer.insert(
    'bill_entries',
    bills.flatMap((b) => b.entries as unknown as Row[]),
  );
  await writer.insert(
    'payments',
    bills.flatMap((b) => b.payments as unknown as Row[]),
  );
  await writer.insert(
    'payment_allocations',
    bills.flatMap((b) => b.allocations as unknown as Row[]),
  );
}

async function seed(target: { sqliteFile?: string; databaseUrl?: string }, totalTrips: number) {
  const started = performance.now();
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  const where = target.databaseUrl ? target.databaseUrl.replace(/\/\/[^@]*@/, '//') : target.sqliteFile;
  log(`${totalTrips.toLocaleString('en-US')} trips into ${where}`);
  const writer = target.databaseUrl
    ? await postgresWriter(target.databaseUrl)
    : await sqliteWriter(target.sqliteFile ?? '');
  const now = new Date().toISOString();
  const today = localDate();
  const master = masterData(now);
  const customers = customerMaster(master, now, today);
  await writeMaster(writer, master, customers);
  const customerSide = createCustomerSide(master, customers, today);

  const days = generateDays(master, totalTrips, today);
  const batchSize = target.databaseUrl ? 20_000 : 50_000;
  let batch: unknown[][] = [];
  let pendingBills: SeededBill[] = [];
  let pendingCustomerRows: CustomerRows[] = [];
  let written = 0;
  let bills = 0;
  let invoices = 0;
  let nextReport = 100_000;
  for (;;) {
    const step = days.next();
    if (step.done) {
      await writer.trips(batch);
      await writeBills(writer, pendingBills);
      invoices += await writeCustomerRows(writer, pendingCustomerRows);
      const { trips, bills: billCount, payments } = step.value;
      await writer.finish({ trip: trips, bill: billCount, payment: payments, ...customerSide.counters() });
      log(`done: ${trips.toLocaleString('en-US')} trips, ${billCount} bills, ${invoices} invoices in ${elapsed()}`);
      return { ...step.value, seconds: (performance.now() - started) / 1000 };
    }
    for (const trip of step.value.trips) batch.push(tripValues(trip));
    pendingBills.push(...step.value.bills);
    pendingCustomerRows.push(customerSide.day(step.value.day, step.value.trips));
    if (batch.length >= batchSize) {
      await writer.trips(batch);
      written += batch.length;
      batch = [];
      await writeBills(writer, pendingBills);
      bills += pendingBills.length;
      pendingBills = [];
      invoices += await writeCustomerRows(writer, pendingCustomerRows);
      pendingCustomerRows = [];
      await writer.flush();
    }
    if (written >= nextReport) {
      log(`${written.toLocaleString('en-US')} trips, ${bills} bills, ${invoices} invoices (${elapsed()})`);
      nextReport += 100_000;
    }
  }
}

async function main() {
  const { values } = parseArgs({
    options: { db: { type: 'string' }, 'database-url': { type: 'string' }, trips: { type: 'string' } },
  });
  const totalTrips = Number(values.trips ?? 1_000_000);
  if (!Number.isInteger(totalTrips) || totalTrips < 1) throw new Error('--trips must be a whole number');
  if (Boolean(values.db) === Boolean(values['database-url'])) {
    throw new Error('usage: npm run seed -- --db <sqlite file> | --database-url <postgres url> [--trips 1000000]');
  }
  await seed({ sqliteFile: values.db, databaseUrl: values['database-url'] }, totalTrips);
}

main().catch((error: unknown) => {
  process.stderr.write(`seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
