import { randomUUID } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';

export interface AuditEntry {
  actor: string | null;
  action: AuditLogTable['action'];
  entity: string;
  entityId: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

/** One row per create, update and delete: who, when, what, old and new values. Never secrets. */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      id: randomUUID(),
      at: new Date().toISOString(),
      actor: entry.actor,
      action: entry.action,
      entity: entry.entity,
      entity_id: entry.entityId,
      old_values: entry.oldValues ? JSON.stringify(entry.oldValues) : null,
      new_values: entry.newValues ? JSON.stringify(entry.newValues) : null,
    })
    .execute();
}

export function listAudit(db: Database, entity: string, entityId: string) {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', entity)
    .where('entity_id', '=', entityId)
    .orderBy('at')
    .execute();
}

/** A row as the audit log keeps it: its business values, without id and timestamps. */
export function auditValues(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).filter(([key]) => key !== 'id' && key !== 'created_at' && key !== 'updated_at'),
  );
}
