import { apiErrorSchema, dashboardSchema } from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DashboardService } from './dashboard.service.ts';

/** The owner's dashboard (issue 33), under /logistics/api: the accountant's and the admin's. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    '/dashboard',
    {
      config: { access: 'dashboard' },
      schema: {
        tags: ['dashboard'],
        description:
          'The owner\u2019s figures as of today (office time), in rupees, each as its own screen gives it: ' +
          'todaysTrips (the trips of today, and those still Open: Today\u2019s List); lrsNotInvoiced (Delivered ' +
          'LRs on terms To be billed or Paid on no standing invoice, with their freight, and those lacking a rate); ' +
          'receivablesOverdue (the balances past their invoices\u2019 due dates, and the customers owing them: ' +
          'Receivables); payablesDue (the balance of the vendors\u2019 bills, and the vendors owed: Outstanding); ' +
          'tdsDue (TDS of this quarter\u2019s and the last quarter\u2019s bills in no challan, the earliest day it is ' +
          'due by and the part already late); monthMargin (revenue, cost, margin and marginPercent of the trips of ' +
          'the 1st of this month to today: Business).',
        response: { 200: dashboardSchema, 403: apiErrorSchema },
      },
    },
    () => dashboard.dashboard(),
  );
};
