import {
  apiErrorSchema,
  receiptListQuerySchema,
  receiptRecordedSchema,
  receiptRequestSchema,
  receiptReversalSchema,
  receiptReversedSchema,
  receiptSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idempotencyHeaders, requestKey } from '../http/idempotency-key.ts';
import { sessionUser } from '../http/session-user.ts';
import type { ReceiptService } from './receipt.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema };
const config = { access: 'invoices' } as const;
const tags = ['receipts'];
const receiptId = z.object({ id: z.string().max(20) });

/** Receipts from customers (issue 33), under /logistics/api. */
export const receiptRoutes: FastifyPluginAsyncZod<{ receipts: ReceiptService }> = async (app, { receipts }) => {
  app.post(
    '/receipts',
    {
      config,
      schema: {
        tags,
        headers: idempotencyHeaders('receipt'),
        body: receiptRequestSchema,
        response: { 201: receiptRecordedSchema, ...errors },
        description:
          'Records money received from a customer, net of the TDS it deducted: amount and tdsDeducted together ' +
          "settle its invoices (allocations adding up to both), answered with each invoice's status and balance. " +
          '404 naming an unknown invoice; 409 for an invoice of another customer, a cancelled one, a part above ' +
          'its balance, a closed period, and DUPLICATE_REFERENCE when the UTR or cheque number (compared without ' +
          'spaces, in capitals) is that of a receipt from the customer in the same mode that is not reversed; Cash ' +
          'is exempt.',
      },
    },
    async (request, reply) => {
      const recorded = await receipts.record(sessionUser(request), request.body, requestKey(request));
      return reply.status(201).send(recorded);
    },
  );

  app.post(
    '/receipts/:id/reverse',
    {
      config,
      schema: {
        tags,
        headers: idempotencyHeaders('reversal'),
        params: receiptId,
        body: receiptReversalSchema,
        response: { 200: receiptReversedSchema, ...errors },
        description:
          "Reverses the whole receipt by a row of its own, dated today, that gives back each invoice's part, with " +
          'the reason; a receipt is reversed at most once, and a reversal is not reversed.',
      },
    },
    async (request) => {
      const { id } = request.params;
      const { reason } = request.body;
      const key = requestKey(request, { id: id.trim().toUpperCase(), reason });
      return receipts.reverse(sessionUser(request), id, reason, key);
    },
  );

  app.get(
    '/receipts',
    {
      config,
      schema: {
        tags,
        querystring: receiptListQuerySchema,
        response: { 200: z.array(receiptSchema), 400: apiErrorSchema },
        description:
          "A customer's receipts and reversals with startDate and endDate (their days), newest first; reversals " +
          'are rows of their own. None for an unknown customer.',
      },
    },
    async (request) => receipts.list(request.query),
  );
};
