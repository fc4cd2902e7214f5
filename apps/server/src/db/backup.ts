import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import type { Engine } from './engine.ts';

/** The database `npm run backup` and `npm run restore` work on: the server's own configuration. */
export interface BackupTarget {
  engine: Engine;
  /** The SQLite file (DATA_DIR/freightdesk.sqlite); unused on PostgreSQL. */
  sqliteFile: string;
  /** DATABASE_URL on PostgreSQL. */
  databaseUrl: string | undefined;
}

/** Rows per business table, to say what a backup holds and what a restore replaced. */
export type Counts = Record<string, number>;

export interface BackupReport {
  file: string;
  bytes: number;
  counts: Counts;
}

export interface RestoreReport {
  /** What the target held before; null when it had no database yet. */
  replaced: Counts | null;
  restored: Counts;
  /** Other connections to the target at the time (a running server): they see the restored data at once. */
  otherConnections: number;
}

/** An expected failure with a message for the person running the command. */
export class BackupError extends Error {}

const COUNTED_TABLES = ['users', 'vendors', 'freight_rates', 'vehicles', 'trips', 'bills', 'files', 'messages'];
const SQLITE_HEADER = 'SQLite format 3\u0000';
const PG_DUMP_HEADER = 'PGDMP';
// better-sqlite3 copies this many pages per step: all of them, in one read transaction, so writers cannot restart it.
const ALL_PAGES = 0x7fffffff;

const total = (counts: Counts | null) => Object.values(counts ?? {}).reduce((sum, n) => sum + n, 0);

function fileHeader(file: string): string {
  const handle = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(16);
    const read = fs.readSync(handle, buffer, 0, 16, 0);
    return buffer.subarray(0, read).toString('latin1');
  } finally {
    fs.closeSync(handle);
  }
}

function checkBackupFile(file: string, engine: Engine): void {
  if (!fs.existsSync(file)) throw new BackupError(`There is no backup file at ${file}.`);
  const header = fileHeader(file);
  const kind = header === SQLITE_HEADER ? 'sqlite' : header.startsWith(PG_DUMP_HEADER) ? 'postgres' : null;
  if (!kind) throw new BackupError(`${file} is not a FreightDesk backup (neither SQLite nor pg_dump).`);
  if (kind !== engine) {
    const [made, target] = kind === 'sqlite' ? ['SQLite', 'PostgreSQL'] : ['PostgreSQL', 'SQLite'];
    throw new BackupError(
      `${file} is a ${made} backup but the configured database is ${target}` +
        (engine === 'postgres' ? ' (DATABASE_URL is set).' : ' (DATABASE_URL is not set).'),
    );
  }
}

/** Writes next to the final name, then renames: a failed backup never leaves a half-written file behind. */
function partialName(file: string): string {
  return path.join(path.dirname(file), `.${path.basename(file)}.partial-${process.pid}`);
}

