import path from 'node:path';
import { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { type Engine, createDialect, createSqliteThreadDialect } from './engine.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
  /**
   * Where an import writes its rows, in one transaction: on SQLite a connection of its own in a thread of its own
   * (SQLite's connection serves one transaction at a time, so other requests would wait for the import's to end; in
   * WAL mode they read beside it, and its statements and commit run beside the event loop), on PostgreSQL `db` (a pool).
   */
  importDb: Database;
}

export const SQLITE_FILE_NAME = 'freightdesk.sqlite';

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const target = { databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME) };
  const { engine, dialect } = createDialect(target);
  const db = new Kysely<DB>({ dialect });
  try {
    await migrateToLatest(db, engine);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const importDb = engine === 'sqlite' ? new Kysely<DB>({ dialect: createSqliteThreadDialect(target) }) : db;
  return { db, engine, importDb };
}

/** Closes the handle's connections. */
export async function closeDatabase({ db, importDb }: DatabaseHandle): Promise<void> {
  await Promise.all([db.destroy(), importDb === db ? null : importDb.destroy()]);
}
