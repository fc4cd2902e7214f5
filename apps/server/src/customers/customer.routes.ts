import { apiErrorSchema, can, customerNameSchema, customerRequestSchema, customerSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import type { CustomerService } from './customer.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const config = { access: 'customers' } as const;
const tags = ['customers'];

/** Customers (issue 32): consignors and consignees, kept by the office and picked by name on lorry receipts. */
export const customerRoutes: FastifyPluginAsyncZod<{ customers: CustomerService }> = async (app, { customers }) => {
  app.get(
    '/api/customers',
    {
      config: { access: 'customerNames' },
      schema: {
        tags,
        response: { 200: z.union([z.array(customerSchema), z.array(customerNameSchema)]) },
        description:
          'Every customer sorted by name: the office (admin, accountant) gets every field; the managers get only ' +
          '{id, name}, to pick consignors and consignees.',
      },
    },
    (request) => (can(sessionUser(request).profile, 'customers') ? customers.list() : customers.names()),
  );

  app.post(
    '/api/customers',
    {
      config,
      schema: {
        tags,
        body: customerRequestSchema,
        response: { 201: customerSchema, 400: apiErrorSchema, 409: apiErrorSchema },
        description:
          'Adds a customer. The state must be the one of the GSTIN (its first two digits) and a PAN typed beside a ' +
          'GSTIN the one inside it. 409 when the name (ignoring case) or the GSTIN is taken.',
      },
    },
    async (request, reply) => reply.status(201).send(await customers.add(sessionUser(request), request.body)),
  );

  app.put(
    '/api/customers/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        body: customerRequestSchema,
        response: { 200: customerSchema, ...errors },
        description:
          'Replaces a customer\u2019s fields, with the same checks as adding one; 404 when there is no such customer.',
      },
    },
    (request) => customers.update(sessionUser(request), request.params.id, request.body),
  );
};
