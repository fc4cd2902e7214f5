import type { reviseBillRequestSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { postForFile } from '@/lib/api-client';
import { billToReviseQueryKey } from './get-bill-to-revise';

export interface RevisedBillRequest {
  billId: string;
  body: z.input<typeof reviseBillRequestSchema>;
}

/** POST /generate-pdf-revised-bill: a new revision of the bill, saved as RevisedBill-{billId}.pdf. */
export async function generateRevisedBill({ billId, body }: RevisedBillRequest): Promise<string> {
  const { fileName } = await postForFile('/generate-pdf-revised-bill', body, `RevisedBill-${billId}.pdf`);
  return fileName;
}

export function useGenerateRevisedBill() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateRevisedBill,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billToReviseQueryKey }),
  });
}
