import { type BusinessSettings, DEFAULT_BUSINESS_SETTINGS, businessSettingsSchema } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';

/** Business settings as stored (one row per key), over the defaults; a bad stored value falls back to its default. */
export async function getBusinessSettings(db: Database): Promise<BusinessSettings> {
  const rows = await db.selectFrom('settings').selectAll().execute();
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
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
