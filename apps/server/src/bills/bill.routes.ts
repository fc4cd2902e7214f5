import {
  BILL_ID_PATTERN,
  BILL_MESSAGES,
  type DateRangeRule,
  REVISE_RANGE,
  TRANSACTIONS_RANGE,
  apiErrorSchema,
  billMessage,
  billingFilterSchema,
  generateBillRequestSchema,
  listBillingResponseSchema,
  listToReviseResponseSchema,
  messageResponseSchema,
  billingFilterProblem,
  dateRangeProblem,
  normaliseTruckNumber,
  reviseBillFilterSchema,
  reviseBillRequestSchema,
  reviseUpdateRequestSchema,
  transactionRowSchema,
  transactionsFilterSchema,
} from '@freightdesk/domain';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../http/app-error.ts';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { idempotencyHeaders, requestKey } from '../http/idempotency-key.ts';
import { sessionUser } from '../http/session-user.ts';
import type { BillPdf, BillService } from './bill.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const billId = z
  .string()
  .max(20)
  .transform((id) => id.trim().toUpperCase())
  .refine((id) => BILL_ID_PATTERN.test(id), BILL_MESSAGES.billIdFormat);

function sendPdf(reply: FastifyReply, pdf: BillPdf): FastifyReply {
  return sendAttachment(reply.header('x-bill-id', pdf.billId), {
    fileName: pdf.fileName,
    contentType: CONTENT_TYPE.pdf,
    data: pdf.data,
  });
}

const issuing = { ...errors, 422: apiErrorSchema };
const issuingHeaders = idempotencyHeaders('PDF');

/** 400 with the screen's message when a range breaks the rule its screen checks before sending (one rule, domain). */
function checkRange(range: { startDate?: string | undefined; endDate?: string | undefined }, rule: DateRangeRule) {
  const problem = dateRangeProblem(range, rule);
  if (problem) throw badRequest(problem);
}

