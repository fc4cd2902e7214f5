import {
  TRIP_MESSAGES,
  apiErrorSchema,
  messageResponseSchema,
  tripHistoryEntrySchema,
  tripInputSchema,
  tripRecordSchema,
  tripUpdateSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import { normalTripId, tripIdParams } from './trip-id.ts';
import type { TripService } from './trip.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const tags = ['trips'];

/** The trip entry screen's calls (spec-1 section 7): POST /reports creates, POST /api/trip updates. */
export const tripRoutes: FastifyPluginAsyncZod<{ trips: TripService }> = async (app, { trips }) => {
  app.post(
    '/reports',
    {
      config: { access: 'tripEdit' },
      schema: {
        tags,
        body: tripInputSchema,
        response: { 201: messageResponseSchema.extend({ TripID: z.string() }), ...errors },
      },
    },
    async (request, reply) => {
      const id = await trips.create(sessionUser(request), request.body);
      return reply.status(201).send({ message: TRIP_MESSAGES.created, TripID: id });
    },
  );

  app.post(
    '/api/trip',
    {
      config: { access: 'tripEdit' },
      schema: { tags, body: tripUpdateSchema, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      const { TripID, ...fields } = request.body;
      await trips.update(sessionUser(request), normalTripId(TripID), fields);
      return { message: TRIP_MESSAGES.updated };
    },
  );

  app.get(
    '/api/trip/:id',
    {
      config: { access: 'tripEntry' },
      schema: { tags, params: tripIdParams, response: { 200: tripRecordSchema, 404: apiErrorSchema } },
    },
    (request) => trips.get(sessionUser(request), request.params.id),
  );

  app.get(
    '/api/trip/:id/history',
    {
      config: { access: 'tripEntry' },
      schema: { tags, params: tripIdParams, response: { 200: z.array(tripHistoryEntrySchema), 404: apiErrorSchema } },
    },
    (request) => trips.history(sessionUser(request), request.params.id),
  );
};
