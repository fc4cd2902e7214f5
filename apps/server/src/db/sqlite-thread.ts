import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';

/** Statements kept prepared in the thread, as on the main connection (sqlite-statements.ts). */
const CACHE_SIZE = 500;

/**
 * The thread: one better-sqlite3 connection running the statements it is sent, in order, and answering each. Plain
 * JavaScript, run as given (no build step, no business rule): blobs come as Uint8Array and go to SQLite as Buffers.
 * It runs 10 steps of nice below the server (Linux): an import's inserts wait for the CPU while a request is answered.
 */
const THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const database = new SQLite(workerData.file);
for (const pragma of workerData.pragmas) database.pragma(pragma);
// Linux: this thread (its id is the last part of /proc/thread-self) gives the CPU to the one answering requests, 10
// steps of nice below it. On other systems, or where it is not allowed, it runs as it is.
try {
  const os = require('node:os');
  const thread = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  os.setPriority(thread, Math.min(19, os.getPriority(thread) + 10));
} catch {}
const statements = new Map();
const asBlob = (value) => (value instanceof Uint8Array ? Buffer.from(value.buffer, value.byteOffset, value.byteLength) : value);
parentPort.on('message', ({ sql, parameters }) => {
  try {
    let statement = statements.get(sql);
    if (statement === undefined || statement.busy) {
      statement = database.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > workerData.cacheSize) statements.delete(statements.keys().next().value);
    }
    const values = parameters.map(asBlob);
    if (statement.reader) {
      parentPort.postMessage({ rows: statement.all(values) });
    } else {
      const { changes, lastInsertRowid } = statement.run(values);
      parentPort.postMessage({ rows: [], changes, lastInsertRowid });
    }
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error.message), code: error.code } });
  }
});
`;

interface Reply {
  rows: unknown[];
  changes?: number;
  lastInsertRowid?: number | bigint;
  error?: { message: string; code?: string };
}

/** The connection: each statement sent to the thread, its answers taken in the order they were asked. */
class ThreadConnection implements DatabaseConnection {
  private readonly waiting: { resolve: (reply: Reply) => void; reject: (error: unknown) => void }[] = [];
  /** Why the thread ended (its error, or closed): every statement after it fails with it. */
  private ended: Error | undefined;

  constructor(private readonly thread: Worker) {
    thread.on('message', (reply: Reply) => this.waiting.shift()?.resolve(reply));
    const end = (error: Error) => {
      this.ended ??= error;
      for (const { reject } of this.waiting.splice(0)) reject(this.ended);
    };
    thread.on('error', end);
    thread.on('exit', () => end(new Error('The SQLite thread has ended.')));
  }

  async executeQuery<R>({ sql, parameters }: CompiledQuery): Promise<QueryResult<R>> {
    if (this.ended) throw this.ended;
    const reply = await new Promise<Reply>((resolve, reject) => {
      this.waiting.push({ resolve, reject });
      this.thread.postMessage({ sql, parameters });
    });
    if (reply.error) throw Object.assign(new Error(reply.error.message), { code: reply.error.code });
    if (reply.changes === undefined) return { rows: reply.rows as R[] };
    return { rows: [], numAffectedRows: BigInt(reply.changes), insertId: BigInt(reply.lastInsertRowid ?? 0) };
  }

  // eslint-disable-next-line require-yield -- no caller streams through this connection
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('The SQLite thread does not stream rows.');
  }
}

class ThreadDriver implements Driver {
  private thread: Worker | undefined;
  private connection: ThreadConnection | undefined;
  private turn: Promise<void> = Promise.resolve();
  private release: () => void = () => {};

  constructor(
    private readonly file: string,
    private readonly pragmas: readonly string[],
  ) {}

  async init(): Promise<void> {
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    const workerData = { driver, file: this.file, pragmas: this.pragmas, cacheSize: CACHE_SIZE };
    this.thread = new Worker(THREAD, { eval: true, workerData });
    // Open connections do not keep a command-line run alive; the server's port does.
    this.thread.unref();
    this.connection = new ThreadConnection(this.thread);
    await this.connection.executeQuery(CompiledQuery.raw('select 1'));
  }

  /** One transaction or statement at a time, as SQLite's one connection allows; the next waits its turn. */
  async acquireConnection(): Promise<DatabaseConnection> {
    const previous = this.turn;
    let release: () => void = () => {};
    this.turn = new Promise((resolve) => {
      release = resolve;
    });
    await previous;
    this.release = release;
    if (!this.connection) throw new Error('The SQLite thread is not open.');
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    // The write lock at BEGIN, as on the main connection (engine.ts).
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async releaseConnection(): Promise<void> {
    this.release();
  }

  async destroy(): Promise<void> {
    await this.thread?.terminate();
  }
}

/**
 * SQLite through a connection in a worker thread: its statements, and SQLite's work at COMMIT (syncing the
 * write-ahead log, copying it into the database), run beside the server's event loop rather than in it. For long
 * writes: an import's 50,000 rows and their commit held other requests up to 184 ms at a time on the main thread.
 */
export class SqliteThreadDialect implements Dialect {
  constructor(
    private readonly file: string,
    private readonly pragmas: readonly string[],
  ) {}

  createDriver(): Driver {
    return new ThreadDriver(this.file, this.pragmas);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}
