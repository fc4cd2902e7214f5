import { z } from 'zod';
import { api } from '@/lib/api-client';

const foundLrSchema = z.object({ lrNo: z.string(), tripId: z.string() });
export type FoundLr = z.infer<typeof foundLrSchema>;

/** GET /api/lrs/find?q=: the LR a number typed in the top bar names (LR/2026-27/000123 or LR123). */
export function findLr(typed: string): Promise<FoundLr> {
  return api.get(`/api/lrs/find?${new URLSearchParams({ q: typed }).toString()}`, { schema: foundLrSchema });
}
