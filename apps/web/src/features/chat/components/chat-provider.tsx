import {
  CHAT_EVENTS,
  chatMessageSchema,
  chatNotificationSchema,
  type ChatMessage,
  type ChatNotification,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { openChatSocket, type ChatSocket } from '@/lib/socket';
import { chatsQueryKey } from '../api/get-chats';
import { allMessagesQueryKey } from '../api/get-messages';
import { useMarkChatRead } from '../api/mark-chat-read';
import { ChatConnectionContext, type ChatConnection } from '../hooks/use-chat-connection';
import { addToMessages, bumpConversation } from '../utils/chat-cache';

// Enough to recognise a message delivered twice (the send's answer and its echo) without growing for ever.
const SEEN_LIMIT = 500;

interface ChatProviderProps {
  username: string;
  /** A message for this user arrived in a conversation that is not open on the chat screen. */
  onNotification: (notification: ChatNotification) => void;
  children: ReactNode;
}

/** The signed-in user's real-time connection: open while they are signed in, closed at sign-out. */
export function ChatProvider({ username, onNotification, children }: ChatProviderProps) {
  const queryClient = useQueryClient();
  const [socket, setSocket] = useState<ChatSocket | null>(null);
  const [openChatId, setOpenChatId] = useState<string | null>(null);
  const openChat = useRef(openChatId);
  const notify = useRef(onNotification);
  const seen = useRef(new Set<string>());
  const { mutate: markRead } = useMarkChatRead();

  useEffect(() => {
    openChat.current = openChatId;
    notify.current = onNotification;
  }, [openChatId, onNotification]);

  const acceptMessage = useCallback(
    (message: ChatMessage) => {
      if (seen.current.has(message._id)) return;
      if (seen.current.size >= SEEN_LIMIT) seen.current.clear();
      seen.current.add(message._id);
      const own = message.senderId === username;
      const open = message.chatId === openChat.current;
      addToMessages(queryClient, message);
      const listed = bumpConversation(queryClient, message, !own && !open);
      // A list the server sent before it stored this message would put back the older unread count when it lands:
      // fetch the list again instead (invalidating cancels the fetch in flight).
      if (!listed || queryClient.isFetching({ queryKey: chatsQueryKey }) > 0) {
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
      }
      // The server counted it unread; the user is reading it.
      if (open && !own) markRead(message.chatId);
    },
    [queryClient, username, markRead],
  );

  const accept = useRef(acceptMessage);
  useEffect(() => {
    accept.current = acceptMessage;
  }, [acceptMessage]);

  useEffect(() => {
    const connection = openChatSocket();
    let reconnecting = false;
    connection.on('connect', () => {
      connection.emit(CHAT_EVENTS.register, username);
      // Messages may have arrived while the connection was down.
      if (reconnecting) {
        void queryClient.invalidateQueries({ queryKey: chatsQueryKey });
        void queryClient.invalidateQueries({ queryKey: allMessagesQueryKey });
      }
      reconnecting = true;
    });
    connection.on('connect_error', (error) => console.warn('Chat connection failed', error.message));
    connection.on(CHAT_EVENTS.receiveMessage, (payload) => {
      const parsed = chatMessageSchema.safeParse(payload);
      if (parsed.success) accept.current(parsed.data);
      else console.warn('Unexpected chat message', parsed.error);
    });
    connection.on(CHAT_EVENTS.notification, (payload) => {
      const parsed = chatNotificationSchema.safeParse(payload);
      if (!parsed.success) console.warn('Unexpected chat notification', parsed.error);
      else if (parsed.data.chatId !== openChat.current) notify.current(parsed.data);
    });
    connection.on(CHAT_EVENTS.chatsChanged, () => void queryClient.invalidateQueries({ queryKey: chatsQueryKey }));
    setSocket(connection);
    return () => {
      connection.disconnect();
      setSocket(null);
    };
  }, [queryClient, username]);

  const value = useMemo<ChatConnection>(
    () => ({ socket, openChatId, setOpenChatId, acceptMessage }),
    [socket, openChatId, acceptMessage],
  );
  return <ChatConnectionContext.Provider value={value}>{children}</ChatConnectionContext.Provider>;
}
