import { MESSAGES, apiErrorSchema } from '@freightdesk/domain';
import { sql } from 'kysely';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';

/** For load balancers and start-up checks: healthy when the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/healthz',
    {
      config: { access: 'public' },
      schema: { tags: ['health'], response: { 200: z.object({ status: z.literal('ok') }), 503: apiErrorSchema } },
    },
    async (request, reply) => {
      try {
        await sql`select 1`.execute(db);
        return { status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).send({ message: MESSAGES.databaseUnavailable, code: 'SERVICE_UNAVAILABLE' });
      }
    },
  );
};
