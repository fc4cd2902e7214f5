import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { type Dialect, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';

/** Everything that differs between SQLite and PostgreSQL lives here. */
export type Engine = 'sqlite' | 'postgres';

export interface EngineTarget {
  databaseUrl: string | undefined;
  sqliteFile: string;
}

// int8 (counts, money in paise) as numbers: our values stay far below 2^53.
pg.types.setTypeParser(20, (value) => Number(value));

export function createDialect(target: EngineTarget): { engine: Engine; dialect: Dialect } {
  if (target.databaseUrl) {
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: 10 });
    return { engine: 'postgres', dialect: new PostgresDialect({ pool }) };
  }
  fs.mkdirSync(path.dirname(target.sqliteFile), { recursive: true });
  const database = new SQLite(target.sqliteFile);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return { engine: 'sqlite', dialect: new SqliteDialect({ database }) };
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

/** A unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  const code = errorCode(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
