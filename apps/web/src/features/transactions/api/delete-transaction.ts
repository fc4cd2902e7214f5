import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { billPaymentsQueryKey } from './get-bill-payments';
import { transactionsQueryKey } from './get-transactions';

/** The message; status Cancelled when the bill had payments (all reversed) and is kept, cancelled (issue 28). */
const deletedSchema = z.object({ message: z.string(), status: z.string().optional() });

/**
 * POST /delete-transaction: a bill never paid goes and its trips return to Acknowledged; a bill whose payments were
 * all reversed becomes Cancelled instead, its payments, reversals and advices kept.
 */
export function deleteTransaction(billId: string): Promise<z.infer<typeof deletedSchema>> {
  return api.post('/delete-transaction', { body: { billId }, schema: deletedSchema });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSettled: () =>
      Promise.all(
        [transactionsQueryKey, billPaymentsQueryKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
