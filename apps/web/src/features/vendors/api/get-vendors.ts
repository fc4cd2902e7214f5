import { vendorSchema, type Vendor } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const vendorsQueryKey = ['vendors'] as const;

export function getVendors(): Promise<Vendor[]> {
  return api.get('/list-vendor', { schema: z.array(vendorSchema) });
}

export const vendorsQueryOptions = queryOptions({ queryKey: vendorsQueryKey, queryFn: getVendors });

export function useVendors() {
  return useQuery(vendorsQueryOptions);
}
