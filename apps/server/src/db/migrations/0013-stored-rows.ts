import { randomUUID } from 'node:crypto';
import {
  DATE_MESSAGE,
  type NumberTextRule,
  RATE_RUPEES,
  REMARK_RUPEES,
  RUPEES,
  TDS_PERCENT,
  TONS,
  TRIP_MESSAGES,
  TRIP_STATUSES,
  WHOLE_RUPEES,
  isCalendarDay,
  readNumberText,
  stripInvisible,
} from '@freightdesk/domain';
import type { Kysely, Migration } from 'kysely';
import type { DB } from '../schema.ts';
import { storedNumber } from '../stored-values.ts';
import { nearestRealDay } from './0012-real-dates.ts';

/** The rule of a stored amount below 0 where no release ever allowed one. */
export const NEGATIVE = 'Must not be negative.';
const NAME_REPAIRED = 'Invisible format characters removed.';
const DATE_REPAIRED = 'Moved to the nearest real day of its month.';

/** What the check found: rows repaired (with an audit row each) and values flagged, counted per table, field and rule. */
export interface StoredRowsReport {
  repaired: Record<string, number>;
  flagged: Record<string, number>;
}

/** The first of today's rules a stored number breaks, or null; `scale` stored units (paise, kg) make one typed unit. */
function numberProblem(value: unknown, rule: NumberTextRule, scale: number, positive = false): string | null {
  const number = storedNumber(value);
  if (number === null) return rule.invalid;
  if (number < 0 && rule.signed !== true) return NEGATIVE;
  if (positive && number === 0) return rule.invalid;
  const reading = readNumberText(number / scale, rule);
  return reading.ok ? null : reading.message;
}

const TRIP_NUMBERS: [keyof DB['trips'], NumberTextRule, number][] = [
  ['weight_kg', TONS, 1000],
  ['actual_weight_kg', TONS, 1000],
  ['rate_paise', RATE_RUPEES, 100],
  ['freight_paise', RUPEES, 100],
  ['tds_rate_bps', TDS_PERCENT, 100],
  ['diesel_paise', RUPEES, 100],
  ['short_paise', RUPEES, 100],
  ['advance_paise', WHOLE_RUPEES, 100],
  ['toll_paise', RUPEES, 100],
  ['adblue_paise', RUPEES, 100],
  ['greasing_paise', RUPEES, 100],
];
const BILL_PAISE = ['gst_paise', 'final_paise'] as const;

/**
 * Finds the stored rows that today's rules would refuse (domain rules of packages/domain) and repairs or flags each.
 *
 * Repaired, with an audit row, only where the repair is unambiguous and changes no money: invisible format
 * characters leave vendor names, driver names, chat names and file names (not a username: that is how its owner signs
 * in), and an impossible trip day moves to the nearest real day of its month, as 0012 did for documents.
 *
 * Everything else is flagged, never changed: a weight, an amount, a rate, a status or a bill remark out of range
 * gets a row in data_issues (table, id, field, stored value, the rule it breaks). An amount may already be on a
 * bill, and which value was meant is the office's to say; the lists show the row meanwhile (a value that is not a
 * number at all reads as blank, see stored-values.ts), and an admin corrects it on its screen (README, "Stored data
 * that breaks today's rules").
 */
