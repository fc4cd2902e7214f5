import { chatFileName, chatFileSchema, type ChatFile } from '@freightdesk/domain';
import { uploadForm } from '@/lib/api-client';

/** POST /upload/chat: the fields come before the file, so the server knows the chat before it reads the file. */
export function uploadChatFile(chatId: string, file: File, onProgress: (percent: number) => void): Promise<ChatFile> {
  const form = new FormData();
  form.append('chatId', chatId);
  form.append('customizedFileName', chatFileName(Date.now(), file.name));
  form.append('chatFile', file, file.name);
  return uploadForm('/upload/chat', form, { schema: chatFileSchema, onProgress });
}
