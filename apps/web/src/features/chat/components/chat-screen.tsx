import { CHAT_MESSAGES } from '@freightdesk/domain';
import { Box, Center, Divider, Paper, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LoadingRows } from '@/components/state-view';
import { useCurrentUser } from '@/lib/session';
import { useChats } from '../api/get-chats';
import { useMarkChatRead } from '../api/mark-chat-read';
import { useChatConnection } from '../hooks/use-chat-connection';
import { ConversationPane } from './conversation-pane';
import { ConversationSidebar } from './conversation-sidebar';
import classes from './chat.module.css';

/** The conversation another screen asked to open (a chat pop-up), from the navigation state. */
function requestedChatId(state: unknown): string | null {
  return typeof state === 'object' && state !== null && 'chatId' in state && typeof state.chatId === 'string'
    ? state.chatId
    : null;
}

// The screen fills the shell's main area; the list and the messages scroll inside it.
const SCREEN_HEIGHT = 'calc(100dvh - var(--app-shell-header-offset, 0rem) - 2 * var(--app-shell-padding, 0rem))';

/** Conversations on the left, the open one on the right; on a phone one at a time. */
export function ChatScreen() {
  const { username } = useCurrentUser();
  const location = useLocation();
  const requested = requestedChatId(location.state);
  const [selectedId, setSelectedId] = useState<string | null>(requested);
  const { setOpenChatId } = useChatConnection();
  const chats = useChats();
  const { mutate: markRead } = useMarkChatRead();

  useEffect(() => {
    if (requested) setSelectedId(requested);
  }, [requested, location.key]);

  // The open conversation is kept in this page's history entry: Back from a trip or bill opened from one of its
  // messages returns to it.
  const navigate = useNavigate();
  const { pathname, search } = location;
  const kept = useRef(selectedId);
  useEffect(() => {
    // Only a change of conversation here is kept: a new request from elsewhere is on its way to selectedId.
    if (kept.current === selectedId) return;
    kept.current = selectedId;
    if (selectedId === requested) return;
    void navigate({ pathname, search }, { replace: true, state: selectedId ? { chatId: selectedId } : null });
  }, [selectedId, requested, navigate, pathname, search]);

  useEffect(() => {
    setOpenChatId(selectedId);
    if (selectedId) markRead(selectedId);
  }, [selectedId, setOpenChatId, markRead]);

  useEffect(() => () => setOpenChatId(null), [setOpenChatId]);

  const selectedChat = chats.data?.find((chat) => chat._id === selectedId);
  const missing = selectedId !== null && chats.data !== undefined && !selectedChat;
  const { refetch } = chats;
  // On a phone the conversation takes the screen while there is one to show or to wait for; a failed list shows
  // its Retry instead.
  const paneFirst = selectedId !== null && (selectedChat !== undefined || (chats.isFetching && !chats.error));

  // On a phone the list and the conversation take turns: the focus goes to the one now shown rather than being lost
  // with the other, back at the conversation just left.
  const screen = useRef<HTMLDivElement>(null);
  const lastOpenId = useRef<string | null>(null);
  const openId = selectedChat?._id ?? null;
  useEffect(() => {
    const focused = document.activeElement;
    const lost = !(focused instanceof HTMLElement) || focused === document.body || !focused.checkVisibility();
    const left = lastOpenId.current;
    if (openId) lastOpenId.current = openId;
    if (!lost || !screen.current) return;
    const target = openId
      ? screen.current.querySelector<HTMLElement>('section')
      : (screen.current.querySelector<HTMLElement>(`[data-chat-id="${left}"]`) ??
        screen.current.querySelector<HTMLElement>('input'));
    target?.focus();
  }, [openId]);

  // A conversation opened from elsewhere may be newer than the list: fetch the list once more.
  useEffect(() => {
    if (missing) void refetch();
  }, [missing, refetch]);

  return (
    <Paper ref={screen} withBorder h={SCREEN_HEIGHT} mih={420} display="flex" style={{ overflow: 'hidden' }}>
      <Box
        w={{ base: '100%', sm: 320 }}
        display={{ base: paneFirst ? 'none' : 'block', sm: 'block' }}
        style={{ flexShrink: 0 }}
      >
        <ConversationSidebar chats={chats} me={username} selectedId={selectedId} onSelect={setSelectedId} />
      </Box>
      <Divider orientation="vertical" visibleFrom="sm" />
      <Box flex={1} miw={0} display={{ base: paneFirst ? 'block' : 'none', sm: 'block' }}>
        {selectedChat ? (
          <ConversationPane chat={selectedChat} me={username} onBack={() => setSelectedId(null)} />
        ) : paneFirst ? (
          <Box p="md">
            <LoadingRows label="Loading conversation" rows={6} height={40} />
          </Box>
        ) : (
          <Center h="100%" p="md">
            <Text className={classes.secondary} ta="center">
              {CHAT_MESSAGES.noChatSelected}
            </Text>
          </Center>
        )}
      </Box>
    </Paper>
  );
}
