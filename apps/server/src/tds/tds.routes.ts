import {
  MAX_FILE_BYTES,
  VEHICLE_MESSAGES,
  apiErrorSchema,
  tdsChallanRequestSchema,
  tdsChallanSchema,
  tdsChallansSchema,
  tdsCheckRowSchema,
  tdsDocumentSchema,
  tdsNotificationSchema,
  tdsRegisterQuerySchema,
  tdsReturnSchema,
  tdsStatementQuerySchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { onePage, streamWorkbook } from '../exports/workbook.ts';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { readMultipart } from '../http/multipart.ts';
import { sessionUser } from '../http/session-user.ts';
import { RETURN_COLUMNS, csvOf } from './tds-return-files.ts';
import { renderTdsStatementPdf, statementFileName } from './tds-statement-pdf.ts';
import type { TdsService } from './tds.service.ts';

const config = { access: 'payments' } as const;
const tags = ['tds'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const vendorParams = z.object({ name: z.string().trim().min(1).max(100) });

/** Issue 31 under /logistics/api: the rate check, a vendor's TDS documents, challans, the return and the statement. */
export const tdsRoutes: FastifyPluginAsyncZod<{ tds: TdsService }> = async (app, { tds }) => {
  app.get(
    '/tds-check',
    {
      config,
      schema: {
        tags,
        description:
          'Each vendor’s typed TDS rate beside the rate the law asks today (from its PAN’s 4th letter and its ' +
          'declarations and certificates), with the basis and the reason given for a difference.',
        response: { 200: z.array(tdsCheckRowSchema) },
      },
    },
    () => tds.check(),
  );

  app.post(
    '/vendors/:name/tds-documents',
    {
      config: { ...config, rateLimit: 'upload' },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        params: vendorParams,
        description:
          'Multipart: kind (transporterDeclaration with fy and vehicles, at most 10, separated by commas; or ' +
          'lowerDeductionCertificate with certificateNo, rate, validFrom, validTo, amountLimit) and file, the signed ' +
          'PDF. New trips of the days it covers take its rate; trips already entered keep theirs.',
        response: { 201: tdsDocumentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipart(request, {
        maxFiles: 1,
        maxFileBytes: MAX_FILE_BYTES,
        tooLargeMessage: VEHICLE_MESSAGES.tooLarge,
      });
      return reply.status(201).send(await tds.addDocument(sessionUser(request), request.params.name, form));
    },
  );

  app.get(
    '/vendors/:name/tds-documents',
    { config, schema: { tags, params: vendorParams, response: { 200: z.array(tdsDocumentSchema), ...errors } } },
    (request) => tds.documents(request.params.name),
  );

  app.get(
    '/tds-documents/:id/file',
    { config, schema: { tags, params: z.object({ id: z.string().max(100) }), response: { 404: apiErrorSchema } } },
    async (request, reply) => sendAttachment(reply, await tds.documentFile(request.params.id)),
  );

  app.post(
    '/tds-challans',
    {
      config,
      schema: {
        tags,
        body: tdsChallanRequestSchema,
        description:
          'A deposit of TDS (BSR code, day, serial, amount) for a quarter; its TDS is allocated oldest first.',
        response: { 201: tdsChallanSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await tds.addChallan(sessionUser(request), request.body)),
  );

  app.get(
    '/tds-challans',
    {
      config,
      schema: {
        tags,
        querystring: tdsRegisterQuerySchema,
        description:
          'A quarter’s challans with the TDS each covers (oldest first), the interest on what was deposited late ' +
          '(1.5% a month or part of one, from deduction to deposit), and the TDS not yet deposited with its due date.',
        response: { 200: tdsChallansSchema, 400: apiErrorSchema },
      },
    },
    (request) => tds.challans(request.query.fy, request.query.quarter),
  );

  app.get(
    '/notifications/tds',
    {
      config,
      schema: {
        tags,
        description:
          'What the bell says about TDS: a declaration or certificate starting or ending within 7 days either side ' +
          'of today, and TDS not yet deposited whose due date is at most 3 days away or past.',
        response: { 200: z.array(tdsNotificationSchema) },
      },
    },
    () => tds.notifications(),
  );

  app.get(
    '/tds-return',
    {
      config,
      schema: {
        tags,
        querystring: tdsRegisterQuerySchema,
        description:
          'The deductee rows of a quarter’s return: deductee code, PAN (PANNOTAVBL without one), name, section ' +
          '(194C before 1 April 2026, 393(1) with payment code 1017 from it), date, amount, TDS, rate, reason code ' +
          '(C no PAN, T transporter, B certificate) and challan.',
        response: { 200: tdsReturnSchema, 400: apiErrorSchema },
      },
    },
    (request) => tds.taxReturn(request.query.fy, request.query.quarter),
  );

  app.get(
    '/tds-return/excel',
    { config, schema: { tags, querystring: tdsRegisterQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const { rows } = await tds.taxReturn(fy, quarter);
      return sendAttachment(reply, {
        fileName: `TDS-Return-FY${fy}-${quarter}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        data: streamWorkbook(RETURN_COLUMNS, onePage(rows), { sheetName: 'Deductees', withTotals: true }, reply.log),
      });
    },
  );

  app.get(
    '/tds-return/csv',
    { config, schema: { tags, querystring: tdsRegisterQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const { rows } = await tds.taxReturn(fy, quarter);
      return sendAttachment(reply, {
        fileName: `TDS-Return-FY${fy}-${quarter}.csv`,
        contentType: 'text/csv; charset=utf-8',
        data: csvOf(RETURN_COLUMNS, rows),
      });
    },
  );

  app.get(
    '/tds-statement/pdf',
    {
      config,
      schema: {
        tags,
        querystring: tdsStatementQuerySchema,
        description: 'A vendor’s TDS statement of a quarter: each bill’s amount credited, TDS and challan.',
        response: errors,
      },
    },
    async (request, reply) => {
      const { vendor, fy, quarter } = request.query;
      const statement = await tds.statement(vendor, fy, quarter);
      return sendAttachment(reply, {
        fileName: statementFileName(statement.vendor.company_name, fy, quarter),
        contentType: CONTENT_TYPE.pdf,
        data: await renderTdsStatementPdf(statement),
      });
    },
  );
};
