import {
  BILL_MESSAGES,
  TRANSACTIONS_RANGE,
  apiErrorSchema,
  can,
  dateRangeProblem,
  localDate,
  reportFilterProblem,
  reportFilterSchema,
  transactionsFilterSchema,
} from '@freightdesk/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../http/app-error.ts';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { sessionUser } from '../http/session-user.ts';
import type { TripFilter } from '../trips/trip.repository.ts';
import type { TripService } from '../trips/trip.service.ts';
import type { BillService } from '../bills/bill.service.ts';
import { TRANSACTION_COLUMNS } from './transaction-workbook.ts';
import { reportColumns } from './trip-workbook.ts';
import { onePage, streamWorkbook } from './workbook.ts';

const tags = ['exports'];

/** The spec's Excel files (spec-2 section 9), written by the server as a stream. */
export const exportRoutes: FastifyPluginAsyncZod<{ trips: TripService; bills: BillService }> = async (
  app,
  { trips, bills },
) => {
  const sendFile = (reply: FastifyReply, fileName: string, stream: NodeJS.ReadableStream): void => {
    void sendAttachment(reply, { fileName, contentType: CONTENT_TYPE.xlsx, data: stream });
  };
  const send = (
    reply: FastifyReply,
    fileName: string,
    filter: TripFilter,
    { sheetName, seesFreight, withTotals }: { sheetName: string; seesFreight: boolean; withTotals: boolean },
  ): void => {
    sendFile(
      reply,
      fileName,
      streamWorkbook(reportColumns(seesFreight), trips.pages(filter), { sheetName, withTotals }, reply.log),
    );
  };

  const checked = (filter: TripFilter) => {
    const problem = reportFilterProblem(filter);
    if (problem) throw badRequest(problem);
    return filter;
  };

  app.get(
    '/api/reports/excel',
    {
      config: { access: 'reports' },
      schema: { tags, querystring: reportFilterSchema, response: { 400: apiErrorSchema } },
    },
    (request, reply) => {
      send(reply, 'Reports.xlsx', checked(request.query), {
        sheetName: 'Reports',
        seesFreight: can(sessionUser(request).profile, 'tripFreight'),
        withTotals: false,
      });
    },
  );

  app.get('/api/today-list/excel', { config: { access: 'todayList' }, schema: { tags } }, (request, reply) => {
    const today = localDate();
    send(
      reply,
      'TodayList.xlsx',
      { startDate: today, endDate: today },
      {
        sheetName: "Today's List",
        seesFreight: can(sessionUser(request).profile, 'tripFreight'),
        withTotals: false,
      },
    );
  });

  app.get(
    '/api/business/excel',
    {
      config: { access: 'business' },
      schema: { tags, querystring: reportFilterSchema, response: { 400: apiErrorSchema } },
    },
    (request, reply) => {
      send(reply, 'Business.xlsx', checked(request.query), {
        sheetName: 'Reports',
        seesFreight: true,
        withTotals: true,
      });
    },
  );

  app.get(
    '/api/transactions/excel',
    {
      config: { access: 'transactions' },
      schema: { tags, querystring: transactionsFilterSchema, response: { 400: apiErrorSchema } },
    },
    async (request, reply) => {
      const problem = dateRangeProblem(request.query, TRANSACTIONS_RANGE);
      if (problem) throw badRequest(problem);
      // Stryker disable next-line StringLiteral: equivalent, the rule above requires both dates
      const { startDate = '', endDate = '', status } = request.query;
      const rows = await bills.transactions(startDate, endDate, status);
      if (rows.length === 0) throw badRequest(BILL_MESSAGES.noExportData);
      const workbook = streamWorkbook(
        TRANSACTION_COLUMNS,
        onePage(rows),
        { sheetName: 'Transactions', withTotals: false },
        reply.log,
      );
      // Returned, as this handler is async: the workbook's bytes come after it resolves.
      return sendAttachment(reply, { fileName: 'Transactions.xlsx', contentType: CONTENT_TYPE.xlsx, data: workbook });
    },
  );
};
