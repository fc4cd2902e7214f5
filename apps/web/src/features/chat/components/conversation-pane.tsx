import { chatTitle, type Chat } from '@freightdesk/domain';
import { Stack } from '@mantine/core';
import { ConversationHeader } from './conversation-header';
import { MessageComposer } from './message-composer';
import { MessageList } from './message-list';

interface ConversationPaneProps {
  chat: Chat;
  me: string;
  onBack: () => void;
}

/** The open conversation: header, messages and the box to write in. */
export function ConversationPane({ chat, me, onBack }: ConversationPaneProps) {
  return (
    <Stack
      gap={0}
      h="100%"
      mih={0}
      component="section"
      aria-label={`Conversation with ${chatTitle(chat, me)}`}
      // Takes the focus when it replaces the list on a phone.
      tabIndex={-1}
    >
      <ConversationHeader chat={chat} me={me} onBack={onBack} />
      <MessageList key={chat._id} chat={chat} me={me} />
      <MessageComposer key={`composer-${chat._id}`} chatId={chat._id} />
    </Stack>
  );
}
