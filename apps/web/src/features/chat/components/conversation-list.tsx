import { CHAT_MESSAGES, chatTitle, stripInvisible, type Chat } from '@freightdesk/domain';
import { Avatar, Badge, Box, Group, NavLink, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { EmptyState } from '@/components/state-view';
import { lastActivity } from '../utils/chat-time';
import classes from './chat.module.css';

interface ConversationListProps {
  chats: Chat[];
  me: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

interface ConversationItemProps {
  chat: Chat;
  me: string;
  selected: boolean;
  onSelect: () => void;
}

function ConversationItem({ chat, me, selected, onSelect }: ConversationItemProps) {
  const title = chatTitle(chat, me);
  return (
    <Box role="listitem">
      <NavLink
        component="button"
        data-chat-id={chat._id}
        onClick={onSelect}
        active={selected}
        color="gray"
        aria-current={selected ? 'true' : undefined}
        noWrap
        py="sm"
        leftSection={
          <Avatar color="freight" radius="xl" aria-hidden>
            {title.charAt(0).toUpperCase()}
          </Avatar>
        }
        label={
          <Group justify="space-between" wrap="nowrap" gap="xs" component="span">
            <Text fw={600} size="sm" truncate component="span">
              {title}
            </Text>
            {chat.lastMessageTime && (
              <Text size="xs" className={classes.secondary} style={{ flexShrink: 0 }} component="span">
                {lastActivity(chat.lastMessageTime)}
              </Text>
            )}
          </Group>
        }
        description={
          <Group justify="space-between" wrap="nowrap" gap="xs" component="span">
            <Text size="xs" className={classes.secondary} truncate component="span">
              {chat.lastMessage === null
                ? chat.isGroup
                  ? `${chat.participants.length} members`
                  : ''
                : stripInvisible(chat.lastMessage)}
            </Text>
            <Group gap={4} wrap="nowrap" component="span">
              {!chat.notifications && <IconBellOff size={14} role="img" aria-label="Muted" />}
              {chat.unreadCount > 0 && (
                <Badge size="sm" circle={chat.unreadCount < 10} component="span">
                  {chat.unreadCount}
                  <VisuallyHidden> unread</VisuallyHidden>
                </Badge>
              )}
            </Group>
          </Group>
        }
      />
    </Box>
  );
}

/** The user's conversations, most recent first; the empty texts of spec-1 section 2 when there are none. */
export function ConversationList({ chats, me, selectedId, onSelect }: ConversationListProps) {
  if (chats.length === 0) {
    return (
      <EmptyState message={CHAT_MESSAGES.noConversations}>
        <Text size="sm" className={classes.secondary} ta="center">
          {CHAT_MESSAGES.noConversationsHint}
        </Text>
      </EmptyState>
    );
  }
  return (
    <Stack gap={0} role="list" aria-label="Conversations">
      {chats.map((chat) => (
        <ConversationItem
          key={chat._id}
          chat={chat}
          me={me}
          selected={chat._id === selectedId}
          onSelect={() => onSelect(chat._id)}
        />
      ))}
    </Stack>
  );
}
