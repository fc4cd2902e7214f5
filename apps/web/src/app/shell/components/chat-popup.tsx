import { CHAT_POPUP_MS, type ChatNotification, stripInvisible } from '@freightdesk/domain';
import { Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessage } from '@tabler/icons-react';
import { showNewest } from '@/lib/notify';

interface ChatPopup {
  notification: ChatNotification;
  onOpen: () => void;
}

let popupCount = 0;
/** The pop-ups on screen, by conversation: opening a conversation clears all of its pop-ups. */
const shown = new Map<string, Set<string>>();

function hidePopupsOf(chatId: string): void {
  for (const id of shown.get(chatId) ?? []) notifications.hide(id);
  shown.delete(chatId);
}

/** An incoming message for 5 seconds (spec-1 section 4); choosing it opens the conversation. */
export function showChatPopup({ notification, onOpen }: ChatPopup): void {
  const { chatId } = notification;
  popupCount += 1;
  const id = `chat:${chatId}:${popupCount}`;
  shown.set(chatId, (shown.get(chatId) ?? new Set()).add(id));
  const { chatName } = notification;
  const from = chatName ? `${notification.senderId} in ${chatName}` : notification.senderId;
  const preview =
    stripInvisible(notification.content).trim() || `Sent a file: ${notification.file?.originalName ?? ''}`;
  showNewest({
    id,
    autoClose: CHAT_POPUP_MS,
    onClose: () => shown.get(chatId)?.delete(id),
    icon: <IconMessage size={18} aria-hidden />,
    message: (
      <UnstyledButton
        w="100%"
        onClick={() => {
          hidePopupsOf(chatId);
          onOpen();
        }}
      >
        <Text size="sm" fw={600} truncate>
          New message from {from}
        </Text>
        <Text size="sm" lineClamp={2}>
          {preview}
        </Text>
      </UnstyledButton>
    ),
  });
}
