import {
  DASHBOARD_MESSAGES,
  type LandingScreen,
  type LandingScreenRequest,
  can,
  landingScreenOf,
} from '@freightdesk/domain';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import type { SessionUser } from '../http/access.ts';
import { forbidden } from '../http/app-error.ts';
import { saveLandingScreen, storedLandingScreen } from './landing-screen.repository.ts';

export type LandingScreenService = ReturnType<typeof createLandingScreenService>;

/** The screen each user lands on after signing in (issue 33), chosen by the user, kept on the server. */
export function createLandingScreenService(db: Database) {
  const landingScreenOfUser = async (user: SessionUser): Promise<LandingScreen> =>
    landingScreenOf(user.profile, await storedLandingScreen(db, user.id));

  return {
    of: landingScreenOfUser,

    /** The user's own choice; the dashboard only for a profile that may open it. */
    async choose(
      actor: SessionUser,
      { landingScreen }: LandingScreenRequest,
    ): Promise<{ landingScreen: LandingScreen }> {
      if (landingScreen === 'dashboard' && !can(actor.profile, 'dashboard')) {
        throw forbidden(DASHBOARD_MESSAGES.notYours);
      }
      const before = await landingScreenOfUser(actor);
      await db.transaction().execute(async (trx) => {
        await saveLandingScreen(trx, actor.id, landingScreen);
        await recordAudit(trx, {
          actor: actor.username,
          action: 'update',
          entity: 'user',
          entityId: actor.id,
          oldValues: { landingScreen: before },
          newValues: { landingScreen },
        });
      });
      return { landingScreen };
    },
  };
}
