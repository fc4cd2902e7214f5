import { messageResponseSchema, type VehicleDocument } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm } from '@/lib/api-client';
import { vehiclesQueryKey } from './get-vehicles';

export interface DocumentUpload {
  truck_no: string;
  field_name: VehicleDocument;
  file: File;
  start_date: string;
  end_date: string;
}

/** POST /upload: a new file and dates for one expired document. */
export function uploadDocument(
  upload: DocumentUpload,
  onProgress: (percent: number) => void,
): Promise<{ message: string }> {
  const form = new FormData();
  form.append('truck_no', upload.truck_no);
  form.append('field_name', upload.field_name);
  form.append('file', upload.file, upload.file.name);
  form.append('start_date', upload.start_date);
  form.append('end_date', upload.end_date);
  return uploadForm('/upload', form, {
    schema: messageResponseSchema,
    onProgress,
    label: `Uploading ${upload.file.name}`,
  });
}

export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ upload, onProgress }: { upload: DocumentUpload; onProgress: (percent: number) => void }) =>
      uploadDocument(upload, onProgress),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vehiclesQueryKey }),
  });
}