export async function checkStoredRows(db: Kysely<DB>): Promise<StoredRowsReport> {
  const report: StoredRowsReport = { repaired: {}, flagged: {} };
  const at = new Date().toISOString();
  const count = (tally: Record<string, number>, key: string) => {
    tally[key] = (tally[key] ?? 0) + 1;
  };
  const flag = async (table: string, rowId: string, field: string, value: unknown, rule: string) => {
    count(report.flagged, `${table}.${field}: ${rule}`);
    await db
      .insertInto('data_issues')
      .values({ id: randomUUID(), table_name: table, row_id: rowId, field, value: String(value), rule, found_at: at })
      .execute();
  };
  const audit = async (entity: string, entityId: string, before: object, after: object, rule: string) => {
    count(report.repaired, `${entity}: ${rule}`);
    await db
      .insertInto('audit_log')
      .values({
        id: randomUUID(),
        at,
        actor: null,
        action: 'update',
        entity,
        entity_id: entityId,
        old_values: JSON.stringify(before),
        new_values: JSON.stringify(after),
      })
      .execute();
  };

  for await (const trip of allTrips(db)) {
    for (const [field, rule, scale] of TRIP_NUMBERS) {
      const value = trip[field];
      if (value === null) continue;
      const problem = numberProblem(value, rule, scale);
      if (problem) await flag('trips', trip.id, field, value, problem);
    }
    if (!(TRIP_STATUSES as readonly string[]).includes(trip.status)) {
      await flag('trips', trip.id, 'status', trip.status, TRIP_MESSAGES.invalidStatus);
    }
    const changes: Partial<Record<'local_date' | 'driver_name', string>> = {};
    if (!isCalendarDay(trip.local_date)) {
      const real = nearestRealDay(trip.local_date);
      if (real) changes.local_date = real;
      else await flag('trips', trip.id, 'local_date', trip.local_date, DATE_MESSAGE);
    }
    if (stripInvisible(trip.driver_name) !== trip.driver_name) changes.driver_name = stripInvisible(trip.driver_name);
    if (Object.keys(changes).length > 0) {
      await db.updateTable('trips').set(changes).where('id', '=', trip.id).execute();
      const before = Object.fromEntries(Object.keys(changes).map((key) => [key, trip[key as keyof typeof changes]]));
      await audit('trip', trip.id, before, changes, changes.local_date ? DATE_REPAIRED : NAME_REPAIRED);
    }
  }

  for (const vendor of await db.selectFrom('vendors').selectAll().execute()) {
    const problem = numberProblem(vendor.tds_rate_bps, TDS_PERCENT, 100);
    if (problem) await flag('vendors', vendor.id, 'tds_rate_bps', vendor.tds_rate_bps, problem);
    const name = stripInvisible(vendor.company_name);
    const owner = stripInvisible(vendor.company_owner);
    if (name === vendor.company_name && owner === vendor.company_owner) continue;
    const key = name.toLowerCase();
    const taken = await db
      .selectFrom('vendors')
      .select('id')
      .where('company_name_key', '=', key)
      .where('id', '!=', vendor.id)
      .executeTakeFirst();
    // Two vendors whose names differ only by invisible characters: which one is meant is the office's to say.
    if (taken) {
      await flag(
        'vendors',
        vendor.id,
        'company_name',
        vendor.company_name,
        'Invisible characters; same name as another vendor.',
      );
      continue;
    }
    const changes = { company_name: name, company_name_key: key, company_owner: owner };
    await db.updateTable('vendors').set(changes).where('id', '=', vendor.id).execute();
    await audit(
      'vendor',
      vendor.id,
      { company_name: vendor.company_name, company_owner: vendor.company_owner },
      changes,
      NAME_REPAIRED,
    );
  }

  for (const rate of await db.selectFrom('freight_rates').selectAll().execute()) {
    const problem = numberProblem(rate.rate_paise, RATE_RUPEES, 100, true);
    if (problem) await flag('freight_rates', rate.id, 'rate_paise', rate.rate_paise, problem);
  }

  for (const bill of await db.selectFrom('bills').selectAll().execute()) {
    for (const field of BILL_PAISE) {
      const value = storedNumber(bill[field]);
      if (value === null || !Number.isInteger(value) || Math.abs(value) > RUPEES.max * 100) {
        await flag('bills', bill.id, field, bill[field], RUPEES.tooLarge);
      }
    }
    await flagRemarks(bill.id, bill.remarks, flag);
  }

  for (const chat of await db.selectFrom('chats').select(['id', 'name']).execute()) {
    if (chat.name === null || stripInvisible(chat.name) === chat.name) continue;
    await db
      .updateTable('chats')
      .set({ name: stripInvisible(chat.name) })
      .where('id', '=', chat.id)
      .execute();
    await audit('chat', chat.id, { name: chat.name }, { name: stripInvisible(chat.name) }, NAME_REPAIRED);
  }
  for (const file of await db.selectFrom('files').select(['id', 'file_name']).execute()) {
    if (stripInvisible(file.file_name) === file.file_name) continue;
    await db
      .updateTable('files')
      .set({ file_name: stripInvisible(file.file_name) })
      .where('id', '=', file.id)
      .execute();
    await audit(
      'file',
      file.id,
      { file_name: file.file_name },
      { file_name: stripInvisible(file.file_name) },
      NAME_REPAIRED,
    );
  }
  for (const user of await db.selectFrom('users').select(['id', 'username']).execute()) {
    if (stripInvisible(user.username) !== user.username) {
      await flag('users', user.id, 'username', user.username, 'Invisible format characters in a sign-in name.');
    }
  }
  return report;
}

/** Every trip, a page at a time: a database of years holds a million of them. */
async function* allTrips(db: Kysely<DB>) {
  let after = '';
  for (;;) {
    const page = await db.selectFrom('trips').selectAll().where('id', '>', after).orderBy('id').limit(5000).execute();
    yield* page;
    const last = page.at(-1);
    if (!last || page.length < 5000) return;
    after = last.id;
  }
}

/** Each remark amount of a bill (JSON [{text, amount}] in rupees) that today's remark rule refuses. */
async function flagRemarks(
  billId: string,
  json: string,
  flag: (table: string, rowId: string, field: string, value: unknown, rule: string) => Promise<void>,
): Promise<void> {
  let remarks: unknown;
  try {
    remarks = JSON.parse(json);
  } catch {
    remarks = null;
  }
  if (!Array.isArray(remarks)) {
    await flag('bills', billId, 'remarks', json, REMARK_RUPEES.invalid);
    return;
  }
  for (const [index, remark] of remarks.entries()) {
    const amount: unknown =
      typeof remark === 'object' && remark !== null ? (remark as { amount?: unknown }).amount : null;
    const finite = storedNumber(amount);
    const reading = finite === null ? null : readNumberText(finite, REMARK_RUPEES);
    if (!reading?.ok) {
      await flag('bills', billId, `remarks[${index}].amount`, amount, reading?.message ?? REMARK_RUPEES.invalid);
    }
  }
}

/** One line for the server's log: what the check repaired and flagged, per rule. */
export function describeStoredRows(report: StoredRowsReport): string {
  const list = (tally: Record<string, number>) =>
    Object.entries(tally)
      .map(([rule, n]) => `${rule} ×${n}`)
      .join('; ') || 'none';
  return `Stored rows against today's rules: repaired ${list(report.repaired)}. Flagged in data_issues: ${list(report.flagged)}.`;
}

export const storedRows: Migration = {
  async up(untyped: Kysely<unknown>) {
    await untyped.schema
      .createTable('data_issues')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('table_name', 'text', (c) => c.notNull())
      .addColumn('row_id', 'text', (c) => c.notNull())
      .addColumn('field', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('rule', 'text', (c) => c.notNull())
      .addColumn('found_at', 'text', (c) => c.notNull())
      .execute();
    const report = await checkStoredRows(untyped);
    if (Object.keys(report.repaired).length + Object.keys(report.flagged).length > 0) {
      console.warn(`Migration 0013: ${describeStoredRows(report)}`);
    }
  },

  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('data_issues').execute();
  },
};
