import { messageResponseSchema, type reviseUpdateRequestSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { billToReviseQueryKey } from './get-bill-to-revise';

export type ReviseTripUpdate = z.input<typeof reviseUpdateRequestSchema>;

/** POST /update-one-revise-bill: the edited figures of one trip; the server answers 201 with a message. */
export function updateReviseTrip(update: ReviseTripUpdate): Promise<{ message: string }> {
  return api.post('/update-one-revise-bill', { body: update, schema: messageResponseSchema });
}

/** Saved or not, the tables are fetched again before the row leaves edit mode, so they show what is stored. */
export function useUpdateReviseTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReviseTrip,
    onSettled: () => queryClient.invalidateQueries({ queryKey: billToReviseQueryKey }),
  });
}
