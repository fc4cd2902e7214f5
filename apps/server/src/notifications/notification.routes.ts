import { type DocumentExpiry, documentExpirySchema, localDate } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { listDocumentsEndingBy } from '../vehicles/vehicle.repository.ts';

/** The day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Documents expired or expiring within the business's lead time, soonest first (spec-1 notification bell). */
export async function listExpiringDocuments(db: Database): Promise<DocumentExpiry[]> {
  const { notificationLeadDays: leadDays } = await getBusinessSettings(db);
  return listDocumentsEndingBy(db, addDays(localDate(), leadDays));
}

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/notify-trucks',
    {
      config: { access: 'notifications' },
      schema: { tags: ['notifications'], response: { 200: z.array(documentExpirySchema) } },
    },
    () => listExpiringDocuments(db),
  );
};
