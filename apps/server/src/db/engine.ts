import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
} from 'kysely';
import pg from 'pg';
import { withStatementCache } from './sqlite-statements.ts';
import { SqliteThreadDialect } from './sqlite-thread.ts';

/** Everything that differs between SQLite and PostgreSQL lives here. */
export type Engine = 'sqlite' | 'postgres';

export interface EngineTarget {
  databaseUrl: string | undefined;
  sqliteFile: string;
}

// int8 (counts, money in paise) as numbers: our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

const SQLITE_PRAGMAS = [
  'journal_mode = WAL',
  // FULL: a commit the server acknowledged survives a power cut too, not only a crashed process.
  'synchronous = FULL',
  'foreign_keys = ON',
];

/** How long a statement waits for SQLite's write lock before it fails with SQLITE_BUSY (503): SQLite's own default. */
const SQLITE_LOCK_WAIT_MS = 5000;

/** The pauses between tries for the write lock, as SQLite's own busy handler spaces them (ms), the last repeated. */
const LOCK_PAUSES_MS = [1, 2, 5, 10, 15, 20, 25, 25, 25, 50, 50, 100];

const isBusy = (error: unknown) => (error as { code?: unknown } | null)?.code === 'SQLITE_BUSY';

/**
 * A connection that waits for SQLite's write lock without blocking: another connection (an import's, or another
 * process's) holding it makes a statement wait its turn between other requests' work, where busy_timeout would stop
 * the whole server, and the import whose lock it waits for with it, until the timeout.
 */
class PatientConnection implements DatabaseConnection {
  constructor(private readonly connection: DatabaseConnection) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    for (let waited = 0, tries = 0; ; tries += 1) {
      try {
        return await this.connection.executeQuery<R>(query);
      } catch (error) {
        if (!isBusy(error) || waited >= SQLITE_LOCK_WAIT_MS) throw error;
        const pause = LOCK_PAUSES_MS[Math.min(tries, LOCK_PAUSES_MS.length - 1)] ?? 100;
        await new Promise((resolve) => setTimeout(resolve, pause));
        waited += pause;
      }
    }
  }

  streamQuery<R>(query: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.connection.streamQuery<R>(query, chunkSize);
  }
}

/**
 * SQLite transactions take the write lock at BEGIN. A deferred one that reads and then writes fails at once
 * (SQLITE_BUSY, no waiting) when another connection, such as an import's or a second server node's, committed in
 * between; an immediate one waits its turn instead.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  private patient: PatientConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await super.acquireConnection();
    this.patient ??= new PatientConnection(connection);
    return this.patient;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  constructor(private readonly settings: SqliteDialectConfig) {
    super(settings);
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.settings);
  }
}

export function createDialect(target: EngineTarget): { engine: Engine; dialect: Dialect } {
  if (target.databaseUrl) {
    // A bounded connect time, so requests fail fast (503) while PostgreSQL is unreachable instead of hanging.
    const pool = new pg.Pool({
      connectionString: target.databaseUrl,
      max: 10,
      connectionTimeoutMillis: 5000,
      keepAlive: true,
    });
    // A lost connection also rejects the query that used it and the pool drops the client; without these
    // listeners the 'error' event of an idle or checked-out client would crash the process.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    return { engine: 'postgres', dialect: new PostgresDialect({ pool }) };
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const database = new SQLite(target.sqliteFile);
  for (const pragma of SQLITE_PRAGMAS) database.pragma(pragma);
  // The wait for the write lock is PatientConnection's, between other work: none inside SQLite.
  database.pragma('busy_timeout = 0');
  return { engine: 'sqlite', dialect: new ImmediateSqliteDialect({ database: withStatementCache(database) }) };
}

/**
 * The dialect for long writes (an import's): on SQLite a connection in a thread of its own (sqlite-thread.ts), which
 * may wait for the write lock inside SQLite as it blocks no one; on PostgreSQL none is needed (the pool's connections
 * work beside each other).
 */
export function createSqliteThreadDialect(target: EngineTarget): Dialect {
  return new SqliteThreadDialect(target.sqliteFile, [...SQLITE_PRAGMAS, `busy_timeout = ${SQLITE_LOCK_WAIT_MS}`]);
}

/** The column type for file contents. */
export function binaryColumnType(engine: Engine): 'blob' | 'bytea' {
  return engine === 'postgres' ? 'bytea' : 'blob';
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** A row still referenced by another (trips of a vendor, say) on either engine. */
export function isForeignKeyViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY';
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // PostgreSQL: shutting down, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_IOERR',
]);
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

/**
 * The database could not be reached or is busy (PostgreSQL stopped or restarting, the network down, SQLite locked
 * beyond its busy timeout or out of disk): worth a 503 and a retry, not a 500.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const code = errorCode(error);
  if (typeof code === 'string') {
    // Class 08: connection exceptions. SQLite extended codes such as SQLITE_BUSY_SNAPSHOT share the prefix.
    if (code.startsWith('08') || UNAVAILABLE_CODES.has(code) || UNAVAILABLE_CODES.has(code.split('_', 2).join('_'))) {
      return true;
    }
  }
  if (error instanceof Error && UNAVAILABLE_MESSAGES.test(error.message)) return true;
  const nested: unknown[] = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  return [...nested, (error as { cause?: unknown }).cause].some((inner) => isDatabaseUnavailable(inner, depth + 1));
}

/** A unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
