import {
  apiErrorSchema,
  customerLedgerQuerySchema,
  customerLedgerSchema,
  localDate,
  receivablesQuerySchema,
  receivablesSchema,
  tdsReceivableQuerySchema,
  tdsReceivableSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendWorkbook } from '../exports/workbook.ts';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { type CustomerLedgerDocument, customerLedgerFileName } from './customer-ledger-document.ts';
import { renderCustomerLedgerPdf } from './customer-ledger-pdf.ts';
import { renderReceivablesPdf } from './receivables-pdf.ts';
import {
  CUSTOMER_LEDGER_COLUMNS,
  RECEIVABLES_COLUMNS,
  TDS_RECEIVABLE_COLUMNS,
  customerLedgerLines,
  tdsReceivableLines,
} from './receivables-workbooks.ts';
import { toCustomerLedger, toReceivableRow, toTdsReceivable } from './receivables.mapper.ts';
import type { ReceivablesService } from './receivables.service.ts';

// The customer side of the books is the office's, as invoices and receipts are.
const config = { access: 'invoices' } as const;
const tags = ['receivables'];
const errors = { 400: apiErrorSchema, 404: apiErrorSchema };

/** The customer ledger, receivables with ageing and the TDS receivable (issue 33), under /logistics/api. */
export const receivablesRoutes: FastifyPluginAsyncZod<{ receivables: ReceivablesService }> = async (
  app,
  { receivables },
) => {
  const loadLedger = async (query: Parameters<ReceivablesService['ledger']>[0]): Promise<CustomerLedgerDocument> => {
    const ledger = await receivables.ledger(query);
    return { ...ledger, ledger: toCustomerLedger(ledger) };
  };

  app.get(
    '/customer-ledger',
    {
      config,
      schema: {
        tags,
        querystring: customerLedgerQuerySchema,
        response: { 200: customerLedgerSchema, ...errors },
        description:
          "A customer's ledger over a period, in rupees; balance is what the customer owes. An invoice debits its " +
          'total on its day, a credit note credits its total, a receipt credits what it settles (the amount received ' +
          'and the TDS deducted), a reversal debits that back. The opening balance is everything before startDate. ' +
          'Within a day: invoices, then receipts and reversals in the order made, then credit notes.',
      },
    },
    async (request) => (await loadLedger(request.query)).ledger,
  );

  app.get(
    '/customer-ledger/pdf',
    {
      config,
      schema: {
        tags,
        querystring: customerLedgerQuerySchema,
        response: errors,
        description: 'The ledger of GET /customer-ledger as a PDF on the letterhead, with its closing statement.',
      },
    },
    async (request, reply) => {
      const document = await loadLedger(request.query);
      const data = await renderCustomerLedgerPdf(document);
      return sendAttachment(reply, {
        fileName: customerLedgerFileName(document, 'pdf'),
        contentType: CONTENT_TYPE.pdf,
        data,
      });
    },
  );

  app.get(
    '/customer-ledger/excel',
    {
      config,
      schema: {
        tags,
        querystring: customerLedgerQuerySchema,
        response: errors,
        description: 'The ledger of GET /customer-ledger as an Excel sheet, the closing statement beside its balance.',
      },
    },
    async (request, reply) => {
      const document = await loadLedger(request.query);
      const fileName = customerLedgerFileName(document, 'xlsx');
      return sendWorkbook(reply, fileName, 'Customer ledger', CUSTOMER_LEDGER_COLUMNS, customerLedgerLines(document));
    },
  );

  app.get(
    '/receivables',
    {
      config,
      schema: {
        tags,
        querystring: receivablesQuerySchema,
        response: { 200: receivablesSchema, 400: apiErrorSchema },
        description:
          'Per customer who owes something as of asOf (today when not given, never later): invoiced (less credit ' +
          'notes), received (receipts with their TDS, less reversals) and the balance, of the invoices dated up to ' +
          'that day with the credit notes, receipts and reversals dated up to it; the balance aged by days past each ' +
          'invoice’s due date. Customers with nothing owed, fully paid or credited included, are left out. Largest ' +
          'balance first.',
      },
    },
    async (request) => (await receivables.receivables(request.query.asOf)).map(toReceivableRow),
  );

  app.get(
    '/receivables/excel',
    {
      config,
      schema: {
        tags,
        querystring: receivablesQuerySchema,
        response: { 400: apiErrorSchema },
        description: 'The list of GET /receivables as an Excel sheet, with a totals row.',
      },
    },
    async (request, reply) => {
      const { asOf } = request.query;
      const rows = (await receivables.receivables(asOf)).map(toReceivableRow);
      const fileName = asOf ? `Receivables-as-of-${asOf}.xlsx` : 'Receivables.xlsx';
      return sendWorkbook(reply, fileName, 'Receivables', RECEIVABLES_COLUMNS, rows, true);
    },
  );

  app.get(
    '/receivables/pdf',
    {
      config,
      schema: {
        tags,
        querystring: receivablesQuerySchema,
        response: { 400: apiErrorSchema },
        description: 'The list of GET /receivables as a PDF on the letterhead, with the totals.',
      },
    },
    async (request, reply) => {
      const { asOf } = request.query;
      const day = asOf ?? localDate();
      const [rows, business] = await Promise.all([receivables.receivables(day), receivables.business()]);
      const data = await renderReceivablesPdf({ business, asOf: day, rows });
      const fileName = asOf ? `Receivables-as-of-${asOf}.pdf` : 'Receivables.pdf';
      return sendAttachment(reply, { fileName, contentType: CONTENT_TYPE.pdf, data });
    },
  );

  app.get(
    '/tds-receivable',
    {
      config,
      schema: {
        tags,
        querystring: tdsReceivableQuerySchema,
        response: { 200: tdsReceivableSchema, 400: apiErrorSchema },
        description:
          'The TDS customers deducted in a quarter of the financial year, to match with Form 26AS / AIS: per ' +
          'customer (by name) with its PAN (else the one inside its GSTIN) and GSTIN, the receipts dated in the ' +
          'quarter less the reversals dated in it, in number, amount received and TDS deducted; the quarter’s totals.',
      },
    },
    async (request) => toTdsReceivable(await receivables.tdsReceivable(request.query.fy, request.query.quarter)),
  );

  app.get(
    '/tds-receivable/excel',
    {
      config,
      schema: {
        tags,
        querystring: tdsReceivableQuerySchema,
        response: { 400: apiErrorSchema },
        description: 'The quarter of GET /tds-receivable as an Excel sheet, with the PAN check and the totals.',
      },
    },
    async (request, reply) => {
      const { fy, quarter } = request.query;
      const register = toTdsReceivable(await receivables.tdsReceivable(fy, quarter));
      return sendWorkbook(
        reply,
        `TDS-Receivable-FY${fy}-${quarter}.xlsx`,
        'TDS receivable',
        TDS_RECEIVABLE_COLUMNS,
        tdsReceivableLines(register),
      );
    },
  );
};
