import type { LandingScreen } from '@freightdesk/domain';
import type { Database } from '../db/database.ts';

/** The landing screen a user chose, as stored (landingScreenOf reads it), or undefined for no such user. */
export async function storedLandingScreen(db: Database, userId: string): Promise<string | undefined> {
  const row = await db.selectFrom('users').select('landing_screen').where('id', '=', userId).executeTakeFirst();
  return row?.landing_screen;
}

export async function saveLandingScreen(db: Database, userId: string, landingScreen: LandingScreen): Promise<void> {
  await db
    .updateTable('users')
    .set({ landing_screen: landingScreen, updated_at: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}
