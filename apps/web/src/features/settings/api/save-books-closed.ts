import { booksClosedSavedSchema, type BooksClosed } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { booksClosedQueryKey } from './get-books-closed';

/** PUT /api/settings/books-closed: closes the books through a day, moves that day, or opens them all (null). */
export function saveBooksClosed(books: BooksClosed): Promise<{ through: string | null; message: string }> {
  return api.put('/api/settings/books-closed', { body: books, schema: booksClosedSavedSchema });
}

export function useSaveBooksClosed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveBooksClosed,
    onSuccess: ({ through }) => queryClient.setQueryData(booksClosedQueryKey, { through }),
  });
}
