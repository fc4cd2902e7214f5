import {
  messageResponseSchema,
  transactionRowSchema,
  type BillPaymentStatus,
  type TransactionRow,
} from '@freightdesk/domain';
import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';

export const transactionsQueryKey = ['transactions'] as const;

/** A searched date range, both ends as YYYY-MM-DD. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** A date range and, when chosen, the bills' payment status (issue 17). */
export interface TransactionsFilter extends DateRange {
  status?: BillPaymentStatus | undefined;
}

/** The bills of a range, ending with the totals row; `message` is the server's note when there are none. */
export interface TransactionsAnswer {
  rows: TransactionRow[];
  message: string | null;
}

const answerSchema = z.union([z.array(transactionRowSchema), messageResponseSchema]);

/** POST /list-all-transactions: an array of bills, or an object with a message when the range has none. */
export async function getTransactions(filter: TransactionsFilter): Promise<TransactionsAnswer> {
  const answer = await api.post('/list-all-transactions', { body: filter, schema: answerSchema });
  return Array.isArray(answer) ? { rows: answer, message: null } : { rows: [], message: answer.message };
}

export function useTransactions(filter: TransactionsFilter | null) {
  return useQuery({
    queryKey: [...transactionsQueryKey, filter],
    queryFn: filter ? () => getTransactions(filter) : skipToken,
    // A new search keeps the old table on screen until its answer comes, instead of flashing a skeleton.
    placeholderData: keepPreviousData,
  });
}

/** The server's message, or the error's own when no answer came, else the screen's fallback. */
export function transactionFailure(error: Error, fallback: string): string {
  return error instanceof ApiRequestError && error.failure !== 'unexpected' ? error.message : fallback;
}
