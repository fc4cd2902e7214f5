import { CHAT_PAGE_SIZE, chatMessageSchema, type ChatMessage } from '@freightdesk/domain';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, serverMessageOr } from '@/lib/api-client';

export interface MessagePage {
  /** Oldest first. */
  messages: ChatMessage[];
  /** The server filled the page, so older messages may remain. */
  full: boolean;
}

export const allMessagesQueryKey = ['chat-messages'] as const;
export const messagesQueryKey = (chatId: string) => [...allMessagesQueryKey, chatId] as const;

/** The newest page of a chat's messages before `before`, or the latest page when it is absent. */
export async function getMessages(chatId: string, before: string | undefined): Promise<MessagePage> {
  const query = new URLSearchParams({ limit: String(CHAT_PAGE_SIZE) });
  if (before) query.set('before', before);
  const messages = await api.get(`/api/chats/${encodeURIComponent(chatId)}/messages?${query.toString()}`, {
    schema: z.array(chatMessageSchema),
  });
  return { messages, full: messages.length >= CHAT_PAGE_SIZE };
}

// Live messages keep a loaded chat current, so it is fetched again only after a reconnect or once evicted.
export const messagesQueryOptions = (chatId: string) =>
  infiniteQueryOptions({
    queryKey: messagesQueryKey(chatId),
    queryFn: ({ pageParam }) => getMessages(chatId, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => (lastPage.full ? lastPage.messages[0]?.timestamp : undefined),
    staleTime: Infinity,
  });

export function useMessages(chatId: string) {
  return useInfiniteQuery(messagesQueryOptions(chatId));
}

/** Spec-1 section 8 keeps this failure out of the alerts; the conversation says it quietly, with a Retry. */
export function messagesFailure(error: Error): string {
  return serverMessageOr(error, 'Could not load the messages.');
}
