import { messageResponseSchema, type VehicleDocument } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

export interface DocumentReset {
  truck_no: string;
  field_name: VehicleDocument;
}

/** POST /reset-vehicle-doc: deletes the document's file and sets its validity to 0 days. */
export function resetDocument(reset: DocumentReset): Promise<{ message: string }> {
  return api.post('/reset-vehicle-doc', { body: reset, schema: messageResponseSchema });
}

export function useResetDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetDocument,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
