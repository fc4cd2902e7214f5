import { CHAT_MESSAGES, chatDayLabel, chatTitle, localDate, type Chat } from '@freightdesk/domain';
import { Box, Center, Divider, Loader, Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { useMessages } from '../api/get-messages';
import { MessageBubble } from './message-bubble';
import classes from './chat.module.css';

// Within this many pixels of an edge counts as being there.
const EDGE_PX = 48;

interface MessageListProps {
  chat: Chat;
  me: string;
}

/**
 * The open conversation, oldest at the top. It follows new messages while the user is at the bottom, and scrolling
 * to the top loads the previous page while the last one was full, keeping what the user was reading in place.
 */
export function MessageList({ chat, me }: MessageListProps) {
  const { data, error, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = useMessages(chat._id);
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ scrollHeight: number; scrollTop: number } | null>(null);
  const shown = useRef<{ first?: string | undefined; last?: string | undefined }>({});
  const messages = useMemo(() => data?.pages.toReversed().flatMap((page) => page.messages) ?? [], [data]);

  useEffect(() => {
    if (error) console.warn('Could not fetch the chat messages', error);
  }, [error]);

  function loadOlder() {
    const element = viewport.current;
    if (!element || !hasNextPage || isFetchingNextPage) return;
    beforeOlder.current = { scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    void fetchNextPage();
  }

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const first = messages[0]?._id;
    const last = messages.at(-1);
    const older = beforeOlder.current;
    if (older && first !== shown.current.first && shown.current.first !== undefined) {
      element.scrollTop = element.scrollHeight - older.scrollHeight + older.scrollTop;
      beforeOlder.current = null;
    } else if (last && last._id !== shown.current.last && (atBottom.current || last.senderId === me)) {
      element.scrollTop = element.scrollHeight;
    }
    shown.current = { first, last: last?._id };
  }, [messages, me]);

  // A first page too short to scroll gives no scroll to the top; load on until there is one or nothing is left.
  useEffect(() => {
    const element = viewport.current;
    if (element && element.scrollHeight <= element.clientHeight && hasNextPage && !isFetchingNextPage) {
      void fetchNextPage();
    }
  }, [messages, hasNextPage, isFetchingNextPage, fetchNextPage]);

  function onScroll() {
    const element = viewport.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    if (element.scrollTop < EDGE_PX) loadOlder();
  }

  return (
    <Box
      ref={viewport}
      onScroll={onScroll}
      role="log"
      aria-label={`Messages with ${chatTitle(chat, me)}`}
      tabIndex={0}
      flex={1}
      mih={0}
      px="sm"
      py="xs"
      style={{ overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      {isPending ? (
        <Center h="100%">
          <Loader size="sm" aria-label="Loading messages" />
        </Center>
      ) : messages.length === 0 ? (
        <Center h="100%">
          <Text className={classes.secondary}>{error ? '' : CHAT_MESSAGES.emptyConversation(chatTitle(chat, me))}</Text>
        </Center>
      ) : (
        <Stack gap="xs">
          {isFetchingNextPage && (
            <Center>
              <Loader size="xs" aria-label="Loading older messages" />
            </Center>
          )}
          {messages.map((message, index) => {
            const previous = messages[index - 1];
            const newDay = !previous || localDate(previous.timestamp) !== localDate(message.timestamp);
            const own = message.senderId === me;
            return (
              <Fragment key={message._id}>
                {newDay && (
                  <Divider
                    labelPosition="center"
                    label={
                      <Text size="xs" className={classes.secondary}>
                        {chatDayLabel(message.timestamp)}
                      </Text>
                    }
                  />
                )}
                <MessageBubble
                  message={message}
                  own={own}
                  showSender={chat.isGroup && !own && previous?.senderId !== message.senderId}
                />
              </Fragment>
            );
          })}
        </Stack>
      )}
    </Box>
  );
}
