import {
  VENDOR_MESSAGES,
  apiErrorSchema,
  messageResponseSchema,
  vendorLookupSchema,
  vendorRequestSchema,
  vendorSchema,
  vendorUpdateSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sessionUser } from '../http/session-user.ts';
import type { VendorService } from './vendor.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const config = { access: 'vendor' } as const;
const tags = ['vendors'];

/** The Vendor screen's calls (spec-2 section 7) and the trip form's vendor lookup (spec-1 section 7). */
export const vendorRoutes: FastifyPluginAsyncZod<{ vendors: VendorService }> = async (app, { vendors }) => {
  app.get('/list-vendor', { config, schema: { tags, response: { 200: z.array(vendorSchema) } } }, () => vendors.list());

  app.post(
    '/add-vendor',
    { config, schema: { tags, body: vendorRequestSchema, response: { 201: messageResponseSchema, ...errors } } },
    async (request, reply) => {
      await vendors.add(sessionUser(request), request.body);
      return reply.status(201).send({ message: VENDOR_MESSAGES.added });
    },
  );

  app.post(
    '/update-vendor',
    { config, schema: { tags, body: vendorUpdateSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      const { id, deducteeType: _type, expectedTdsRate: _expected, tdsBasis: _basis, ...fields } = request.body;
      await vendors.update(sessionUser(request), id, fields);
      return { message: VENDOR_MESSAGES.updated };
    },
  );

  app.delete(
    '/delete-vendor/:id',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await vendors.remove(sessionUser(request), request.params.id);
      return { message: VENDOR_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/vendors',
    { config: { access: 'tripEntry' }, schema: { tags, response: { 200: z.array(vendorLookupSchema) } } },
    () => vendors.lookups(),
  );
};
