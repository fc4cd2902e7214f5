import { BILL_MESSAGES, type generateBillRequestSchema } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, postForFile } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';

export type GenerateBillRequest = z.input<typeof generateBillRequestSchema>;

/** Spec-2 section 9: the name a generated bill is saved under when the server names none. */
const DEFAULT_BILL_FILE = 'GeneratedBill.pdf';

/**
 * POST /generate-pdf-bill: issues the bill and saves its PDF; gives back the new bill's id. The dialog's key makes a
 * repeat of the request (a retry, a second click) answer the same bill.
 */
export async function generateBill({
  rows,
  key,
}: {
  rows: GenerateBillRequest;
  key: string;
}): Promise<{ billId: string | null; fileName: string }> {
  const { fileName, headers } = await postForFile(
    '/generate-pdf-bill',
    rows,
    DEFAULT_BILL_FILE,
    idempotencyHeader(key),
  );
  return { billId: headers.get('X-Bill-Id'), fileName };
}

export function useGenerateBill() {
  return useMutation({ mutationFn: generateBill });
}

/** Spec-2 section 8: the one-vendor refusal, else the server's message, else the fallback. */
export function generateBillFailure(error: Error): string {
  if (!(error instanceof ApiRequestError)) return BILL_MESSAGES.generateFailed;
  if (error.code === 'MULTIPLE_VENDORS') return BILL_MESSAGES.multipleVendors;
  return error.failure === 'server' ? `Error: ${error.message}` : BILL_MESSAGES.generateFailed;
}
