import {
  apiErrorSchema,
  creditNoteRequestSchema,
  creditNoteSchema,
  forwardRateRequestSchema,
  forwardRateSchema,
  invoiceListQuerySchema,
  invoiceRequestSchema,
  invoiceSchema,
  invoiceSummarySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { idempotencyHeaders, requestKey } from '../http/idempotency-key.ts';
import { sessionUser } from '../http/session-user.ts';
import { type InvoiceService, normalInvoiceNo } from './invoice.service.ts';

const tags = ['invoices'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
// Fastify decodes the path: INV%2F2026-27%2F0001 arrives as INV/2026-27/0001.
const invoiceParams = z.object({ invoiceNo: z.string().min(1).max(40) });
const creditNoteParams = z.object({ creditNoteNo: z.string().min(1).max(40) });

/** Issue 33 under /logistics/api: customer invoices, credit notes and the forward-charge GST rate. */
export const invoiceRoutes: FastifyPluginAsyncZod<{ invoices: InvoiceService }> = async (app, { invoices }) => {
  app.post(
    '/invoices',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        headers: idempotencyHeaders('invoice'),
        body: invoiceRequestSchema,
        description:
          'An invoice of delivered LRs of one customer (To be billed or Paid, billed to it, not yet invoiced: else ' +
          '409 naming the LR), numbered INV/<financial year>/<four digits> without gaps, dated today unless `date`. ' +
          'GST: none under reverse charge (the customer’s setting); else the forward-charge rate in force on the ' +
          'day, CGST+SGST within the office’s state and IGST across states.',
        response: { 201: invoiceSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await invoices.create(sessionUser(request), request.body, requestKey(request))),
  );

  app.get(
    '/invoices',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        querystring: invoiceListQuerySchema,
        description:
          'Invoices by their day (both days or neither), customer and status (Unpaid, Partly paid, Paid, ' +
          'Cancelled), newest first, with what was credited and received and the balance.',
        response: { 200: z.array(invoiceSummarySchema), 400: apiErrorSchema },
      },
    },
    (request) => invoices.list(request.query),
  );

  app.get(
    '/invoices/:invoiceNo',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        params: invoiceParams,
        description: 'One invoice, its number URL-encoded (INV%2F2026-27%2F0001), with received, balance and status.',
        response: { 200: invoiceSchema, 404: apiErrorSchema },
      },
    },
    (request) => invoices.get(request.params.invoiceNo),
  );

  app.get(
    '/invoices/:invoiceNo/pdf',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        params: invoiceParams,
        description: 'The tax invoice as an A4 PDF.',
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await invoices.pdf(request.params.invoiceNo);
      return sendAttachment(reply, { fileName: pdf.fileName, contentType: CONTENT_TYPE.pdf, data: pdf.data });
    },
  );

  app.post(
    '/invoices/:invoiceNo/credit-note',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        headers: idempotencyHeaders('credit note'),
        params: invoiceParams,
        body: creditNoteRequestSchema,
        description:
          'A credit note, numbered CN/<financial year>/<four digits>: the named LRs (`lines`) at the invoice’s GST, ' +
          'or the rest of the invoice. Never more than the balance (409); the LRs credited may be invoiced again.',
        response: { 201: creditNoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { invoiceNo } = request.params;
      const key = requestKey(request, { invoiceNo: normalInvoiceNo(invoiceNo), ...request.body });
      return reply.status(201).send(await invoices.creditNote(sessionUser(request), invoiceNo, request.body, key));
    },
  );

  app.get(
    '/credit-notes/:creditNoteNo',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        params: creditNoteParams,
        description: 'One credit note, its number URL-encoded (CN%2F2026-27%2F0001).',
        response: { 200: creditNoteSchema, 404: apiErrorSchema },
      },
    },
    (request) => invoices.getCreditNote(request.params.creditNoteNo),
  );

  app.get(
    '/credit-notes/:creditNoteNo/pdf',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        params: creditNoteParams,
        description: 'The credit note as an A4 PDF.',
        response: { 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const pdf = await invoices.creditNotePdf(request.params.creditNoteNo);
      return sendAttachment(reply, { fileName: pdf.fileName, contentType: CONTENT_TYPE.pdf, data: pdf.data });
    },
  );

  app.get(
    '/invoice-gst-rates',
    {
      config: { access: 'invoices' },
      schema: {
        tags,
        description: 'The forward-charge GST rates of customer invoices by the day each applies from, latest first.',
        response: { 200: z.array(forwardRateSchema) },
      },
    },
    () => invoices.listForwardRates(),
  );

  app.post(
    '/invoice-gst-rates',
    {
      config: { access: 'invoiceSettings' },
      schema: {
        tags,
        body: forwardRateRequestSchema,
        description:
          'The forward-charge rate (5 or 12%) from a day on; a second rate for the same day replaces it. Invoices ' +
          'already issued keep theirs.',
        response: { 201: z.array(forwardRateSchema), 400: apiErrorSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await invoices.setForwardRate(sessionUser(request), request.body)),
  );
};
