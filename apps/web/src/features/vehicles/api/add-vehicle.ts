import { VEHICLE_DOCUMENTS, messageResponseSchema, type VehicleDocument } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

export interface NewVehicleDocument {
  file: File;
  startDate: string;
  endDate: string;
}

export interface NewVehicle {
  truck_no: string;
  make: string;
  companyOwner: string;
  documents: Partial<Record<VehicleDocument, NewVehicleDocument>>;
}

/** POST /add-vehicle: each document's file under the document's own name, its dates as `{doc}_startDate`/`_endDate`. */
export function addVehicle(vehicle: NewVehicle, onProgress: (percent: number) => void): Promise<{ message: string }> {
  const form = new FormData();
  form.append('truck_no', vehicle.truck_no);
  form.append('make', vehicle.make);
  form.append('companyOwner', vehicle.companyOwner);
  for (const key of VEHICLE_DOCUMENTS) {
    const document = vehicle.documents[key];
    if (!document) continue;
    form.append(key, document.file, document.file.name);
    form.append(`${key}_startDate`, document.startDate);
    form.append(`${key}_endDate`, document.endDate);
  }
  return uploadForm('/add-vehicle', form, {
    schema: messageResponseSchema,
    onProgress,
    label: `Uploading the documents of ${vehicle.truck_no}`,
  });
}

export function useAddVehicle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ vehicle, onProgress }: { vehicle: NewVehicle; onProgress: (percent: number) => void }) =>
      addVehicle(vehicle, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
