import {
  CHAT_EVENTS,
  MESSAGES,
  chatMessageSchema,
  type ChatMessage,
  type SendMessageRequest,
} from '@freightdesk/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiRequestError, api } from '@/lib/api-client';
import type { ChatSocket } from '@/lib/socket';
import { useChatConnection } from '../hooks/use-chat-connection';
import { uploadChatFile } from './upload-chat-file';

// Past this the connection is taken for lost and the message goes by HTTP; the server stores a resend once.
const ACK_TIMEOUT_MS = 10_000;

const ackSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), message: chatMessageSchema }),
  z.object({ ok: z.literal(false), message: z.string() }),
]);

/** The stored message, or null when no answer came in time. */
async function sendBySocket(socket: ChatSocket, payload: SendMessageRequest): Promise<ChatMessage | null> {
  const event = payload.fileData ? CHAT_EVENTS.sendFile : CHAT_EVENTS.sendMessage;
  let answer: unknown;
  try {
    answer = await socket.timeout(ACK_TIMEOUT_MS).emitWithAck(event, payload);
  } catch {
    return null;
  }
  const ack = ackSchema.safeParse(answer);
  if (!ack.success) {
    throw new ApiRequestError({ failure: 'unexpected', status: 200, message: MESSAGES.unexpected, cause: ack.error });
  }
  if (!ack.data.ok) throw new ApiRequestError({ failure: 'server', status: 400, message: ack.data.message });
  return ack.data.message;
}

/** Sends over the real-time connection, or by POST /api/messages when it is down (spec-1 section 4). */
export async function sendChatMessage(socket: ChatSocket | null, payload: SendMessageRequest): Promise<ChatMessage> {
  const sent = socket?.connected ? await sendBySocket(socket, payload) : null;
  return sent ?? api.post('/api/messages', { body: payload, schema: chatMessageSchema });
}

export interface OutgoingMessage {
  chatId: string;
  content: string;
  file?: File | undefined;
  onProgress?: (percent: number) => void;
}

/** Uploads the attachment first, if any, then sends the message that carries it. */
export function useSendMessage() {
  const { socket, acceptMessage } = useChatConnection();
  return useMutation({
    mutationFn: async ({ chatId, content, file, onProgress }: OutgoingMessage) => {
      const uploaded = file ? await uploadChatFile(chatId, file, onProgress ?? (() => undefined)) : null;
      return sendChatMessage(socket, {
        chatId,
        content,
        timestamp: new Date().toISOString(),
        fileData: uploaded && { name: uploaded.fileName, type: uploaded.type, originalName: uploaded.originalName },
      });
    },
    onSuccess: acceptMessage,
  });
}