function prepareOutput(file: string, force: boolean): void {
  if (!fs.existsSync(path.dirname(file))) fs.mkdirSync(path.dirname(file), { recursive: true });
  if (fs.existsSync(file) && !force) {
    throw new BackupError(`${file} already exists. Choose another name, or pass --force to overwrite it.`);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// SQLite

function sqliteCounts(db: SQLite.Database): Counts {
  const tables = new Set(
    db
      .prepare("select name from sqlite_master where type = 'table'")
      .all()
      .map((row) => (row as { name: string }).name),
  );
  const counts: Counts = {};
  for (const table of COUNTED_TABLES.filter((t) => tables.has(t))) {
    counts[table] = (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  }
  return counts;
}

function checkSqliteIntegrity(db: SQLite.Database, file: string): void {
  const result = db.pragma('quick_check', { simple: true });
  if (result !== 'ok') throw new BackupError(`${file} is damaged: ${String(result)}`);
  const migrated = db.prepare("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'").get();
  if (!migrated) throw new BackupError(`${file} is a SQLite database but not a FreightDesk one.`);
}

async function backupSqlite(target: BackupTarget, file: string): Promise<BackupReport> {
  if (!fs.existsSync(target.sqliteFile)) {
    throw new BackupError(`There is no database at ${target.sqliteFile} to back up (check DATA_DIR).`);
  }
  const partial = partialName(file);
  const source = new SQLite(target.sqliteFile, { fileMustExist: true, timeout: 5000 });
  try {
    // SQLite's online backup: a consistent snapshot while the server keeps reading and writing.
    await source.backup(partial, { progress: () => ALL_PAGES });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    source.close();
  }
  let counts: Counts;
  const copy = new SQLite(partial);
  try {
    // One self-contained file: no -wal or -shm beside it.
    copy.pragma('journal_mode = DELETE');
    checkSqliteIntegrity(copy, file);
    counts = sqliteCounts(copy);
  } finally {
    copy.close();
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, counts };
}

/** True when another connection (a running server) has the SQLite database open. */
function sqliteInUse(file: string): boolean {
  const probe = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    // In WAL mode every open connection holds a shared lock, so an exclusive one is refused while any is open.
    probe.pragma('locking_mode = exclusive');
    probe.exec('begin exclusive');
    probe.exec('rollback');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('SQLITE_BUSY')) return true;
    throw error;
  } finally {
    probe.close();
  }
}

function existingSqlite(file: string): { counts: Counts; inUse: boolean } | null {
  if (!fs.existsSync(file)) return null;
  const inUse = sqliteInUse(file);
  const db = new SQLite(file, { fileMustExist: true, readonly: true, timeout: 5000 });
  try {
    return { counts: sqliteCounts(db), inUse };
  } finally {
    db.close();
  }
}

async function restoreSqlite(target: BackupTarget, file: string, force: boolean): Promise<RestoreReport> {
  const backup = new SQLite(file, { fileMustExist: true, readonly: true });
  let existing: ReturnType<typeof existingSqlite>;
  try {
    checkSqliteIntegrity(backup, file);
    existing = existingSqlite(target.sqliteFile);
    refuseUnlessForced(target.sqliteFile, existing?.counts ?? null, existing?.inUse ? 1 : 0, force);
    fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
    // The backup API writes into the target under SQLite's own locking: a running server sees either the old
    // database or the whole restored one, never a half-copied file.
    await backup.backup(target.sqliteFile, { progress: () => ALL_PAGES });
  } finally {
    backup.close();
  }
  const restored = new SQLite(target.sqliteFile, { fileMustExist: true, timeout: 5000 });
  try {
    restored.pragma('journal_mode = WAL');
    checkSqliteIntegrity(restored, target.sqliteFile);
    return {
      replaced: existing?.counts ?? null,
      restored: sqliteCounts(restored),
      otherConnections: existing?.inUse ? 1 : 0,
    };
  } finally {
    restored.close();
  }
}

// ---------------------------------------------------------------------------------------------------------------
// PostgreSQL

/** The URL without its password, which goes to the client tools through PGPASSWORD rather than their command line. */
function clientConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv; name: string } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  const env = { ...process.env, ...(password ? { PGPASSWORD: password } : {}) };
  return { url: url.toString(), env, name: `${decodeURIComponent(url.pathname.slice(1))} on ${url.host}` };
}

interface ToolRun {
  code: number | null;
  stderr: string;
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  wire?: (child: ChildProcessWithoutNullStreams) => void,
): Promise<ToolRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(new BackupError(`${command} was not found: install the PostgreSQL client tools (postgresql-client).`));
      } else reject(error);
    });
    child.on('close', (code) => resolve({ code, stderr }));
    child.stdout.resume();
    if (wire) wire(child);
    else child.stdin.end();
  });
}

function toolFailed(tool: string, result: ToolRun): BackupError {
  const detail = result.stderr.trim().split('\n').slice(-5).join('\n  ');
  return new BackupError(`${tool} failed (exit ${result.code ?? 'signal'}):\n  ${detail}`);
}

async function postgresCounts(client: pg.Client): Promise<Counts> {
  const { rows } = await client.query<{ table_name: string }>(
    "select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'",
  );
  const tables = new Set(rows.map((row) => row.table_name));
  const counts: Counts = {};
  for (const table of COUNTED_TABLES.filter((t) => tables.has(t))) {
    const result = await client.query<{ n: string }>(`select count(*) as n from ${table}`);
    counts[table] = Number(result.rows[0]?.n ?? 0);
  }
  return counts;
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Could not connect to PostgreSQL: ${(error as Error).message}`);
  }
  return client;
}

async function backupPostgres(target: BackupTarget, file: string): Promise<BackupReport> {
  const databaseUrl = target.databaseUrl ?? '';
  const { url, env } = clientConnection(databaseUrl);
  const partial = partialName(file);
  const client = await connect(databaseUrl);
  try {
    // pg_dump reads from the snapshot this transaction exports, so the counts below describe exactly the dump.
    await client.query('begin transaction isolation level repeatable read read only');
    const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
    const counts = await postgresCounts(client);
    const args = ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${rows[0]?.snapshot}`];
    const result = await run('pg_dump', [...args, `--file=${partial}`, `--dbname=${url}`], env);
    if (result.code !== 0) {
      fs.rmSync(partial, { force: true });
      throw toolFailed('pg_dump', result);
    }
    fs.renameSync(partial, file);
    return { file, bytes: fs.statSync(file).size, counts };
  } finally {
    await client.end();
  }
}