/** Billing, Transactions and Revise Bill (spec-2 section 7), with their paths and payloads as written. */
export const billRoutes: FastifyPluginAsyncZod<{ bills: BillService }> = async (app, { bills }) => {
  app.post(
    '/list-billing',
    {
      config: { access: 'billing' },
      schema: {
        tags: ['billing'],
        body: billingFilterSchema,
        response: { 200: listBillingResponseSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const filter = {
        ...request.body,
        truckNumber: normaliseTruckNumber(request.body.truckNumber ?? '') || undefined,
      };
      const problem = billingFilterProblem(filter);
      if (problem) throw badRequest(problem);
      const resultData = await bills.listBillable(filter);
      return { resultData, message: resultData.length === 0 ? BILL_MESSAGES.listFailed : '' };
    },
  );

  app.post(
    '/generate-pdf-bill',
    {
      config: { access: 'billing' },
      schema: {
        tags: ['billing'],
        headers: issuingHeaders,
        body: generateBillRequestSchema,
        response: issuing,
        description:
          'The selected rows; only trip ids, remarks and applyTaxes are read, amounts come from the database.',
      },
    },
    async (request, reply) => {
      const rows = request.body;
      const tripIds = rows.map((row) => row.trip_id ?? row.id ?? '').filter(Boolean);
      const first = rows[0];
      const pdf = await bills.generate(
        sessionUser(request),
        tripIds,
        first?.remarks,
        first?.applyTaxes ?? false,
        requestKey(request),
      );
      return sendPdf(reply, pdf);
    },
  );

  app.post(
    '/list-all-transactions',
    {
      config: { access: 'transactions' },
      schema: {
        tags: ['transactions'],
        body: transactionsFilterSchema,
        response: { 200: z.union([z.array(transactionRowSchema), messageResponseSchema]), 400: apiErrorSchema },
      },
    },
    async (request) => {
      checkRange(request.body, TRANSACTIONS_RANGE);
      // Stryker disable next-line StringLiteral: equivalent, the rule above requires both dates
      const { startDate = '', endDate = '', status } = request.body;
      const rows = await bills.transactions(startDate, endDate, status);
      if (rows.length > 0) return rows;
      return { message: status ? BILL_MESSAGES.noBillsMatch : BILL_MESSAGES.noDataForRange };
    },
  );

  app.get(
    '/generate-pdf-by-bill-id-transaction/:billId',
    {
      config: { access: 'transactions' },
      schema: {
        tags: ['transactions'],
        params: z.object({ billId }),
        response: { 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => sendPdf(reply, await bills.transactionPdf(request.params.billId)),
  );

  app.post(
    '/delete-transaction',
    {
      config: { access: 'transactions' },
      schema: {
        tags: ['transactions'],
        body: z.object({
          billId,
          reason: z.string().trim().max(200, BILL_MESSAGES.cancelReasonLong).optional(),
        }),
        response: {
          200: messageResponseSchema.extend({ status: z.literal('Cancelled').optional() }),
          ...errors,
        },
        description:
          'A bill that never had a payment is deleted and its trips return to Acknowledged. A bill whose payments were ' +
          'all reversed becomes Cancelled (status "Cancelled"): its number, payments, reversals and advices stay, a ' +
          'cancellation dated today takes off what it still owed, and its trips return to Acknowledged. 409 while ' +
          'anything is paid, or when it is already cancelled.',
      },
    },
    async (request) => {
      const { billId: id, reason } = request.body;
      const outcome = await bills.deleteTransaction(sessionUser(request), id, { reason });
      return outcome === 'Cancelled'
        ? { message: billMessage(BILL_MESSAGES.billCancelled, id), status: outcome }
        : { message: BILL_MESSAGES.transactionDeleted };
    },
  );

  app.post(
    '/list-to-revise-bill',
    {
      config: { access: 'reviseBill' },
      schema: {
        tags: ['revise bill'],
        body: reviseBillFilterSchema,
        response: { 200: listToReviseResponseSchema, ...errors },
      },
    },
    async (request) => {
      checkRange(request.body, REVISE_RANGE);
      const typed = request.body.bill_id?.trim();
      if (!typed) {
        if (!request.body.startDate) throw badRequest(BILL_MESSAGES.reviseFilterRequired);
        return bills.listToRevise(undefined, request.body);
      }
      const parsed = billId.safeParse(typed);
      if (!parsed.success) throw badRequest(BILL_MESSAGES.billIdFormat, 'bill_id');
      return bills.listToRevise(parsed.data, request.body);
    },
  );

  app.post(
    '/generate-pdf-revised-bill',
    {
      config: { access: 'reviseBill' },
      schema: { tags: ['revise bill'], headers: issuingHeaders, body: reviseBillRequestSchema, response: issuing },
    },
    async (request, reply) => {
      const { billedSelectedRows, billedUnselectedRows, ackSelectedRows, additionalRemarks, applyTaxes } = request.body;
      const bill = [...billedSelectedRows, ...billedUnselectedRows].find((row) => row.billing_id)?.billing_id;
      const parsed = billId.safeParse(bill);
      if (!parsed.success) throw badRequest(BILL_MESSAGES.reviseSelectTrip);
      const pdf = await bills.revise(
        sessionUser(request),
        {
          billId: parsed.data,
          keep: billedSelectedRows.map((row) => row.trip_id),
          release: billedUnselectedRows.map((row) => row.trip_id),
          add: ackSelectedRows.map((row) => row.trip_id),
          remarks: additionalRemarks,
          applyTaxes,
        },
        requestKey(request),
      );
      return sendPdf(reply, pdf);
    },
  );

  app.post(
    '/update-one-revise-bill',
    {
      config: { access: 'reviseBill' },
      schema: {
        tags: ['revise bill'],
        body: reviseUpdateRequestSchema,
        response: { 201: messageResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { trip_id: tripId, bill_id: bill, updateRows } = request.body;
      await bills.updateOne(sessionUser(request), tripId, bill, updateRows);
      return reply.status(201).send({ message: BILL_MESSAGES.reviseUpdated });
    },
  );
};
