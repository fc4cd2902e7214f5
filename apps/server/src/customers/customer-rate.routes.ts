import {
  apiErrorSchema,
  customerRateQuerySchema,
  customerRateRequestSchema,
  customerRateSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import type { CustomerRateService } from './customer-rate.service.ts';

const config = { access: 'customerRates' } as const;
const tags = ['customers'];

/** Customer rates (issue 32): rupees per ton for a customer and route from a day on. */
export const customerRateRoutes: FastifyPluginAsyncZod<{ customerRates: CustomerRateService }> = async (
  app,
  { customerRates },
) => {
  app.get(
    '/api/customer-rates',
    {
      config,
      schema: {
        tags,
        querystring: customerRateQuerySchema,
        response: { 200: z.array(customerRateSchema), 400: apiErrorSchema },
        description:
          'Customer rates by customer name, route, and validFrom newest first; `customer` keeps one customer\u2019s ' +
          '(ignoring case), and a name that is no customer\u2019s gives an empty list.',
      },
    },
    (request) => customerRates.list(request.query.customer),
  );

  app.post(
    '/api/customer-rates',
    {
      config,
      schema: {
        tags,
        body: customerRateRequestSchema,
        response: { 201: customerRateSchema, 400: apiErrorSchema, 409: apiErrorSchema },
        description:
          'Adds a rate per ton (rupees) for a customer (by name) and route from validFrom on; trips of earlier days ' +
          'keep the rate then in force. 400 when no customer has the name, 409 when the customer already has a rate ' +
          'for the route from that day.',
      },
    },
    async (request, reply) => reply.status(201).send(await customerRates.add(sessionUser(request), request.body)),
  );
};
