import { listBillingResponseSchema, type BillingRow } from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The Billing filters as typed; a blank field does not filter. */
export interface BillingFilter {
  startDate: string;
  endDate: string;
  vendor: string;
  truckNumber: string;
}

export const billingQueryKey = ['billing'] as const;

/** POST /list-billing: the Acknowledged trips not yet billed that match the filter. */
export async function listBilling(filter: BillingFilter): Promise<BillingRow[]> {
  const { resultData } = await api.post('/list-billing', { body: filter, schema: listBillingResponseSchema });
  return resultData;
}

/** The billable trips of the filter last searched; nothing is fetched until there is one. */
export function useBillingList(filter: BillingFilter | null) {
  return useQuery({
    queryKey: [...billingQueryKey, filter],
    queryFn: filter ? () => listBilling(filter) : skipToken,
    // A new search keeps the old table on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}
