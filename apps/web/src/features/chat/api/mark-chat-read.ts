import type { Chat } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { chatsQueryKey } from './get-chats';

export function markChatRead(chatId: string): Promise<{ unreadCount: number }> {
  return api.post(`/api/chats/${encodeURIComponent(chatId)}/read`, {
    schema: z.object({ unreadCount: z.number() }),
  });
}

/**
 * Clears a chat's unread count here at once and on the server, then fetches the list again so that an answer read
 * before the server cleared it does not bring the count back. A failure is only logged (spec-1 section 8).
 */
export function useMarkChatRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markChatRead,
    onMutate: (chatId) =>
      queryClient.setQueryData<Chat[]>(chatsQueryKey, (chats) =>
        chats?.map((chat) => (chat._id === chatId ? { ...chat, unreadCount: 0 } : chat)),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
    onError: (error) => console.warn('Could not mark the chat read', error),
  });
}
