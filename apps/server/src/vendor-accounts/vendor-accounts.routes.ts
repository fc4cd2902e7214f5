import {
  apiErrorSchema,
  localDate,
  outstandingQuerySchema,
  outstandingSchema,
  tdsRegisterQuerySchema,
  tdsRegisterSchema,
  vendorLedgerQuerySchema,
  vendorLedgerSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../exports/workbook.ts';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { type LedgerDocument, ledgerFileName } from './ledger-document.ts';
import { renderLedgerPdf } from './ledger-pdf.ts';
import { renderOutstandingPdf } from './outstanding-pdf.ts';
import { renderTdsRegisterPdf } from './tds-register-pdf.ts';
import {
  LEDGER_COLUMNS,
  OUTSTANDING_COLUMNS,
  TDS_COLUMNS,
  ledgerLines,
  tdsLines,
} from './vendor-accounts-workbooks.ts';
import { toOutstandingRow, toTdsRegister, toVendorLedger } from './vendor-accounts.mapper.ts';
import type { VendorAccountService } from './vendor-accounts.service.ts';

const config = { access: 'payments' } as const;
const tags = ['payments'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** Vendor ledger, outstanding and the TDS register (issue 17), under /logistics/api. */
export const vendorAccountRoutes: FastifyPluginAsyncZod<{ accounts: VendorAccountService }> = async (
  app,
  { accounts },
) => {
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
          "A vendor's ledger over a period, in rupees: a bill credits the amount it was issued with on its day, a " +
          'revision its difference on its own day (a debit when the bill shrank), a cancellation debits what was still ' +
          'owed; payments debit, reversals credit back. Payment lines carry mode and reference (null on bill lines) ' +
          "and cashAboveLimit when the day's cash to the vendor, less that day's reversals, is above ₹35,000.",
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
      return sendAttachment(reply, { fileName: ledgerFileName(document, 'pdf'), contentType: CONTENT_TYPE.pdf, data });
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
        querystring: outstandingQuerySchema,
        response: { 200: outstandingSchema, 400: apiErrorSchema },
        description:
          'Per vendor with bills, as of asOf (today when not given, never later): billed, paid and the balance of ' +
          'the bills dated up to that day as they stood then, aged by bill date to that day, largest balance first.',
      },
    },
    async (request) => (await accounts.outstanding(request.query.asOf)).map(toOutstandingRow),
  );

  app.get(
    '/outstanding/excel',
    { config, schema: { tags, querystring: outstandingQuerySchema, response: { 400: apiErrorSchema } } },
    async (request, reply) => {
      const { asOf } = request.query;
      const rows = (await accounts.outstanding(asOf)).map(toOutstandingRow);
      const fileName = asOf ? `Outstanding-as-of-${asOf}.xlsx` : 'Outstanding.xlsx';
      return sendWorkbook(reply, fileName, 'Outstanding', OUTSTANDING_COLUMNS, rows, true);
    },
  );

  app.get(
    '/outstanding/pdf',
    {
      config,
      schema: {
        tags,
        querystring: outstandingQuerySchema,
        response: { 400: apiErrorSchema },
        description: 'The list of GET /outstanding as a PDF on the letterhead, with the totals.',
      },
    },
    async (request, reply) => {
      const { asOf } = request.query;
      const day = asOf ?? localDate();
      const [rows, business] = await Promise.all([accounts.outstanding(day), accounts.business()]);
      const data = await renderOutstandingPdf({ business, asOf: day, rows });
      const fileName = asOf ? `Outstanding-as-of-${asOf}.pdf` : 'Outstanding.pdf';
      return sendAttachment(reply, { fileName, contentType: CONTENT_TYPE.pdf, data });
    },
  );

  app.get(
    '/tds-register',
    {
      config,
      schema: {
        tags,
        querystring: tdsRegisterQuerySchema,
        response: { 200: tdsRegisterSchema, 400: apiErrorSchema },
        description:
          'The bill entries dated in a quarter of the financial year, per vendor: each bill’s issue, each ' +
          'revision’s difference and each cancellation, with the trips’ freight and TDS as issued (kind, revision).',
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

  app.get(
    '/tds-register/pdf',
    {
      config,
      schema: {
        tags,
        querystring: tdsRegisterQuerySchema,
        response: { 400: apiErrorSchema },
        description:
          'The register of GET /tds-register as a PDF on the letterhead: per vendor its PAN, lines and total.',
      },
    },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const [register, business] = await Promise.all([accounts.tdsRegister(fy, quarter), accounts.business()]);
      const data = await renderTdsRegisterPdf({ business, register: toTdsRegister(register) });
      return sendAttachment(reply, {
        fileName: `TDS-Register-FY${fy}-${quarter}.pdf`,
        contentType: CONTENT_TYPE.pdf,
        data,
      });
    },
  );
};
