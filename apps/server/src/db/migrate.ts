import { type Kysely, type Migration, Migrator } from 'kysely';
import { foundation } from './migrations/0001-foundation.ts';
import type { DB } from './schema.ts';

/** Migrations are code, so the bundled server carries them; names sort in order. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
};

export async function migrateToLatest(db: Kysely<DB>): Promise<void> {
  // The migrator only reads its own tables; the cast keeps our schema type out of its signature.
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}
