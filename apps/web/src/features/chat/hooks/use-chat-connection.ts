import type { ChatMessage } from '@freightdesk/domain';
import { createContext, useContext } from 'react';
import type { ChatSocket } from '@/lib/socket';

export interface ChatConnection {
  /** The real-time connection; null before it is opened and after sign-out. */
  socket: ChatSocket | null;
  /** The conversation open on the chat screen, if the user is there. */
  openChatId: string | null;
  setOpenChatId: (chatId: string | null) => void;
  /** Puts a message sent or received into the conversation list and the loaded messages, once. */
  acceptMessage: (message: ChatMessage) => void;
}

export const ChatConnectionContext = createContext<ChatConnection | null>(null);

export function useChatConnection(): ChatConnection {
  const connection = useContext(ChatConnectionContext);
  if (!connection) throw new Error('useChatConnection is only for screens inside the ChatProvider');
  return connection;
}
