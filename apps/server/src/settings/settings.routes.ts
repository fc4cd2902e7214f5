import {
  SETTINGS_MESSAGES,
  apiErrorSchema,
  booksClosedSavedSchema,
  booksClosedSchema,
  businessSettingsSchema,
  businessSettingsViewSchema,
  messageResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordAudit } from '../audit/audit.repository.ts';
import type { Database } from '../db/database.ts';
import { sessionUser } from '../http/session-user.ts';
import { closeBooks } from './books-closed.ts';
import { getBooksClosedThrough, getBusinessSettings, saveBusinessSettings } from './settings.repository.ts';

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

  app.get(
    '/api/settings/books-closed',
    {
      config,
      schema: {
        tags,
        description: 'The last day of the closed period (issue 28), or null when no day is closed.',
        response: { 200: booksClosedSchema },
      },
    },
    async () => ({ through: await getBooksClosedThrough(db) }),
  );

  app.put(
    '/api/settings/books-closed',
    {
      config,
      schema: {
        tags,
        description:
          'Closes the books through a day (up to today), moves that day back or forward, or opens them all (null). ' +
          'Nothing dated on or before it can then be created, changed or removed: 409 PERIOD_CLOSED.',
        body: booksClosedSchema,
        response: { 200: booksClosedSavedSchema, 400: apiErrorSchema },
      },
    },
    (request) => closeBooks(db, sessionUser(request), request.body),
  );
};
