import { CHAT_MESSAGES, chatDayLabel, chatTitle, localDate, type Chat } from '@freightdesk/domain';
import { Box, Center, Divider, Group, Loader, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment, useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { EmptyState, StateView, type QueryState } from '@/components/state-view';
import { messagesFailure, useMessages, type MessagePage } from '../api/get-messages';
import { MessageBubble } from './message-bubble';
import classes from './chat.module.css';

// Within this many pixels of an edge counts as being there.
const EDGE_PX = 48;

interface MessageListProps {
  chat: Chat;
  me: string;
}

// Bubbles of a few widths on both sides, as a conversation looks.
const SKELETON_BUBBLES = [
  { own: false, width: '55%' },
  { own: true, width: '40%' },
  { own: false, width: '70%' },
  { own: true, width: '50%' },
  { own: false, width: '35%' },
];

function MessagesSkeleton() {
  return (
    <Stack gap="sm" role="status" aria-label="Loading messages" py="xs">
      {SKELETON_BUBBLES.map(({ own, width }, line) => (
        <Group key={line} justify={own ? 'flex-end' : 'flex-start'}>
          <Skeleton height={40} width={width} radius="lg" />
        </Group>
      ))}
    </Stack>
  );
}

/**
 * The open conversation, oldest at the top. It follows new messages while the user is at the bottom, and scrolling
 * to the top loads the previous page while the last one was full, keeping what the user was reading in place.
 */
export function MessageList({ chat, me }: MessageListProps) {
  const query = useMessages(chat._id);
  const { data, error, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, refetch } = query;
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const beforeOlder = useRef<{ scrollHeight: number; scrollTop: number } | null>(null);
  const shown = useRef<{ first?: string | undefined; last?: string | undefined }>({});
  const messages = useMemo(() => data?.pages.toReversed().flatMap((page) => page.messages) ?? [], [data]);

  useEffect(() => {
    if (error) console.warn('Could not fetch the chat messages', error);
  }, [error]);

  function loadOlder(): Promise<unknown> {
    const element = viewport.current;
    if (!element || !hasNextPage || isFetchingNextPage) return Promise.resolve();
    beforeOlder.current = { scrollHeight: element.scrollHeight, scrollTop: element.scrollTop };
    return fetchNextPage();
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

  // A first page too short to scroll gives no scroll to the top; load on until there is one or nothing is left, or
  // a page fails: then the Retry asks for it again.
  useEffect(() => {
    const element = viewport.current;
    if (element && element.scrollHeight <= element.clientHeight && hasNextPage && !isFetchingNextPage && !error) {
      void fetchNextPage();
    }
  }, [messages, hasNextPage, isFetchingNextPage, error, fetchNextPage]);

  // A failed older page is asked for again, keeping the place, rather than every page already shown.
  const pages: QueryState<{ pages: MessagePage[] }> = {
    data,
    error,
    isFetching: query.isFetching,
    refetch: isFetchNextPageError ? loadOlder : refetch,
  };

  function onScroll() {
    const element = viewport.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX;
    // After a failure the Retry asks again, not every scroll.
    if (element.scrollTop < EDGE_PX && !error) void loadOlder();
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
      <StateView
        query={pages}
        loadingLabel="Loading messages"
        skeleton={<MessagesSkeleton />}
        errorMessage={messagesFailure}
        quietError
      >
        {() =>
          messages.length === 0 ? (
            <Center h="100%">
              <EmptyState message={CHAT_MESSAGES.emptyConversation(chatTitle(chat, me))} />
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
          )
        }
      </StateView>
    </Box>
  );
}
