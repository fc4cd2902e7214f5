import {
  apiErrorSchema,
  ewayAlertSchema,
  lrCancelSchema,
  lrListQuerySchema,
  lrRequestSchema,
  lrSchema,
  lrUpdateSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { sessionUser } from '../http/session-user.ts';
import type { LrService } from './lr.service.ts';

const tags = ['lorry receipts'];
const errors = { 400: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
// Fastify decodes the path: LR%2F2026-27%2F000123 arrives as LR/2026-27/000123.
const params = z.object({ lrNo: z.string().min(1).max(40) });
const MONEY_NOTE = 'rate and freight (the customer’s) are left out of the managers’ answers.';

/** Issue 32 under /logistics/api: lorry receipts, their PDF and the e-way bill alerts. */
export const lrRoutes: FastifyPluginAsyncZod<{ lrs: LrService }> = async (app, { lrs }) => {
  app.post(
    '/lrs',
    {
      config: { access: 'lrEntry' },
      schema: {
        tags,
        body: lrRequestSchema,
        description:
          'A lorry receipt for a trip, numbered LR/<financial year>/<six digits> without gaps. Consignor and ' +
          'consignee are customer names. Freight = charged weight (default the trip’s) x the rate: the typed one ' +
          '(office only: a manager sending rate gets 403), else the paying customer’s rate on the trip’s day. ' +
          MONEY_NOTE,
        response: { 201: lrSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await lrs.create(sessionUser(request), request.body)),
  );

  app.get(
    '/lrs',
    {
      config: { access: 'lrRead' },
      schema: {
        tags,
        querystring: lrListQuerySchema,
        description: `Lorry receipts by their day (both days or neither) and status, newest first; ${MONEY_NOTE}`,
        response: { 200: z.array(lrSchema), 400: apiErrorSchema },
      },
    },
    (request) => lrs.list(sessionUser(request), request.query),
  );

  app.get(
    '/lrs/:lrNo',
    {
      config: { access: 'lrRead' },
      schema: {
        tags,
        params,
        description: `One lorry receipt; its number URL-encoded (LR%2F2026-27%2F000123). ${MONEY_NOTE}`,
        response: { 200: lrSchema, 404: apiErrorSchema },
      },
    },
    (request) => lrs.get(sessionUser(request), request.params.lrNo),
  );

  app.put(
    '/lrs/:lrNo',
    {
      config: { access: 'lrEntry' },
      schema: {
        tags,
        params,
        body: lrUpdateSchema,
        description:
          'Every typed field again, while the LR is not invoiced or cancelled (else 409). A manager may not send ' +
          'rate and keeps the rate the office typed; the office without rate goes back to the customer’s rate.',
        response: { 200: lrSchema, ...errors },
      },
    },
    (request) => lrs.update(sessionUser(request), request.params.lrNo, request.body),
  );

  app.post(
    '/lrs/:lrNo/cancel',
    {
      config: { access: 'lrMoney' },
      schema: {
        tags,
        params,
        body: lrCancelSchema,
        description: 'Cancels an LR not yet invoiced, keeping its number and the reason; its trip may have a new LR.',
        response: { 200: lrSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    (request) => lrs.cancel(sessionUser(request), request.params.lrNo, request.body.reason),
  );

  app.get(
    '/lrs/:lrNo/pdf',
    {
      config: { access: 'lrRead' },
      schema: {
        tags,
        params,
        description:
          'A4 PDF with three copies (consignor, consignee, driver). The first print moves a Booked LR In transit.',
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await lrs.pdf(sessionUser(request), request.params.lrNo);
      return sendAttachment(reply, { fileName: pdf.fileName, contentType: CONTENT_TYPE.pdf, data: pdf.data });
    },
  );

  app.get(
    '/eway-alerts',
    {
      config: { access: 'ewayAlerts' },
      schema: {
        tags,
        description:
          'E-way bills of trips not yet acknowledged (LRs not cancelled) that expire within 6 hours, or have ' +
          '(expired: true); soonest first.',
        response: { 200: z.array(ewayAlertSchema) },
      },
    },
    () => lrs.ewayAlerts(),
  );
};