async function restorePostgres(target: BackupTarget, file: string, force: boolean): Promise<RestoreReport> {
  const databaseUrl = target.databaseUrl ?? '';
  const { url, env, name } = clientConnection(databaseUrl);
  const listed = await run('pg_restore', ['--list', file], env);
  if (listed.code !== 0) throw toolFailed('pg_restore', listed);
  const client = await connect(databaseUrl);
  let replaced: Counts;
  let otherConnections: number;
  try {
    replaced = await postgresCounts(client);
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
    );
    otherConnections = Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
  refuseUnlessForced(name, Object.keys(replaced).length > 0 ? replaced : null, otherConnections, force);

  // One transaction: the old schema goes and the backup comes in together, or nothing changes at all.
  const restore = spawn('pg_restore', ['--no-owner', '--no-privileges', '--file=-', file], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let restoreErrors = '';
  restore.on('error', (error) => (restoreErrors += error.message));
  restore.stderr.on('data', (chunk: Buffer) => (restoreErrors += chunk.toString()));
  const restoreDone = new Promise<number | null>((resolve) => restore.on('close', resolve));
  const psql = await run(
    'psql',
    ['--single-transaction', '--set=ON_ERROR_STOP=1', '--quiet', '--no-psqlrc', `--dbname=${url}`],
    env,
    ({ stdin }) => {
      // psql stopping at an error closes its input; the error it prints is what counts.
      stdin.on('error', () => {});
      stdin.write('drop schema if exists public cascade;\ncreate schema public;\n');
      restore.stdout.pipe(stdin);
    },
  );
  const restoreCode = await restoreDone;
  if (psql.code !== 0) throw toolFailed('psql', psql);
  if (restoreCode !== 0) throw toolFailed('pg_restore', { code: restoreCode, stderr: restoreErrors });

  const after = await connect(databaseUrl);
  try {
    return {
      replaced: Object.keys(replaced).length > 0 ? replaced : null,
      restored: await postgresCounts(after),
      otherConnections,
    };
  } finally {
    await after.end();
  }
}

// ---------------------------------------------------------------------------------------------------------------

function refuseUnlessForced(where: string, existing: Counts | null, otherConnections: number, force: boolean): void {
  if (force) return;
  const problems: string[] = [];
  if (otherConnections > 0) problems.push('it is in use (is the FreightDesk server running?)');
  if (total(existing) > 0) problems.push(`it already holds data (${describeCounts(existing ?? {})})`);
  if (problems.length > 0) {
    throw new BackupError(
      `Not restoring into ${where}: ${problems.join(' and ')}.\n` +
        'Stop the server and restore into an empty database, or pass --force to replace everything in it.',
    );
  }
}

const LABELS: Record<string, [string, string]> = {
  users: ['user', 'users'],
  vendors: ['vendor', 'vendors'],
  freight_rates: ['freight rate', 'freight rates'],
  vehicles: ['vehicle', 'vehicles'],
  trips: ['trip', 'trips'],
  bills: ['bill', 'bills'],
  files: ['file', 'files'],
  messages: ['chat message', 'chat messages'],
};

/** "3 users, 12 vendors, 1 trip": what a database holds, in words. */
export function describeCounts(counts: Counts): string {
  const parts = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .map(([table, n]) => `${n} ${LABELS[table]?.[n === 1 ? 0 : 1] ?? table}`);
  return parts.length > 0 ? parts.join(', ') : 'no data';
}

/** A consistent snapshot of the configured database, written to `file` while the app keeps running. */
export async function backupDatabase(
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<BackupReport> {
  prepareOutput(file, force);
  return target.engine === 'postgres' ? backupPostgres(target, file) : backupSqlite(target, file);
}

/**
 * Brings a backup back into the configured database. Refuses a target that is in use or holds data unless `force`;
 * then replaces its whole content in one step.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  { force = false }: { force?: boolean } = {},
): Promise<RestoreReport> {
  checkBackupFile(file, target.engine);
  return target.engine === 'postgres' ? restorePostgres(target, file, force) : restoreSqlite(target, file, force);
}
