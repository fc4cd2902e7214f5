import type { reviseBillRequestSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { postForFile } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { billToReviseQueryKey } from './get-bill-to-revise';

export interface RevisedBillRequest {
  billId: string;
  /** The dialog's Idempotency-Key: a repeat of the request answers the same revision. */
  key: string;
  body: z.input<typeof reviseBillRequestSchema>;
}

/** POST /generate-pdf-revised-bill: a new revision of the bill, saved under the server's name (RevisedBill-B7-Revision-1.pdf). */
export async function generateRevisedBill({ billId, key, body }: RevisedBillRequest): Promise<string> {
  const { fileName } = await postForFile(
    '/generate-pdf-revised-bill',
    body,
    `RevisedBill-${billId}.pdf`,
    idempotencyHeader(key),
  );
  return fileName;
}

export function useGenerateRevisedBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRevisedBill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billToReviseQueryKey }),
  });
}
