import type { Chat, ChatNotification } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '@/config/paths';
import { chatsQueryKey } from '@/features/chat/api/get-chats';
import { playBeep } from '@/lib/beep';
import { showChatPopup } from '../components/chat-popup';

/** What the shell does with a chat notification: a pop-up with a sound, opening the conversation when chosen. */
export function useChatPopup(): (notification: ChatNotification) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (notification: ChatNotification) => {
      const chat = queryClient.getQueryData<Chat[]>(chatsQueryKey)?.find(({ _id }) => _id === notification.chatId);
      showChatPopup({
        notification,
        groupName: chat?.isGroup ? chat.name : null,
        onOpen: () => void navigate(SCREENS.chat.path, { state: { chatId: notification.chatId } }),
      });
      playBeep();
    },
    [navigate, queryClient],
  );
}
