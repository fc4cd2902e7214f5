import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { AuditEntry } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { AuditLogTable, CounterTable, DB } from '../db/schema.ts';

// Rows per insert: under SQLite's and PostgreSQL's limits on bound values for the widest table (trips, 29 columns).
const BATCH = 500;

/** Gives the event loop a turn, so other requests are answered while a large file is read or written. */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Inserts rows in batches, yielding between them. */
export async function insertInBatches<T extends keyof DB>(
  db: Database,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + BATCH))
      .execute();
    await yieldToOthers();
  }
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
