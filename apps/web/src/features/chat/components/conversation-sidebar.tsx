import { MESSAGES, type Chat, type ChatUser } from '@freightdesk/domain';
import { ActionIcon, Box, Center, Group, Loader, ScrollArea, Stack, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCreateChat } from '../api/create-chat';
import { useChatUsers } from '../api/get-chat-users';
import { ConversationList } from './conversation-list';
import { CreateGroupDialog } from './create-group-dialog';
import { UserSearch } from './user-search';

interface ConversationSidebarProps {
  chats: Chat[] | undefined;
  me: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

const usernamesOf = (users: ChatUser[] | undefined) => users?.map((user) => user.username) ?? [];

/** The left column: find someone, start a group, and the list of conversations. */
export function ConversationSidebar({ chats, me, selectedId, onSelect }: ConversationSidebarProps) {
  const users = useChatUsers();
  const createChat = useCreateChat();
  const [groupOpened, groupDialog] = useDisclosure(false);
  const usernames = usernamesOf(users.data);

  useEffect(() => {
    if (users.error) console.warn('Could not fetch the users to chat with', users.error);
  }, [users.error]);

  const failed = (error: Error) => notifyError(serverMessageOr(error, MESSAGES.unexpected));

  return (
    <Stack gap={0} h="100%" mih={0}>
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            Conversations
          </Title>
          <Tooltip label="Create group">
            <ActionIcon variant="light" size="lg" aria-label="Create group" onClick={groupDialog.open}>
              <IconUsersPlus size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        <UserSearch
          usernames={usernames}
          disabled={createChat.isPending}
          onChoose={(username) =>
            createChat.mutate(
              { participants: [username] },
              { onSuccess: (chat) => onSelect(chat._id), onError: failed },
            )
          }
        />
      </Stack>
      <Box flex={1} mih={0}>
        {chats === undefined ? (
          <Center py="xl">
            <Loader size="sm" aria-label="Loading conversations" />
          </Center>
        ) : (
          <ScrollArea h="100%" type="auto">
            <ConversationList chats={chats} me={me} selectedId={selectedId} onSelect={onSelect} />
          </ScrollArea>
        )}
      </Box>
      <CreateGroupDialog
        opened={groupOpened}
        usernames={usernames}
        pending={createChat.isPending}
        onCancel={groupDialog.close}
        onCreate={(group) =>
          createChat.mutate(group, {
            onSuccess: (chat) => {
              groupDialog.close();
              onSelect(chat._id);
            },
            onError: failed,
          })
        }
      />
    </Stack>
  );
}
