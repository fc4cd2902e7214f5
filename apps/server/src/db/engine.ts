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

/** A unique-constraint violation on either engine. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const code = error.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
