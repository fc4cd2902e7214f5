import { type Kysely, type Migration, Migrator } from 'kysely';
import type { Engine } from './engine.ts';
import { foundation } from './migrations/0001-foundation.ts';
import { masterData } from './migrations/0002-master-data.ts';
import { trips } from './migrations/0003-trips.ts';
import { tripRecords } from './migrations/0004-trip-records.ts';
import { bills } from './migrations/0005-bills.ts';
import { chat } from './migrations/0006-chat.ts';
import { indexes } from './migrations/0007-indexes.ts';
import { sessionsAndLimits } from './migrations/0008-sessions-and-limits.ts';
import { jobRuns } from './migrations/0009-job-runs.ts';
import { billLayouts } from './migrations/0010-bill-layouts.ts';
import { idempotencyKeys } from './migrations/0011-idempotency-keys.ts';
import { realDates } from './migrations/0012-real-dates.ts';
import { storedRows } from './migrations/0013-stored-rows.ts';
import { payments } from './migrations/0014-payments.ts';
import { vendorAccountIndexes } from './migrations/0015-vendor-account-indexes.ts';
import { dateOnlyDocuments } from './migrations/0016-date-only-documents.ts';
import { booksOfRecord } from './migrations/0017-books-of-record.ts';
import { tdsLaw } from './migrations/0018-tds-law.ts';
import { consignments } from './migrations/0019-consignments.ts';
import { customerInvoices } from './migrations/0020-customer-invoices.ts';
import { landingScreen } from './migrations/0021-landing-screen.ts';
import { tripsBillDay } from './migrations/0022-trips-bill-day.ts';
import { marginShares } from './migrations/0023-margin-shares.ts';
import type { DB } from './schema.ts';

/** Migrations are code, so the bundled server carries them; names sort in order. */
const migrationsFor = (engine: Engine): Record<string, Migration> => ({
  '0001-foundation': foundation,
  '0002-master-data': masterData(engine),
  '0003-trips': trips,
  '0004-trip-records': tripRecords,
  '0005-bills': bills,
  '0006-chat': chat,
  '0007-indexes': indexes,
  '0008-sessions-and-limits': sessionsAndLimits,
  '0009-job-runs': jobRuns,
  '0010-bill-layouts': billLayouts,
  '0011-idempotency-keys': idempotencyKeys,
  '0012-real-dates': realDates,
  '0013-stored-rows': storedRows,
  '0014-payments': payments,
  '0015-vendor-account-indexes': vendorAccountIndexes,
  '0016-date-only-documents': dateOnlyDocuments(engine),
  '0017-books-of-record': booksOfRecord,
  '0018-tds-law': tdsLaw,
  '0019-consignments': consignments,
  '0020-customer-invoices': customerInvoices,
  '0021-landing-screen': landingScreen,
  '0022-trips-bill-day': tripsBillDay,
  '0023-margin-shares': marginShares,
});

export async function migrateToLatest(db: Kysely<DB>, engine: Engine): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to the named migration: how a test builds a database as an older release left it. */
export async function migrateUpTo(db: Kysely<DB>, engine: Engine, name: string): Promise<void> {
  await migrate(db, engine, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: Kysely<DB>,
  engine: Engine,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<void> {
  const migrations = migrationsFor(engine);
  // The migrator only reads its own tables; the cast keeps our schema type out of its signature.
  const migrator = new Migrator({
    db: db as Kysely<unknown>,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Numbers are given out ahead and land in any order: a database at 0012 still takes a later-landed 0010 or 0011.
    allowUnorderedMigrations: true,
  });
  const { error } = await run(migrator);
  if (error) throw error instanceof Error ? error : new Error('Migration failed', { cause: error });
}
