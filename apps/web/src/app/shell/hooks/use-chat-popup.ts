import type { ChatNotification } from '@freightdesk/domain';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { SCREENS } from '@/config/paths';
import { playBeep } from '@/lib/beep';
import { showChatPopup } from '../components/chat-popup';

/** What the shell does with a chat notification: a pop-up with a sound, opening the conversation when chosen. */
export function useChatPopup(): (notification: ChatNotification) => void {
  const navigate = useNavigate();
  return useCallback(
    (notification: ChatNotification) => {
      showChatPopup({
        notification,
        onOpen: () => void navigate(SCREENS.chat.path, { state: { chatId: notification.chatId } }),
      });
      playBeep();
    },
    [navigate],
  );
}
