import {
  FREIGHT_MESSAGES,
  apiErrorSchema,
  destinationSchema,
  freightInputSchema,
  freightRateSchema,
  freightUpdateSchema,
  messageResponseSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import type { FreightRateService } from './freight-rate.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const config = { access: 'freight' } as const;
const tags = ['freight rates'];

/** The Freight screen's calls (spec-2 section 7) and the trip form's route lookup (spec-1 section 7). */
export const freightRateRoutes: FastifyPluginAsyncZod<{ freightRates: FreightRateService }> = async (
  app,
  { freightRates },
) => {
  app.get('/list-freight', { config, schema: { tags, response: { 200: z.array(freightRateSchema) } } }, () =>
    freightRates.list(),
  );

  app.post(
    '/add-freight',
    { config, schema: { tags, body: freightInputSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await freightRates.add(sessionUser(request), request.body);
      return reply.status(201).send({ message: FREIGHT_MESSAGES.added });
    },
  );

  app.post(
    '/update-freight',
    { config, schema: { tags, body: freightUpdateSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await freightRates.update(sessionUser(request), request.body);
      return { message: FREIGHT_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete-freight/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await freightRates.remove(sessionUser(request), request.params.id);
      return { message: FREIGHT_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/destination',
    { config: { access: 'tripEntry' }, schema: { tags, response: { 200: z.array(destinationSchema) } } },
    (request) => freightRates.destinations(sessionUser(request).profile),
  );
};
