import {
  VEHICLE_DOCUMENTS,
  VEHICLE_MESSAGES,
  apiErrorSchema,
  documentResetSchema,
  messageResponseSchema,
  normaliseTruckNumber,
  truckLookupSchema,
  vehicleSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../http/attachment.ts';
import { readMultipart } from '../http/multipart.ts';
import { sessionUser } from '../http/session-user.ts';
import type { VehicleService } from './vehicle.service.ts';

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};
const config = { access: 'vehicle' } as const;
const uploadConfig = { ...config, rateLimit: 'upload' } as const;
const tags = ['vehicles'];
const truckParam = z.string().max(20).transform(normaliseTruckNumber);
const upload = { maxFiles: VEHICLE_DOCUMENTS.length, tooLargeMessage: VEHICLE_MESSAGES.tooLarge };

/** The Vehicle screen's calls (spec-2 section 7, paths per DESIGN.md) and the trip form's truck lookup. */
export const vehicleRoutes: FastifyPluginAsyncZod<{ vehicles: VehicleService }> = async (app, { vehicles }) => {
  app.get('/list-vehicle', { config, schema: { tags, response: { 200: z.array(vehicleSchema) } } }, () =>
    vehicles.list(),
  );

  app.post(
    '/add-vehicle',
    {
      config: uploadConfig,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          'Multipart: truck_no, make, companyOwner; per document a PDF under its key (e.g. insurance) with {key}_startDate and {key}_endDate.',
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, upload);
      await vehicles.add(sessionUser(request), form);
      return reply.status(201).send({ message: VEHICLE_MESSAGES.added });
    },
  );

  app.post(
    '/upload',
    {
      config: uploadConfig,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart: truck_no, field_name, file (PDF), start_date, end_date.',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const form = await readMultipart(request, { ...upload, maxFiles: 1 });
      await vehicles.upload(sessionUser(request), form);
      return { message: VEHICLE_MESSAGES.uploaded };
    },
  );

  app.delete(
    '/delete-vehicle/:truck_no',
    {
      config,
      schema: { tags, params: z.object({ truck_no: truckParam }), response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await vehicles.remove(sessionUser(request), request.params.truck_no);
      return { message: VEHICLE_MESSAGES.deleted };
    },
  );

  app.post(
    '/reset-vehicle-doc',
    { config, schema: { tags, body: documentResetSchema, response: { 200: messageResponseSchema, ...errors } } },
    async (request) => {
      await vehicles.resetDocument(sessionUser(request), request.body.truck_no, request.body.field_name);
      return { message: VEHICLE_MESSAGES.reset };
    },
  );

  app.get(
    '/download/:truck_no/:docKey',
    {
      config,
      schema: {
        tags,
        params: z.object({ truck_no: truckParam, docKey: z.enum(VEHICLE_DOCUMENTS) }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await vehicles.documentFile(request.params.truck_no, request.params.docKey)),
  );

  app.get(
    '/api/trucks',
    { config: { access: 'tripEntry' }, schema: { tags, response: { 200: z.array(truckLookupSchema) } } },
    () => vehicles.lookups(),
  );
};
