import { chatSchema, type Chat, type CreateChatRequest } from '@freightdesk/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatsQueryKey } from './get-chats';

/** A one-to-one chat (the existing one if any) without a name, a group with one. */
export function createChat(request: CreateChatRequest): Promise<Chat> {
  return api.post('/api/chats', { body: request, schema: chatSchema });
}

export function useCreateChat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChat,
    onSuccess: (chat) =>
      queryClient.setQueryData<Chat[]>(chatsQueryKey, (chats) =>
        chats?.some((listed) => listed._id === chat._id) ? chats : [chat, ...(chats ?? [])],
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatsQueryKey }),
  });
}
