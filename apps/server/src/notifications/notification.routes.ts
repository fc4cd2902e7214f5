import {
  type DocumentExpiry,
  addDays,
  booksClosingReminderSchema,
  documentExpirySchema,
  localDate,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { booksClosingReminder } from '../settings/books-closed.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { listDocumentsEndingBy } from '../vehicles/vehicle.repository.ts';

/** Documents expired or expiring within the business's lead time, soonest first (spec-1 notification bell). */
export async function listExpiringDocuments(db: Database): Promise<DocumentExpiry[]> {
  const { notificationLeadDays: leadDays } = await getBusinessSettings(db);
  return listDocumentsEndingBy(db, addDays(localDate(), leadDays));
}

const tags = ['notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notify-trucks',
    {
      config: { access: 'notifications' },
      schema: { tags, response: { 200: z.array(documentExpirySchema) } },
    },
    () => listExpiringDocuments(db),
  );

  app.get(
    '/api/notifications/books-closing',
    {
      // The admin alone closes the books, so the admin alone is reminded.
      config: { access: 'settings' },
      schema: {
        tags,
        description:
          'The last day of the latest month that ended at least 10 days ago while the books are not closed through ' +
          'it (issue 28), or null.',
        response: { 200: booksClosingReminderSchema },
      },
    },
    () => booksClosingReminder(db),
  );
};
