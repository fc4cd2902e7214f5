import {
  apiErrorSchema,
  billStandingSchema,
  paymentListQuerySchema,
  paymentRecordedSchema,
  paymentRequestSchema,
  paymentReversalSchema,
  paymentSchema,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendAttachment } from '../http/attachment.ts';
import { sessionUser } from '../http/session-user.ts';
import type { PaymentService } from './payment.service.ts';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };
const config = { access: 'payments' } as const;
const tags = ['payments'];

/** Paying vendors (issue 17), under /logistics/api. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.post(
    '/payments',
    {
      config,
      schema: {
        tags,
        body: paymentRequestSchema,
        response: { 201: paymentRecordedSchema, ...errors },
        description: 'Records a payment against one bill; 409 when the amount is more than the balance.',
      },
    },
    async (request, reply) => reply.status(201).send(await payments.record(sessionUser(request), request.body)),
  );

  app.post(
    '/payments/:id/reverse',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(20) }),
        body: paymentReversalSchema,
        response: { 200: billStandingSchema.extend({ id: z.string(), billId: z.string() }), ...errors },
        description: 'Reverses a payment by a row of its own, with the reason; a payment is reversed at most once.',
      },
    },
    async (request) => payments.reverse(sessionUser(request), request.params.id, request.body.reason),
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
          'By billId, or by vendor with startDate and endDate (payment days); reversals are rows of their own.',
      },
    },
    async (request) => payments.list(request.query),
  );

  app.get(
    '/payments/:id/advice',
    {
      config,
      schema: {
        tags,
        params: z.object({ id: z.string().max(20) }),
        response: { 404: apiErrorSchema },
        description: 'The payment advice PDF (Payment-Advice-P7.pdf) to send to the vendor; also for a reversal.',
      },
    },
    async (request, reply) => {
      const { fileName, data } = await payments.advice(request.params.id);
      return sendAttachment(reply, { fileName, contentType: 'application/pdf', data });
    },
  );
};
