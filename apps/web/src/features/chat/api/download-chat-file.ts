import { originalFileName } from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/api-client';

/** GET /chat/download/{fileName}, saved under the name after the first hyphen. */
export function downloadChatFile(fileName: string): Promise<void> {
  return downloadFile(`/chat/download/${encodeURIComponent(fileName)}`, originalFileName(fileName));
}

export function useDownloadChatFile() {
  return useMutation({ mutationFn: downloadChatFile });
}
