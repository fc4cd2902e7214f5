import { tdsDocumentSchema, type TdsDocumentRecord } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';

export const tdsDocumentsQueryKey = (vendorName: string) => ['tds-documents', vendorName] as const;

export const tdsDocumentsPath = (vendorName: string) => `/api/vendors/${encodeURIComponent(vendorName)}/tds-documents`;

/** GET /api/vendors/{name}/tds-documents: the vendor's transporter declarations and lower-deduction certificates. */
export function getTdsDocuments(vendorName: string): Promise<TdsDocumentRecord[]> {
  return api.get(tdsDocumentsPath(vendorName), { schema: z.array(tdsDocumentSchema) });
}

export const tdsDocumentsQueryOptions = (vendorName: string) =>
  queryOptions({ queryKey: tdsDocumentsQueryKey(vendorName), queryFn: () => getTdsDocuments(vendorName) });

export function useTdsDocuments(vendorName: string) {
  return useQuery(tdsDocumentsQueryOptions(vendorName));
}
