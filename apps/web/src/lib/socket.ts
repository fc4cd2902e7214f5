import {
  SOCKET_OPTIONS,
  SOCKET_PATH,
  type CHAT_EVENTS,
  type ChatMessage,
  type ChatNotification,
  type SendAck,
  type SendMessageRequest,
} from '@freightdesk/domain';
import { io, type Socket } from 'socket.io-client';

interface ChatServerEvents {
  [CHAT_EVENTS.receiveMessage]: (message: ChatMessage) => void;
  [CHAT_EVENTS.notification]: (notification: ChatNotification) => void;
  [CHAT_EVENTS.chatsChanged]: () => void;
}

interface ChatClientEvents {
  [CHAT_EVENTS.register]: (username: string) => void;
  [CHAT_EVENTS.sendMessage]: (payload: SendMessageRequest, ack: (answer: SendAck) => void) => void;
  [CHAT_EVENTS.sendFile]: (payload: SendMessageRequest, ack: (answer: SendAck) => void) => void;
}

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/** The real-time connection of the signed-in user: same origin, so the session cookie authenticates it. */
export function openChatSocket(): ChatSocket {
  return io(window.location.origin, {
    path: SOCKET_PATH,
    ...SOCKET_OPTIONS,
    transports: [...SOCKET_OPTIONS.transports],
  });
}
