import type { Chat, MuteRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { chatsQueryKey } from './get-chats';

/** Mute (notifications false) or unmute (true) a chat for the caller. */
export function muteChat(request: MuteRequest): Promise<Pick<MuteRequest, 'notifications'>> {
  return api.post('/api/chats/mute', { body: request, schema: z.object({ notifications: z.boolean() }) });
}

export function useMuteChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: muteChat,
    onSuccess: ({ notifications }, { chatId }) =>
      queryClient.setQueryData<Chat[]>(chatsQueryKey, (chats) =>
        chats?.map((chat) => (chat._id === chatId ? { ...chat, notifications } : chat)),
      ),
  });
}
