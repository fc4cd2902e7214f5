import { randomUUID } from 'node:crypto';
import type { Kysely, Migration } from 'kysely';
import type { DB } from '../schema.ts';

// Frozen with this migration on purpose: later changes to the domain's date rules must not change what it did.
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The real day nearest to a YYYY-MM-DD whose day does not exist in its month (2026-02-31 → 2026-02-28), else null. */
export function nearestRealDay(value: string): string | null {
  const match = DAY.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12) return null;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const real = Math.min(Math.max(day, 1), lastDay);
  return `${match[1]}-${match[2]}-${String(real).padStart(2, '0')}`;
}

/**
 * Releases before this one stored document dates without checking that the day exists. Each impossible date is moved
 * to the nearest real day of its month; one that has no such day (month 13, not a date at all) is kept as stored and
 * counts as expired. Either way the audit log gets a row, so the office can see what changed or needs a new upload.
 */
export const realDates: Migration = {
  async up(untyped: Kysely<unknown>) {
    const db = untyped as Kysely<DB>;
    const documents = await db
      .selectFrom('vehicle_documents')
      .select(['truck_no', 'field_name', 'start_date', 'end_date'])
      .execute();
    const at = new Date().toISOString();
    for (const document of documents) {
      const repaired = { start_date: document.start_date, end_date: document.end_date };
      const problems: string[] = [];
      for (const column of ['start_date', 'end_date'] as const) {
        const value = document[column];
        if (DAY.test(value) && nearestRealDay(value) === value) continue;
        const real = nearestRealDay(value);
        if (real) repaired[column] = real;
        else problems.push(`${column} is not a real date`);
      }
      const changed = repaired.start_date !== document.start_date || repaired.end_date !== document.end_date;
      if (!changed && problems.length === 0) continue;
      if (changed) {
        await db
          .updateTable('vehicle_documents')
          .set(repaired)
          .where('truck_no', '=', document.truck_no)
          .where('field_name', '=', document.field_name)
          .execute();
      }
      await db
        .insertInto('audit_log')
        .values({
          id: randomUUID(),
          at,
          actor: null,
          action: 'update',
          entity: 'vehicleDocument',
          entity_id: `${document.truck_no}/${document.field_name}`,
          old_values: JSON.stringify({ start_date: document.start_date, end_date: document.end_date }),
          new_values: JSON.stringify({ ...repaired, ...(problems.length > 0 ? { problems } : {}) }),
        })
        .execute();
    }
  },

  async down() {
    // The old dates were impossible; there is nothing to restore them to.
  },
};
