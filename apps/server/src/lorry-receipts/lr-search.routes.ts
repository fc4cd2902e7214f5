import { LR_MESSAGES, apiErrorSchema, canOpenTrip, readLrSearch } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/database.ts';
import { notFound } from '../http/app-error.ts';
import { sessionUser } from '../http/session-user.ts';
import { findLrByNumber } from './lr-search.repository.ts';

const tags = ['lorry receipts'];

/** The top bar's search by LR number (issue 32), under /logistics/api. */
export const lrSearchRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/lrs/find',
    {
      config: { access: 'lrRead' },
      schema: {
        tags,
        description:
          'The LR of a number as typed in the top bar: LR/2026-27/000123 (any case, zero-padded or not), or LR123 ' +
          'for number 123 of the latest financial year that has one. 404 when there is none, or its trip is out of ' +
          "the profile's reach.",
        querystring: z.object({ q: z.string().max(40) }),
        response: { 200: z.object({ lrNo: z.string(), tripId: z.string() }), 404: apiErrorSchema },
      },
    },
    async (request) => {
      const number = readLrSearch(request.query.q);
      const lr = number && (await findLrByNumber(db, number.fy, number.seq));
      if (!lr || !canOpenTrip(sessionUser(request), { username: lr.username, localDate: lr.local_date })) {
        throw notFound(LR_MESSAGES.notFound);
      }
      return { lrNo: lr.lr_no, tripId: lr.trip_id };
    },
  );
};
