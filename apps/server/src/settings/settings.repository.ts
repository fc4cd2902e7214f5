import type { Database } from '../db/database.ts';

/** Business settings and their defaults; the admin's Settings screen edits them. */
export const SETTING_DEFAULTS = {
  notificationLeadDays: 15,
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;

export async function getNumberSetting(db: Database, key: SettingKey): Promise<number> {
  const row = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const value = row ? Number(row.value) : Number.NaN;
  return Number.isFinite(value) ? value : SETTING_DEFAULTS[key];
}
