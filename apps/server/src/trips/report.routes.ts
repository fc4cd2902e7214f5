import {
  REPORT_MESSAGES,
  TRIP_ATTACHMENTS,
  apiErrorSchema,
  decodeTripCursor,
  encodeTripCursor,
  messageResponseSchema,
  reportEditSchema,
  reportFilterProblem,
  reportPageQuerySchema,
  tripRecordSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/app-error.ts';
import { sendAttachment } from '../http/attachment.ts';
import { readMultipart } from '../http/multipart.ts';
import { sessionUser } from '../http/session-user.ts';
import { tripIdParams } from './trip-id.ts';
import type { TripService } from './trip.service.ts';

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  413: apiErrorSchema,
  415: apiErrorSchema,
  429: apiErrorSchema,
};
const tags = ['reports'];

/** Reports, Today's List and Business data (spec-2 section 7). */
export const reportRoutes: FastifyPluginAsyncZod<{ trips: TripService }> = async (app, { trips }) => {
  app.get(
    '/api/reports',
    {
      config: { access: 'reports' },
      schema: {
        tags,
        querystring: reportPageQuerySchema,
        description:
          'Newest first. With `limit`, one page: the x-next-cursor header (absent on the last page) is the next ' +
          "page's `cursor`, and the first page's x-total-count header counts the whole search.",
        response: { 200: z.array(tripRecordSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { limit, cursor, ...filter } = request.query;
      const problem = reportFilterProblem(filter);
      if (problem) throw badRequest(problem);
      const { profile } = sessionUser(request);
      if (limit === undefined) return trips.list(filter, profile);
      const page = await trips.page(filter, profile, cursor ? decodeTripCursor(cursor) : null, limit);
      if (page.next) reply.header('x-next-cursor', encodeTripCursor(page.next));
      if (page.total !== undefined) reply.header('x-total-count', String(page.total));
      return page.trips;
    },
  );

  app.get(
    '/api/today-list',
    { config: { access: 'todayList' }, schema: { tags, response: { 200: z.array(tripRecordSchema) } } },
    (request) => trips.today(sessionUser(request).profile),
  );

  app.post(
    '/api/reports/:id',
    {
      config: { access: 'reports', rateLimit: 'upload' },
      schema: {
        tags,
        params: tripIdParams,
        consumes: ['multipart/form-data'],
        description:
          `Multipart: transactionStatus, weight, actualWeight, short, and optional PDFs ${TRIP_ATTACHMENTS.join(', ')}. ` +
          'Optional weightDifferenceConfirmed=true, sent once the person confirmed an actual weight more than 10% off ' +
          "the loaded one, is recorded in the trip's audit row. Acknowledging a trip with a lorry receipt records " +
          'optional receivedBy (at most 80 characters) and deliveredOn (YYYY-MM-DD, today when left out) on it, and ' +
          'the LR becomes Delivered (issue 32).',
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      const upload = { maxFiles: TRIP_ATTACHMENTS.length, tooLargeMessage: REPORT_MESSAGES.attachmentTooLarge };
      const form = await readMultipart(request, upload);
      const edit = reportEditSchema.safeParse(form.fields);
      if (!edit.success) {
        const issue = edit.error.issues[0];
        // Stryker disable next-line StringLiteral: a failed parse always has an issue, with a message: never used
        throw badRequest(issue?.message ?? REPORT_MESSAGES.statusRequired, issue?.path.join('.'));
      }
      await trips.edit(sessionUser(request), request.params.id, edit.data, form.files);
      return { message: REPORT_MESSAGES.updated };
    },
  );

  app.delete(
    '/api/reports/:id',
    {
      config: { access: 'reportsDelete' },
      schema: { tags, params: tripIdParams, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await trips.remove(sessionUser(request), request.params.id);
      return { message: REPORT_MESSAGES.deleted };
    },
  );

  app.get(
    '/api/download/:id/:fieldName',
    {
      config: { access: 'reports' },
      schema: {
        tags,
        params: tripIdParams.extend({ fieldName: z.enum(TRIP_ATTACHMENTS) }),
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) =>
      sendAttachment(reply, await trips.attachmentFile(request.params.id, request.params.fieldName)),
  );
};
