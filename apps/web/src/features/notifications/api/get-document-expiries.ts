import { documentExpirySchema, type DocumentExpiry } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const documentExpiriesQueryKey = ['notify-trucks'] as const;

/** Documents that have expired or will within the notice period, soonest first. */
export function getDocumentExpiries(): Promise<DocumentExpiry[]> {
  return api.get('/notify-trucks', { schema: z.array(documentExpirySchema) });
}

export const documentExpiriesQueryOptions = queryOptions({
  queryKey: documentExpiriesQueryKey,
  queryFn: getDocumentExpiries,
});

/** Asked only for those told of vehicle documents (the loading manager's bell holds e-way bills alone). */
export function useDocumentExpiries(enabled: boolean) {
  return useQuery({ ...documentExpiriesQueryOptions, enabled });
}
