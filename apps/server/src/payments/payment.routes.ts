import {
  allocatedPaymentRecordedSchema,
  apiErrorSchema,
  openBillSchema,
  openBillsQuerySchema,
  paymentListQuerySchema,
  paymentRecordedSchema,
  paymentRequestSchema,
  paymentReversalSchema,
  paymentReversedSchema,
  paymentSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTENT_TYPE, sendAttachment } from '../http/attachment.ts';
import { idempotencyHeaders, requestKey } from '../http/idempotency-key.ts';
import { sessionUser } from '../http/session-user.ts';
import type { PaymentService } from './payment.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const config = { access: 'payments' } as const;
const tags = ['payments'];
const paymentId = z.object({ id: z.string().max(20) });

/** Paying vendors (issue 17), under /logistics/api. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.post(
    '/payments',
    {
      config,
      schema: {
        tags,
        headers: idempotencyHeaders('payment'),
        body: paymentRequestSchema,
        response: { 201: z.union([paymentRecordedSchema, allocatedPaymentRecordedSchema]), ...errors },
        description:
          'Records a payment against one bill (billId), or across bills of one vendor (allocations adding up to ' +
          "amount, answered with each bill's standing). 409 when a bill's part is more than its balance or the bill " +
          'is cancelled, and DUPLICATE_REFERENCE when the UTR or cheque number (without spaces, any case) is that of ' +
          'a payment to the vendor in the same mode that is not reversed; Cash is exempt.',
      },
    },
    async (request, reply) => {
      const recorded = await payments.record(sessionUser(request), request.body, requestKey(request));
      return reply.status(201).send(recorded);
    },
  );

  app.post(
    '/payments/:id/reverse',
    {
      config,
      schema: {
        tags,
        headers: idempotencyHeaders('reversal'),
        params: paymentId,
        body: paymentReversalSchema,
        response: { 200: paymentReversedSchema, ...errors },
        description:
          "Reverses the whole payment by a row of its own that gives back each bill's part, with the reason; a " +
          'payment is reversed at most once. billId and its standing are of the first bill; allocations has them all.',
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const key = requestKey(request, { id: id.trim().toUpperCase(), reason });
      return payments.reverse(sessionUser(request), id, reason, key);
    },
  );

  app.get(
    '/payments',
    {
      config,
      schema: {
        tags,
        querystring: paymentListQuerySchema,
        response: { 200: z.array(paymentSchema), 400: apiErrorSchema },
        description:
          'By billId, or by vendor with startDate and endDate (payment days); reversals are rows of their own. ' +
          'billId is the first bill paid; allocations lists what the row puts against each bill.',
      },
    },
    async (request) => payments.list(request.query),
  );

  app.get(
    '/payments/open-bills',
    {
      config,
      schema: {
        tags,
        querystring: openBillsQuerySchema,
        response: { 200: z.array(openBillSchema), 400: apiErrorSchema },
        description:
          "The vendor's bills with a balance above ₹0 that are not cancelled, oldest first (rupees): what a payment " +
          'across bills may settle. None for an unknown vendor.',
      },
    },
    async (request) => payments.openBills(request.query.vendor),
  );

  app.get(
    '/payments/:id/advice',
    {
      config,
      schema: {
        tags,
        params: paymentId,
        response: { 404: apiErrorSchema },
        description: 'The payment advice PDF (Payment-Advice-P7.pdf) to send to the vendor; also for a reversal.',
      },
    },
    async (request, reply) => {
      const { fileName, data } = await payments.advice(request.params.id);
      return sendAttachment(reply, { fileName, contentType: CONTENT_TYPE.pdf, data });
    },
  );
};
