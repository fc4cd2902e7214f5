import { CHAT_MESSAGES, chatTitle, type Chat } from '@freightdesk/domain';
import { ActionIcon, Avatar, Box, Group, Menu, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBell, IconBellOff, IconDotsVertical } from '@tabler/icons-react';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useMuteChat } from '../api/mute-chat';
import classes from './chat.module.css';

interface ConversationHeaderProps {
  chat: Chat;
  me: string;
  onBack: () => void;
}

/** The open conversation's name, a way back to the list on phones, and its actions. */
export function ConversationHeader({ chat, me, onBack }: ConversationHeaderProps) {
  const mute = useMuteChat();
  const title = chatTitle(chat, me);
  const setNotifications = (notifications: boolean) =>
    mute.mutate(
      { chatId: chat._id, notifications },
      {
        onSuccess: () => notifySuccess(notifications ? CHAT_MESSAGES.unmuted : CHAT_MESSAGES.muted),
        onError: () => notifyError(notifications ? CHAT_MESSAGES.unmuteFailed : CHAT_MESSAGES.muteFailed),
      },
    );

  return (
    <Group
      gap="sm"
      px="sm"
      py="xs"
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <ActionIcon variant="subtle" size="lg" aria-label="Back to conversations" onClick={onBack} hiddenFrom="sm">
        <IconArrowLeft size={20} aria-hidden />
      </ActionIcon>
      <Avatar color="freight" radius="xl" aria-hidden>
        {title.charAt(0).toUpperCase()}
      </Avatar>
      <Box miw={0} flex={1}>
        <Title order={2} size="h4" lineClamp={1}>
          {title}
        </Title>
        <Text size="xs" className={classes.secondary} truncate>
          {chat.isGroup ? `${chat.participants.length} members: ${chat.participants.join(', ')}` : 'Direct message'}
        </Text>
      </Box>
      {!chat.notifications && <IconBellOff size={18} role="img" aria-label="Muted" />}
      <Menu position="bottom-end" shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" size="lg" aria-label="Chat actions" loading={mute.isPending}>
            <IconDotsVertical size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item
            leftSection={<IconBellOff size={16} aria-hidden />}
            disabled={!chat.notifications}
            onClick={() => setNotifications(false)}
          >
            Mute
          </Menu.Item>
          <Menu.Item
            leftSection={<IconBell size={16} aria-hidden />}
            disabled={chat.notifications}
            onClick={() => setNotifications(true)}
          >
            Unmute
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
