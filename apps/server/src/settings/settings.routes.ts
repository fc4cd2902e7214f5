import {
  SETTINGS_MESSAGES,
  apiErrorSchema,
  businessSettingsSchema,
  businessSettingsViewSchema,
  messageResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { sessionUser } from '../http/session-user.ts';
import { getBusinessSettings, saveBusinessSettings } from './settings.repository.ts';

const config = { access: 'settings' } as const;
const tags = ['settings'];

/** The admin's Settings screen: the business's details printed on bills, the GST rate, the notification lead time. */
export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/settings', { config, schema: { tags, response: { 200: businessSettingsViewSchema } } }, () =>
    getBusinessSettings(db),
  );

  app.post(
    '/api/settings',
    {
      config,
      schema: { tags, body: businessSettingsSchema, response: { 200: messageResponseSchema, 400: apiErrorSchema } },
    },
    async (request) => {
      const before = await getBusinessSettings(db);
      await db.transaction().execute(async (trx) => {
        await saveBusinessSettings(trx, request.body);
        await recordAudit(trx, {
          actor: sessionUser(request).username,
          action: 'update',
          entity: 'settings',
          entityId: 'business',
          oldValues: before,
          newValues: request.body,
        });
      });
      return { message: SETTINGS_MESSAGES.saved };
    },
  );
};
