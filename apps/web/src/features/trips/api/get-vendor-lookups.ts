import { vendorLookupSchema, type VendorLookup } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export function getVendorLookups(): Promise<VendorLookup[]> {
  return api.get('/api/vendors', { schema: z.array(vendorLookupSchema) });
}

export const vendorLookupsQueryOptions = queryOptions({
  queryKey: ['trip-lookups', 'vendors'] as const,
  queryFn: getVendorLookups,
});

export function useVendorLookups() {
  return useQuery(vendorLookupsQueryOptions);
}
