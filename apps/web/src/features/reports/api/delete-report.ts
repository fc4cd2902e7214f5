import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reportsQueryKey } from './get-reports';

/** DELETE /api/reports/{id}. */
export function deleteReport(tripId: string): Promise<{ message: string }> {
  return api.delete(`/api/reports/${encodeURIComponent(tripId)}`, { schema: messageResponseSchema });
}

export function useDeleteReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteReport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reportsQueryKey }),
  });
}
