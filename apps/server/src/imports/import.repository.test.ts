import type { Insertable, Selectable } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../config.ts';
import { type Database, type DatabaseHandle, closeDatabase, openDatabase } from '../db/database.ts';
import type { AuditLogTable } from '../db/schema.ts';
import { freshDatabase } from '../test/test-app.ts';
import { auditRow, insertInBatches } from './import.repository.ts';

// insertInBatches's rows per insert.
const BATCH = 500;

let handle: DatabaseHandle;
let db: Database;
let dispose: () => Promise<void>;

beforeAll(async () => {
  const database = await freshDatabase();
  dispose = database.dispose;
  handle = await openDatabase(loadConfig({ ...database.env, LOG_LEVEL: 'silent' }));
  ({ db } = handle);
});

afterAll(async () => {
  await closeDatabase(handle);
  await dispose();
});

beforeEach(async () => {
  await db.deleteFrom('audit_log').execute();
});

/** The nth audit row: every value differs from row to row, so a value bound to another row or column shows. */
const rowAt = (n: number): Insertable<AuditLogTable> =>
  auditRow(
    {
      actor: n % 3 === 0 ? null : `user-${n}`,
      action: n % 2 === 0 ? 'create' : 'update',
      entity: `entity-${n % 7}`,
      entityId: `trip-${n}`,
      oldValues: n % 5 === 0 ? null : { weight: n },
      newValues: { weight: n + 1 },
    },
    `2026-11-05T10:00:00.${String(n).padStart(3, '0')}Z`,
  );

/** The same row with its keys listed last to first. */
const reversed = (row: Insertable<AuditLogTable>): Insertable<AuditLogTable> =>
  Object.fromEntries(Object.entries(row).reverse()) as Insertable<AuditLogTable>;

/** A row as it reads back: a column left out or undefined is null. */
const stored = (row: Insertable<AuditLogTable>): Selectable<AuditLogTable> => ({
  id: row.id,
  at: row.at,
  actor: row.actor ?? null,
  action: row.action,
  entity: row.entity,
  entity_id: row.entity_id,
  old_values: row.old_values ?? null,
  new_values: row.new_values ?? null,
});

const byId = (a: { id: string }, b: { id: string }) => a.id.localeCompare(b.id);

async function readBack(): Promise<Selectable<AuditLogTable>[]> {
  return (await db.selectFrom('audit_log').selectAll().execute()).sort(byId);
}

describe('insertInBatches', () => {
  it('writes every row of two full batches and a last partial one, each value in its own column', async () => {
    // Every seventh row lists its keys in another order than the first row does.
    const rows = Array.from({ length: 2 * BATCH + 3 }, (_, n) => (n % 7 === 3 ? reversed(rowAt(n)) : rowAt(n)));
    await insertInBatches(db, 'audit_log', rows);
    expect(await readBack()).toEqual(rows.map(stored).sort(byId));
  });

  it('takes the rows from a generator, writing a full batch before it asks for the next row', async () => {
    const built = vi.spyOn(db, 'insertInto');
    const given: Insertable<AuditLogTable>[] = [];
    let builtBeforeRowAfterBatch = 0;
    function* generated() {
      for (let n = 0; n < BATCH + 1; n += 1) {
        if (n === BATCH) builtBeforeRowAfterBatch = built.mock.calls.length;
        const row = rowAt(n);
        given.push(row);
        yield row;
      }
    }
    await insertInBatches(db, 'audit_log', generated());
    expect(builtBeforeRowAfterBatch).toBe(1);
    expect(await readBack()).toEqual(given.map(stored).sort(byId));
  });

  it('builds the insert of a full batch once for every full batch, and anew only for the last partial one', async () => {
    const built = vi.spyOn(db, 'insertInto');
    const rows = Array.from({ length: 3 * BATCH + 3 }, (_, n) => rowAt(n));
    await insertInBatches(db, 'audit_log', rows);
    expect(built).toHaveBeenCalledTimes(2);
    expect(await readBack()).toEqual(rows.map(stored).sort(byId));
  });

  it('builds a full batch’s insert anew when the first batch’s rows leave a column out', async () => {
    const rows = Array.from({ length: 2 * BATCH + 3 }, (_, n) => rowAt(n));
    // The first row's actor undefined and another's old values left out: the database gives each its default (null),
    // so the first batch's insert holds fewer values than its rows have columns.
    rows[0] = { ...rowAt(0), actor: undefined };
    const { old_values: _, ...withoutOldValues } = rowAt(7);
    rows[7] = withoutOldValues;
    const built = vi.spyOn(db, 'insertInto');
    await insertInBatches(db, 'audit_log', rows);
    expect(await readBack()).toEqual(rows.map(stored).sort(byId));
    // The first batch's insert, the second's anew (then kept: its rows have every column), and the last partial one.
    expect(built).toHaveBeenCalledTimes(3);
  });

  it('writes nothing for no rows, and a single partial batch as it is', async () => {
    await insertInBatches(db, 'audit_log', []);
    expect(await readBack()).toEqual([]);
    const rows = [rowAt(1), reversed(rowAt(2))];
    await insertInBatches(db, 'audit_log', rows);
    expect(await readBack()).toEqual(rows.map(stored).sort(byId));
  });
});
