import { messageResponseSchema } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

export function deleteVehicle(truckNo: string): Promise<{ message: string }> {
  return api.delete(`/delete-vehicle/${encodeURIComponent(truckNo)}`, { schema: messageResponseSchema });
}

export function useDeleteVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteVehicle,
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
