import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localDate } from '@freightdesk/domain';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { TEST_PASSWORD, type TestContext, createTestApp } from '../test/test-app.ts';
import { type BackupTarget, BackupError, backupDatabase, restoreDatabase } from './backup.ts';
import { SQLITE_FILE_NAME, closeDatabase, openDatabase } from './database.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
const engineName = adminUrl ? 'PostgreSQL' : 'SQLite';
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-backup-'));
const cleanups: (() => Promise<void>)[] = [];

let ctx: TestContext;
let cookie: string;
let username: string;
let billId: string;
let billPdf: Buffer;
let document: Buffer;

const targetOf = (config: TestContext['config']): BackupTarget => ({
  engine: config.databaseUrl ? 'postgres' : 'sqlite',
  sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME),
  databaseUrl: config.databaseUrl,
});

/** An empty database to restore into: a new SQLite folder, or a new PostgreSQL database. */
async function emptyTarget(): Promise<{ target: BackupTarget; config: TestContext['config'] }> {
  if (!adminUrl) {
    const dataDir = fs.mkdtempSync(path.join(workDir, 'target-'));
    const config = { ...ctx.config, dataDir, databaseUrl: undefined };
    return { target: targetOf(config), config };
  }
  const name = `fd_restore_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const config = { ...ctx.config, databaseUrl: url.toString() };
  return { target: targetOf(config), config };
}

/** Every row of every table, in a stable order: two databases with the same snapshot hold the same data. */
async function snapshot(db: Kysely<unknown>, only?: string[]): Promise<Record<string, string[]>> {
  const tables = (await db.introspection.getTables())
    .map((t) => t.name)
    .filter((name) => !only || only.includes(name))
    .sort();
  const result: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
    result[table] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return result;
}

const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/logistics${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

beforeAll(async () => {
  ctx = await createTestApp();
  const signedIn = await ctx.signIn('accountant');
  ({ cookie } = signedIn);
  username = signedIn.user.username;
  await addMasterData(ctx, cookie);
  document = pdf(4000, 'insurance policy');
  const added = await postMultipart(
    ctx,
    cookie,
    '/add-vehicle',
    {
      truck_no: 'MH12BK0001',
      insurance_startDate: localDate(),
      insurance_endDate: localDate(new Date(Date.now() + 90 * 86_400_000)),
    },
    { insurance: { fileName: 'बीमा policy.pdf', data: document } },
  );
  expect(added.statusCode, added.body).toBe(201);
  const trips: string[] = [];
  for (const weight of ['10', '12.5', '7']) {
    const id = await addTrip(ctx, cookie, { Weight: weight, DieselAmount: '1500.50' });
    trips.push(id);
    const edited = await postMultipart(
      ctx,
      cookie,
      `/api/reports/${id}`,
      { transactionStatus: 'Acknowledged' },
      { WeightmentSlip: { fileName: `slip ${id}.pdf`, data: pdf(800, id) } },
    );
    expect(edited.statusCode, edited.body).toBe(200);
  }
  const bill = await inject(
    'POST',
    '/generate-pdf-bill',
    trips.slice(0, 2).map((id) => ({ id, trip_id: id, frt: 1, remarks: [{ text: 'Detention', amount: '500' }] })),
  );
  expect(bill.statusCode, bill.body.slice(0, 200)).toBe(200);
  billId = String(bill.headers['x-bill-id']);
  billPdf = (await inject('GET', `/generate-pdf-by-bill-id-transaction/${billId}`)).rawPayload;
});

afterAll(async () => {
  await ctx.close();
  for (const cleanup of cleanups) await cleanup();
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe(`backup and restore (${engineName})`, () => {
  let backupFile: string;
  let atBackup: Record<string, string[]>;

  it('writes a consistent snapshot while the app keeps writing', async () => {
    backupFile = path.join(workDir, adminUrl ? 'freightdesk.pgdump' : 'freightdesk.sqlite');
    atBackup = await snapshot(ctx.db as Kysely<unknown>);
    let writing = true;
    let written = 0;
    const writer = (async () => {
      while (writing) {
        const response = await inject('POST', '/add-vendor', {
          companyName: `Busy Carrier ${written}`,
          companyOwner: 'Busy Owner',
          tdsRate: 1,
        });
        expect(response.statusCode).toBe(201);
        written += 1;
      }
    })();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const report = await backupDatabase(targetOf(ctx.config), backupFile);
    writing = false;
    await writer;
    expect(written).toBeGreaterThan(0);
    expect(report.file).toBe(backupFile);
    expect(report.bytes).toBe(fs.statSync(backupFile).size);
    expect(report.counts).toMatchObject({ trips: 3, bills: 1, vehicles: 3 });
    expect(fs.readdirSync(workDir).filter((name) => name.includes('partial'))).toEqual([]);

    const { target, config } = await emptyTarget();
    const restored = await restoreDatabase(target, backupFile);
    expect(restored.replaced).toBeNull();
    expect(restored.restored).toEqual(report.counts);
    const handle = await openDatabase(config);
    try {
      const db = handle.db as Kysely<unknown>;
      // What no one wrote during the backup is identical, files included.
      const quiet = Object.keys(atBackup).filter((table) => !['vendors', 'audit_log', 'sessions'].includes(table));
      expect(await snapshot(db, quiet)).toEqual(await snapshot(ctx.db as Kysely<unknown>, quiet));
      // Each vendor written during the backup is there with its audit row, or neither is: no half transaction.
      const vendors = await handle.db.selectFrom('vendors').select(['id', 'company_name']).execute();
      const audited = await handle.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('entity', '=', 'vendor')
        .where('action', '=', 'create')
        .execute();
      expect(new Set(audited.map((a) => a.entity_id))).toEqual(new Set(vendors.map((v) => v.id)));
      expect(vendors.length).toBe(report.counts.vendors);
      expect(vendors.length).toBeGreaterThanOrEqual(2);
    } finally {
      await closeDatabase(handle);
    }
  }, 60_000);

  it('a restored database serves the same data: sign-in, stored files, bills byte for byte', async () => {
    const { target, config } = await emptyTarget();
    await restoreDatabase(target, backupFile);
    const handle = await openDatabase(config);
    const app = await buildApp(config, handle, { logger: false, webDir: path.join(os.tmpdir(), 'no-web-app') });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username, password: TEST_PASSWORD },
      });
      expect(login.statusCode).toBe(200);
      const session = `fd_session=${login.cookies.find((c) => c.name === 'fd_session')?.value}`;
      const get = (url: string) => app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie: session } });
      expect((await get('/download/MH12BK0001/insurance')).rawPayload.equals(document)).toBe(true);
      expect((await get(`/generate-pdf-by-bill-id-transaction/${billId}`)).rawPayload.equals(billPdf)).toBe(true);
      expect((await get(`/api/reports?startDate=${localDate()}&endDate=${localDate()}`)).json()).toHaveLength(3);
    } finally {
      await app.close();
    }
  }, 60_000);

  it('refuses to overwrite a database in use or holding data, and --force replaces it while the app runs', async () => {
    const before = await snapshot(ctx.db as Kysely<unknown>);
    const refused = restoreDatabase(targetOf(ctx.config), backupFile);
    await expect(refused).rejects.toBeInstanceOf(BackupError);
    await expect(refused).rejects.toThrow(/already holds data.*--force/s);
    expect(await snapshot(ctx.db as Kysely<unknown>)).toEqual(before);

    expect(
      (await inject('POST', '/add-vendor', { companyName: 'After Backup', companyOwner: 'Late Owner', tdsRate: 1 }))
        .statusCode,
    ).toBe(201);
    const report = await restoreDatabase(targetOf(ctx.config), backupFile, { force: true });
    expect(report.replaced?.vendors).toBeGreaterThan(report.restored.vendors ?? 0);
    // The running app sees the restored data at once: the vendor added after the backup is gone.
    const vendors = (await inject('GET', '/list-vendor')).json<{ companyName: string }[]>();
    expect(vendors.map((v) => v.companyName)).not.toContain('After Backup');
    expect(vendors.map((v) => v.companyName)).toContain(MASTER.vendor);
  }, 60_000);

  it('refuses a file that is not a backup or is missing, and a backup over an existing file without --force', async () => {
    const { target } = await emptyTarget();
    const text = path.join(workDir, 'notes.txt');
    fs.writeFileSync(text, 'not a backup');
    await expect(restoreDatabase(target, text)).rejects.toThrow(/not a FreightDesk backup/);
    await expect(restoreDatabase(target, path.join(workDir, 'missing.sqlite'))).rejects.toThrow(/no backup file/);
    await expect(backupDatabase(targetOf(ctx.config), backupFile)).rejects.toThrow(/already exists.*--force/s);
  });
});

describe('npm run backup / restore', () => {
  const cli = path.resolve(import.meta.dirname, '../backup-cli.ts');
  function run(args: string[], env: Record<string, string | undefined>) {
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      env: { PATH: process.env.PATH, INIT_CWD: workDir, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return new Promise<{ code: number | null; output: string }>((resolve) =>
      child.on('exit', (code) => resolve({ code, output })),
    );
  }

  it('says what it did, and why it refused', async () => {
    const env = { DATA_DIR: ctx.config.dataDir, DATABASE_URL: ctx.config.databaseUrl };
    const backup = await run(['backup', 'cli-backup'], env);
    expect(backup.output).toMatch(/^Backed up the (SQLite|PostgreSQL) database .* to .*cli-backup \(\d+\.\d\d MB\)/);
    expect(backup.output).toMatch(/It holds \d+ users?, .*3 trips, 1 bill/);
    expect(backup.code).toBe(0);
    expect(fs.existsSync(path.join(workDir, 'cli-backup'))).toBe(true);

    // The server holds a connection while the command looks (the pool closes an idle one after 10 s).
    const refused = await ctx.db.connection().execute(() => run(['restore', 'cli-backup'], env));
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(/^Not restoring into .*: it is in use .* and it already holds data/);
    expect(refused.output).toContain('--force');

    const usage = await run(['restore'], env);
    expect(usage.code).toBe(2);
    expect(usage.output).toContain('Usage:');
  }, 60_000);
});
