import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { transactionsQueryKey } from './get-transactions';

/** POST /delete-transaction: the bill goes and its trips return to Acknowledged. */
export function deleteTransaction(billId: string): Promise<{ message: string }> {
  return api.post('/delete-transaction', { body: { billId }, schema: messageResponseSchema });
}

export function useDeleteTransaction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTransaction,
    onSettled: () => queryClient.invalidateQueries({ queryKey: transactionsQueryKey }),
  });
}
