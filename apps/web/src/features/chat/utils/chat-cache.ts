import { isDuplicateMessage, type Chat, type ChatMessage } from '@freightdesk/domain';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { chatsQueryKey } from '../api/get-chats';
import { messagesQueryKey, type MessagePage } from '../api/get-messages';

/** What the conversation list shows of a message: its text, else its file's name. */
export function messagePreview(message: ChatMessage): string {
  return message.content.trim() || message.file?.originalName || '';
}

/** Adds a message to its chat's loaded pages, in time order; a duplicate, or a chat not loaded, is left alone. */
export function addToMessages(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<InfiniteData<MessagePage, string | undefined>>(messagesQueryKey(message.chatId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (
      !data ||
      !newest ||
      isDuplicateMessage(
        data.pages.flatMap((page) => page.messages),
        message,
      )
    )
      return data;
    const messages = [...newest.messages, message].sort((a, b) => a.timestamp.localeCompare(b.timestamp));
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

/**
 * Moves the message's conversation to the top with the message as its last, counting it as unread when asked.
 * Returns false when the list does not hold that conversation (yet).
 */
export function bumpConversation(queryClient: QueryClient, message: ChatMessage, countUnread: boolean): boolean {
  let listed = false;
  queryClient.setQueryData<Chat[]>(chatsQueryKey, (chats) => {
    const chat = chats?.find((candidate) => candidate._id === message.chatId);
    if (!chats || !chat) return chats;
    listed = true;
    const bumped: Chat = {
      ...chat,
      lastMessage: messagePreview(message),
      lastMessageTime: message.timestamp,
      unreadCount: chat.unreadCount + (countUnread ? 1 : 0),
    };
    return [bumped, ...chats.filter((candidate) => candidate !== chat)];
  });
  return listed;
}
