import { booksClosingReminderSchema, type BooksClosingReminder } from '@freightdesk/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const booksClosingQueryKey = ['books-closing'] as const;

/** The last day of a month ended 10 days ago whose books are still open, or null (issue 28; the admin's bell). */
export function getBooksClosing(): Promise<BooksClosingReminder> {
  return api.get('/api/notifications/books-closing', { schema: booksClosingReminderSchema });
}

export const booksClosingQueryOptions = queryOptions({ queryKey: booksClosingQueryKey, queryFn: getBooksClosing });

/** Asked only for the admin, who alone closes the books. */
export function useBooksClosing(enabled: boolean) {
  return useQuery({ ...booksClosingQueryOptions, enabled });
}
