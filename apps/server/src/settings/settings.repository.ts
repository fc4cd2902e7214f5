import { type BusinessSettings, DEFAULT_BUSINESS_SETTINGS, businessSettingsSchema } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';

/** The settings row of the day the books are closed through (issue 28); no row when no day is closed. */
const BOOKS_CLOSED_KEY = 'booksClosedThrough';

/** Business settings as stored (one row per key), over the defaults; a bad stored value falls back to its default. */
export async function getBusinessSettings(db: Database): Promise<BusinessSettings> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  // Only the business's own keys: the table also holds other settings (the books' closed day), kept apart.
  const stored = Object.fromEntries(
    rows.filter((row) => Object.hasOwn(DEFAULT_BUSINESS_SETTINGS, row.key)).map((row) => [row.key, row.value]),
  );
  const merged = { ...DEFAULT_BUSINESS_SETTINGS, ...stored };
  const parsed = businessSettingsSchema.safeParse(merged);
  return parsed.success ? parsed.data : DEFAULT_BUSINESS_SETTINGS;
}

export async function saveBusinessSettings(db: Database, settings: BusinessSettings): Promise<void> {
  for (const [key, value] of Object.entries(settings)) {
    await db
      .insertInto('settings')
      .values({ key, value: String(value) })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: String(value) }))
      .execute();
  }
}

/** The last day of the closed period (YYYY-MM-DD), or null when no day is closed. */
export async function getBooksClosedThrough(db: Database): Promise<string | null> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', BOOKS_CLOSED_KEY).executeTakeFirst();
  return row?.value ?? null;
}

export async function saveBooksClosedThrough(db: Database, through: string | null): Promise<void> {
  if (through === null) {
    await db.deleteFrom('settings').where('key', '=', BOOKS_CLOSED_KEY).execute();
    return;
  }
  await db
    .insertInto('settings')
    .values({ key: BOOKS_CLOSED_KEY, value: through })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: through }))
    .execute();
}
