import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { VehicleDocument } from '@freightdesk/domain';
import { CompiledQuery, type Insertable, type Updateable } from 'kysely';
import type { AuditEntry } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { giveWay } from './give-way.ts';
import type { Decision } from './import-kind.ts';
import type { AuditLogTable, CounterTable, DB, VehicleDocumentTable, VehicleTable } from '../db/schema.ts';

// Rows per insert: under SQLite's and PostgreSQL's limits on bound values for the widest table (trips, 29 columns).
const BATCH = 500;

/**
 * Inserts rows in batches, yielding between them. Rows may come from a generator, so a large import builds one batch
 * at a time rather than holding every row at once. Every full batch has the same SQL: it is compiled once and given
 * each batch's values, where building each batch's query anew made more garbage than the rows themselves (a 50,000-row
 * commit: 100 MB more peak RSS).
 */
export async function insertInBatches<T extends keyof DB>(
  db: Database,
  table: T,
  rows: Iterable<Insertable<DB[T]>>,
): Promise<void> {
  let columns: (keyof Insertable<DB[T]>)[] = [];
  const valuesOf = (batch: readonly Insertable<DB[T]>[]) =>
    batch.flatMap((row) => columns.map((column) => row[column]));
  let compiled: CompiledQuery | null = null;
  async function write(batch: Insertable<DB[T]>[]) {
    if (compiled === null) {
      columns = Object.keys(batch[0] ?? {}) as (keyof Insertable<DB[T]>)[];
      const query = db.insertInto(table).values(batch).compile();
      // Reused only when its values are the rows' own, column by column, in our order.
      const same = batch.length === BATCH && isDeepStrictEqual(query.parameters, valuesOf(batch));
      await db.executeQuery(query);
      if (same) compiled = query;
    } else if (batch.length === BATCH) {
      await db.executeQuery(CompiledQuery.raw(compiled.sql, valuesOf(batch)));
    } else {
      await db.insertInto(table).values(batch).execute();
    }
    await giveWay();
  }
  let batch: Insertable<DB[T]>[] = [];
  for (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      await write(batch);
      batch = [];
    }
    // A generator builds each row as it is taken (an audit row: its JSON and id): 500 of them at once held the server.
    await giveWay();
  }
  if (batch.length > 0) await write(batch);
}

/** An audit_log row of an entry, its values already JSON, so a writer can build them before its transaction. */
export function auditRow(entry: AuditEntry, at = new Date().toISOString()): Insertable<AuditLogTable> {
  return {
    id: randomUUID(),
    at,
    actor: entry.actor,
    action: entry.action,
    entity: entry.entity,
    entity_id: entry.entityId,
    old_values: entry.oldValues ? JSON.stringify(entry.oldValues) : null,
    new_values: entry.newValues ? JSON.stringify(entry.newValues) : null,
  };
}

/** One audit row per created or updated record, as the forms write them, in batches. */
export async function recordAudits(db: Database, entries: readonly AuditEntry[]): Promise<void> {
  const at = new Date().toISOString();
  await insertInBatches(
    db,
    'audit_log',
    entries.map((entry) => auditRow(entry, at)),
  );
}

/** Takes `count` numbers of a counter at once, inside the caller's transaction; the first of them. */
export async function reserveNumbers(db: Database, name: CounterTable['name'], count: number): Promise<number> {
  const row = await db
    .updateTable('counters')
    .set((eb) => ({ value: eb('value', '+', count) }))
    .where('name', '=', name)
    .returning('value')
    .executeTakeFirstOrThrow();
  return row.value - count + 1;
}

/**
 * The import lock, for the rest of the caller's transaction: imports (on every node) commit one after another, each
 * deciding its rows after the one before has written. It is the trip counter's row, updated to itself: a row both
 * engines lock until commit, and trips, the import done most, number themselves from it anyway.
 */
export async function lockImports(db: Database): Promise<void> {
  await db
    .updateTable('counters')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('name', '=', 'trip')
    .execute();
}

/** What a trip row is checked against: vendors (by name key), trucks and routes. */
export async function tripReferences(db: Database) {
  const [vendors, trucks, rates] = await Promise.all([
    db.selectFrom('vendors').select(['id', 'company_name', 'company_name_key', 'tds_rate_bps']).execute(),
    db.selectFrom('vehicles').select('truck_no').execute(),
    db.selectFrom('freight_rates').select(['from_place', 'to_place', 'rate_paise']).execute(),
  ]);
  return { vendors, trucks, rates };
}

/** The stored trips of the days from `first` to `last` (YYYY-MM-DD), where an imported trip may already be. */
export function tripsBetween(db: Database, first: string, last: string) {
  return db.selectFrom('trips').selectAll().where('local_date', '>=', first).where('local_date', '<=', last).execute();
}

/** Every vehicle and the dates of every document, whether it has its PDF or not. */
export async function vehiclesWithDocumentDates(db: Database) {
  const [vehicles, documents] = await Promise.all([
    db.selectFrom('vehicles').selectAll().execute(),
    db.selectFrom('vehicle_documents').select(['truck_no', 'field_name', 'start_date', 'end_date']).execute(),
  ]);
  return { vehicles, documents };
}

export async function updateVehicleDetails(db: Database, truckNo: string, changes: Updateable<VehicleTable>) {
  await db.updateTable('vehicles').set(changes).where('truck_no', '=', truckNo).execute();
}

/** New dates for a stored document: a PDF already attached stays. */
export async function updateDocumentDates(
  db: Database,
  truckNo: string,
  field: VehicleDocument,
  changes: Updateable<VehicleDocumentTable>,
) {
  await db
    .updateTable('vehicle_documents')
    .set(changes)
    .where('truck_no', '=', truckNo)
    .where('field_name', '=', field)
    .execute();
}

/** A master-data table whose rows are keyed by a random id and stamped when created and updated. */
type RecordTable = 'vendors' | 'freight_rates' | 'customers';

/**
 * The writer of a vendors, freight or customers import: new records inserted in batches, changed ones updated by `update`, and
 * an audit entry for each, as the forms write them.
 */
export function recordWriter<V extends Record<string, unknown>>(
  decisions: readonly Decision<V>[],
  actor: SessionUser,
  target: {
    table: RecordTable;
    entity: string;
    update: (trx: Database, id: string, value: V, now: string) => Promise<void>;
  },
): (trx: Database) => Promise<void> {
  return async (trx) => {
    const now = new Date().toISOString();
    const created: Record<string, unknown>[] = [];
    const audits: AuditEntry[] = [];
    for (const decision of decisions) {
      if (decision.action === 'create') {
        const id = randomUUID();
        created.push({ id, ...decision.value, created_at: now, updated_at: now });
        audits.push({
          actor: actor.username,
          action: 'create',
          entity: target.entity,
          entityId: id,
          newValues: decision.value,
        });
      } else if (decision.action === 'update') {
        await target.update(trx, decision.id, decision.value, now);
        audits.push({
          actor: actor.username,
          action: 'update',
          entity: target.entity,
          entityId: decision.id,
          oldValues: decision.before,
          newValues: decision.value,
        });
      }
    }
    // The rows are the table's own columns (each kind's value type is a Pick of its table) plus id and stamps.
    await insertInBatches(trx, target.table, created as Insertable<DB[RecordTable]>[]);
    await recordAudits(trx, audits);
  };
}
