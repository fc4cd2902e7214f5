import { billingSettingsSchema, type BillingSettings } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { api } from './api-client';

/** GET /api/billing-settings?vendor=: the GST rate, the business's GSTIN and missing details, the vendor's GST. */
export function getBillingSettings(vendor: string): Promise<BillingSettings> {
  return api.get(`/api/billing-settings?vendor=${encodeURIComponent(vendor)}`, { schema: billingSettingsSchema });
}

/** Shared by Generate Bill and Revise Bill: both dialogs show the bill's amounts before it is issued. */
export function useBillingSettings(vendor: string, enabled: boolean) {
  return useQuery({
    queryKey: ['billing-settings', vendor],
    queryFn: () => getBillingSettings(vendor),
    enabled,
  });
}
