import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

export interface AttachmentDownload {
  /** The record's filepath, such as /api/download/T12/WeightmentSlip. */
  filepath: string;
  originalname: string;
}

/** GET /api/download/{id}/{fieldName}, saved under the name the file was uploaded with. */
export function downloadAttachment({ filepath, originalname }: AttachmentDownload): Promise<void> {
  return downloadFile(filepath, originalname);
}

export function useDownloadAttachment() {
  return useMutation({ mutationFn: downloadAttachment });
}
