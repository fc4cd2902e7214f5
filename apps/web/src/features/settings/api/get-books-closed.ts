import { booksClosedSchema, type BooksClosed } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const booksClosedQueryKey = ['books-closed'] as const;

/** GET /api/settings/books-closed: the last day of the closed period, or null. */
export function getBooksClosed(): Promise<BooksClosed> {
  return api.get('/api/settings/books-closed', { schema: booksClosedSchema });
}

export const booksClosedQueryOptions = queryOptions({ queryKey: booksClosedQueryKey, queryFn: getBooksClosed });

export function useBooksClosed() {
  return useQuery(booksClosedQueryOptions);
}
