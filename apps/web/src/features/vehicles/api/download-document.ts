import type { VehicleDocument } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

export interface DocumentDownload {
  truck_no: string;
  field_name: VehicleDocument;
  /** The original file name, used if the answer names none. */
  fileName: string | null;
}

/** GET /download/{truck_no}/{docKey}, saved under the name the file was uploaded with. */
export function downloadDocument({ truck_no, field_name, fileName }: DocumentDownload): Promise<void> {
  const path = `/download/${encodeURIComponent(truck_no)}/${encodeURIComponent(field_name)}`;
  return downloadFile(path, fileName ?? `${truck_no}-${field_name}.pdf`);
}

export function useDownloadDocument() {
  return useMutation({ mutationFn: downloadDocument });
}
