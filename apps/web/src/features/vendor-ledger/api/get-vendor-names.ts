import { vendorLookupSchema } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

/** GET /api/vendors: the vendors' company names, alphabetically, for the ledger's vendor picker. */
export async function getVendorNames(): Promise<string[]> {
  const vendors = await api.get('/api/vendors', { schema: z.array(vendorLookupSchema) });
  return vendors.map((vendor) => vendor.company_name).sort((a, b) => a.localeCompare(b));
}

export const vendorNamesQueryOptions = queryOptions({
  queryKey: ['ledger-lookups', 'vendors'],
  queryFn: getVendorNames,
  staleTime: 60_000,
});

export function useVendorNames() {
  return useQuery(vendorNamesQueryOptions);
}
