import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every query the app builds, and the few shapes of `in (...)` lists that recur. */
const CACHE_SIZE = 500;

type Row = Record<string, unknown>;

/**
 * Builds rows from better-sqlite3's raw arrays with one object literal per statement: V8 gives every row the same
 * shape at once, where better-sqlite3's own objects get their properties one by one (a page of 8,000 trips of 30
 * columns: 90 ms of objects the usual way, 40 ms this way). Keys are JSON-quoted column names of our own queries.
 */
function rowBuilder(columns: string[]): (values: unknown[]) => Row {
  const body = `return {${columns.map((name, i) => `${JSON.stringify(name)}: v[${i}]`).join(', ')}};`;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- generated from column names, see above
  return new Function('v', body) as (values: unknown[]) => Row;
}

interface Prepared {
  statement: SQLite.Statement;
  kysely: SqliteStatement;
}

function wrap(statement: SQLite.Statement): SqliteStatement {
  if (!statement.reader) {
    return {
      reader: false,
      all: (parameters) => statement.all(parameters),
      run: (parameters) => statement.run(parameters),
      iterate: (parameters) => statement.iterate(parameters),
    };
  }
  const build = rowBuilder(statement.columns().map((column) => column.name));
  statement.raw(true);
  return {
    reader: true,
    all: (parameters) => (statement.all(parameters) as unknown[][]).map(build),
    run: (parameters) => statement.run(parameters),
    *iterate(parameters) {
      for (const values of statement.iterate(parameters) as IterableIterator<unknown[]>) yield build(values);
    },
  };
}

/** A statement that changes the schema: every statement prepared before it may read old columns. */
const SCHEMA_CHANGE = /^\s*(?:create|alter|drop)\s/i;

/**
 * The database as Kysely's SQLite driver sees it, with its prepared statements kept: Kysely prepares every query
 * afresh, and preparing cost more than running the app's small indexed queries (a fifth of the CPU of a signed-in
 * request in the bench's profile). A statement still busy (an open iterator) is never handed out twice. A schema change
 * (a migration's) empties the cache: a `select *` kept from before it would build rows of the old columns.
 */
export function withStatementCache(database: SQLite.Database, size = CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Prepared>();
  return {
    close: () => {
      statements.clear();
      database.close();
    },
    prepare(sql: string) {
      if (SCHEMA_CHANGE.test(sql)) statements.clear();
      const cached = statements.get(sql);
      if (cached && !cached.statement.busy) {
        // Most recently used last, so the oldest is first to go.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached.kysely;
      }
      const statement = database.prepare(sql);
      const prepared = { statement, kysely: wrap(statement) };
      if (!cached) {
        statements.set(sql, prepared);
        if (statements.size > size) statements.delete(statements.keys().next().value ?? '');
      }
      return prepared.kysely;
    },
  };
}
