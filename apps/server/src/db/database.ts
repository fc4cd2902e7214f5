import path from 'node:path';
import { Kysely } from 'kysely';
import type { Config } from '../config.ts';
import { type Engine, createDialect } from './engine.ts';
import { migrateToLatest } from './migrate.ts';
import type { DB } from './schema.ts';

export type Database = Kysely<DB>;

export interface DatabaseHandle {
  db: Database;
  engine: Engine;
}

export const SQLITE_FILE_NAME = 'freightdesk.sqlite';

/** Opens the configured database and brings its schema to the latest migration. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<DatabaseHandle> {
  const { engine, dialect } = createDialect({
    databaseUrl: config.databaseUrl,
    sqliteFile: path.join(config.dataDir, SQLITE_FILE_NAME),
  });
  const db = new Kysely<DB>({ dialect });
  try {
    await migrateToLatest(db, engine);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return { db, engine };
}
