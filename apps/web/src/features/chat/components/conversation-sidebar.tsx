import { MESSAGES, type Chat, type ChatUser } from '@freightdesk/domain';
import { ActionIcon, Box, Group, ScrollArea, Stack, Title, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUsersPlus } from '@tabler/icons-react';
import { useEffect } from 'react';
import { LoadingRows, StateView, type QueryState } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useCreateChat } from '../api/create-chat';
import { chatUsersFailure, useChatUsers } from '../api/get-chat-users';
import { chatsFailure } from '../api/get-chats';
import { ConversationList } from './conversation-list';
import { CreateGroupDialog } from './create-group-dialog';
import { UserSearch } from './user-search';

interface ConversationSidebarProps {
  chats: QueryState<Chat[]>;
  me: string;
  selectedId: string | null;
  onSelect: (chatId: string) => void;
}

const usernamesOf = (users: ChatUser[]) => users.map((user) => user.username);

/** The left column: find someone, start a group, and the list of conversations. */
export function ConversationSidebar({ chats, me, selectedId, onSelect }: ConversationSidebarProps) {
  const users = useChatUsers();
  const createChat = useCreateChat();
  const [groupOpened, groupDialog] = useDisclosure(false);

  // Spec-1 section 8: this failure goes to the console (the chats' one is logged by the shell's unread count).
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
        <StateView
          query={users}
          loadingLabel="Loading users"
          skeleton={<LoadingRows label="Loading users" rows={1} height={36} />}
          errorMessage={chatUsersFailure}
          quietError
        >
          {(data) => (
            <UserSearch
              usernames={usernamesOf(data)}
              disabled={createChat.isPending}
              onChoose={(username) =>
                createChat.mutate(
                  { participants: [username] },
                  { onSuccess: (chat) => onSelect(chat._id), onError: failed },
                )
              }
            />
          )}
        </StateView>
      </Stack>
      <Box flex={1} mih={0}>
        <ScrollArea h="100%" type="auto">
          {/* The rows reach the edges; the skeleton and a failure keep off them. */}
          <Box p={chats.data === undefined || chats.error ? 'sm' : 0}>
            <StateView
              query={chats}
              loadingLabel="Loading conversations"
              skeleton={<LoadingRows label="Loading conversations" rows={6} height={48} />}
              errorMessage={chatsFailure}
              quietError
            >
              {(data) => <ConversationList chats={data} me={me} selectedId={selectedId} onSelect={onSelect} />}
            </StateView>
          </Box>
        </ScrollArea>
      </Box>
      <CreateGroupDialog
        opened={groupOpened}
        users={users}
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
