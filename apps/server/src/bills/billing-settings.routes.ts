import {
  billingSettingsQuerySchema,
  billingSettingsSchema,
  missingBusinessDetails,
  type BillingSettings,
} from '@freightdesk/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/database.ts';
import { getBusinessSettings } from '../settings/settings.repository.ts';
import { findVendorByName } from '../vendors/vendor.repository.ts';

/**
 * What the Generate Bill and Revise dialogs need to show a bill's amounts before it is issued: the GST rate and the
 * business GSTIN (CGST+SGST or IGST), the business details a GST bill lacks, and the vendor's GST.
 */
export const billingSettingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/billing-settings',
    {
      config: { access: 'billing' },
      schema: { tags: ['billing'], querystring: billingSettingsQuerySchema, response: { 200: billingSettingsSchema } },
    },
    async (request): Promise<BillingSettings> => {
      const settings = await getBusinessSettings(db);
      const vendor = request.query.vendor ? await findVendorByName(db, request.query.vendor) : undefined;
      return {
        gstRate: settings.gstRate,
        businessGstin: settings.gstin,
        businessState: settings.state,
        missingBusinessDetails: missingBusinessDetails(settings),
        vendor: vendor ? { gstin: vendor.gst ?? '', gstApplicable: vendor.gst_applicable } : null,
      };
    },
  );
};
