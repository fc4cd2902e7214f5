import { apiErrorSchema, marginQuerySchema, marginsSchema, MAX_MARGIN_DAYS } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MarginService } from './margin.service.ts';

const tags = ['margins'];

/** Margins (issue 33), under /logistics/api: what the trips earned against what they cost, for the office. */
export const marginRoutes: FastifyPluginAsyncZod<{ margins: MarginService }> = async (app, { margins }) => {
  app.get(
    '/margins',
    {
      config: { access: 'business' },
      schema: {
        tags,
        description:
          `The trips of startDate..endDate (their day, YYYY-MM-DD, both needed, at most ${MAX_MARGIN_DAYS} days) ` +
          'added up by groupBy: trip (the default), truck, customer (the one billed on the LR; "(no lorry receipt)" ' +
          'for trips without one), vendor or route ("From -> To"). Revenue is the freight of the trip\'s standing ' +
          'lorry receipt, at its invoice line once invoiced (credited lines are not revenue), else as the LR screen ' +
          "prices it, plus its share of the invoice's extra charges; cost is the vendor's freight of the trip plus " +
          "its share of its bill's remarks (latest revision; none from a cancelled bill). Shares go by freight, to the " +
          'paisa. margin = revenue - cost; marginPercent = margin / revenue x 100 to 2 decimals, null without revenue. ' +
          'Rupees; the largest margin first, then by key.',
        querystring: marginQuerySchema,
        response: { 200: marginsSchema, 400: apiErrorSchema },
      },
      // Written as it is: a year by trip is a third of a million rows, which the schema's check would copy and walk
      // again (a second per call, measured at 1M trips). marginRows builds each row with exactly these fields.
      serializerCompiler: () => (data) => JSON.stringify(data),
    },
    (request) => margins.margins(request.query),
  );
};
