import {
  apiErrorSchema,
  outstandingSchema,
  tdsRegisterQuerySchema,
  tdsRegisterSchema,
  vendorLedgerQuerySchema,
  vendorLedgerSchema,
} from '@freightdesk/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Column, onePage, streamWorkbook } from '../exports/workbook.ts';
import { sendAttachment } from '../http/attachment.ts';
import { type LedgerDocument, ledgerFileName } from './ledger-document.ts';
import { renderLedgerPdf } from './ledger-pdf.ts';
import {
  LEDGER_COLUMNS,
  OUTSTANDING_COLUMNS,
  TDS_COLUMNS,
  ledgerLines,
  tdsLines,
} from './vendor-accounts-workbooks.ts';
import { toOutstandingRow, toTdsRegister, toVendorLedger } from './vendor-accounts.mapper.ts';
import type { VendorAccountService } from './vendor-accounts.service.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const config = { access: 'payments' } as const;
const tags = ['payments'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Vendor ledger, outstanding and the TDS register (issue 17), under /logistics/api. */
export const vendorAccountRoutes: FastifyPluginAsyncZod<{ accounts: VendorAccountService }> = async (
  app,
  { accounts },
) => {
  const sendWorkbook = <T>(
    reply: FastifyReply,
    fileName: string,
    sheetName: string,
    columns: Column<T>[],
    rows: T[],
    withTotals = false,
  ) =>
    sendAttachment(reply, {
      fileName,
      contentType: XLSX,
      data: streamWorkbook(columns, onePage(rows), { sheetName, withTotals }, reply.log),
    });

  const loadLedger = async (query: Parameters<VendorAccountService['ledger']>[0]): Promise<LedgerDocument> => {
    const ledger = await accounts.ledger(query);
    return { ...ledger, ledger: toVendorLedger(ledger) };
  };

  app.get(
    '/vendor-ledger',
    {
      config,
      schema: {
        tags,
        querystring: vendorLedgerQuerySchema,
        response: { 200: vendorLedgerSchema, ...errors },
        description:
          "A vendor's ledger over a period, in rupees: bills credit (at their current amount, on the day first issued), payments debit, reversals credit back.",
      },
    },
    async (request) => (await loadLedger(request.query)).ledger,
  );

  app.get(
    '/vendor-ledger/pdf',
    { config, schema: { tags, querystring: vendorLedgerQuerySchema, response: errors } },
    async (request, reply) => {
      const document = await loadLedger(request.query);
      const data = await renderLedgerPdf(document);
      return sendAttachment(reply, { fileName: ledgerFileName(document, 'pdf'), contentType: 'application/pdf', data });
    },
  );

  app.get(
    '/vendor-ledger/excel',
    { config, schema: { tags, querystring: vendorLedgerQuerySchema, response: errors } },
    async (request, reply) => {
      const document = await loadLedger(request.query);
      return sendWorkbook(reply, ledgerFileName(document, 'xlsx'), 'Ledger', LEDGER_COLUMNS, ledgerLines(document));
    },
  );

  app.get(
    '/outstanding',
    {
      config,
      schema: {
        tags,
        response: { 200: outstandingSchema },
        description: 'Per vendor with bills: billed, paid, balance and its ageing by bill date, largest balance first.',
      },
    },
    async () => (await accounts.outstanding()).map(toOutstandingRow),
  );

  app.get('/outstanding/excel', { config, schema: { tags } }, async (_request, reply) => {
    const rows = (await accounts.outstanding()).map(toOutstandingRow);
    return sendWorkbook(reply, 'Outstanding.xlsx', 'Outstanding', OUTSTANDING_COLUMNS, rows, true);
  });

  app.get(
    '/tds-register',
    {
      config,
      schema: {
        tags,
        querystring: tdsRegisterQuerySchema,
        response: { 200: tdsRegisterSchema, 400: apiErrorSchema },
        description:
          'The bills dated in a quarter of the financial year, per vendor, with their trips’ freight and TDS.',
      },
    },
    async (request) => toTdsRegister(await accounts.tdsRegister(request.query.fy, request.query.quarter)),
  );

  app.get(
    '/tds-register/excel',
    { config, schema: { tags, querystring: tdsRegisterQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const register = toTdsRegister(await accounts.tdsRegister(fy, quarter));
      return sendWorkbook(
        reply,
        `TDS-Register-FY${fy}-${quarter}.xlsx`,
        'TDS register',
        TDS_COLUMNS,
        tdsLines(register),
      );
    },
  );
};
