import { tdsChallanSchema, type TdsChallanRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { tdsQuarterKey } from './get-tds-register';

/** POST /api/tds-challans: a deposit of TDS as its counterfoil reads; the quarter's TDS is put against it. */
export function addTdsChallan(challan: TdsChallanRequest): Promise<z.infer<typeof tdsChallanSchema>> {
  return api.post('/api/tds-challans', { body: challan, schema: tdsChallanSchema });
}

/** The quarter's challans and return rows (which name the challan) are fetched again. */
export function useAddTdsChallan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTdsChallan,
    onSettled: (_answer, _error, { fy, quarter }) =>
      queryClient.invalidateQueries({ queryKey: tdsQuarterKey({ fy, quarter }) }),
  });
}
