import {
  CHAT_MESSAGES,
  type ChatFile,
  type ChatMessage,
  type MessagePart,
  type Profile,
  can,
  messageParts,
  stripInvisible,
} from '@freightdesk/domain';
import { ActionIcon, Anchor, Box, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload, IconFileDescription } from '@tabler/icons-react';
import { Link } from 'react-router';
import { reviseBillPath, tripPath } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useDownloadChatFile } from '../api/download-chat-file';
import { messageTime } from '../utils/chat-time';
import { formatFileSize } from '../utils/file-size';
import classes from './chat.module.css';

function FileAttachment({ file, own }: { file: ChatFile; own: boolean }) {
  const download = useDownloadChatFile();
  return (
    <Group gap="xs" wrap="nowrap" py={4}>
      <IconFileDescription size={28} stroke={1.4} aria-hidden style={{ flexShrink: 0 }} />
      <Box miw={0} flex={1}>
        <Text size="sm" fw={600} truncate>
          {file.originalName}
        </Text>
        <Text size="xs" c={own ? 'freight.0' : undefined} className={own ? undefined : classes.secondary}>
          {formatFileSize(file.size)}
        </Text>
      </Box>
      <ActionIcon
        variant={own ? 'white' : 'light'}
        size="lg"
        aria-label={`Download ${file.originalName}`}
        loading={download.isPending}
        onClick={() => download.mutate(file.fileName, { onError: () => notifyError(CHAT_MESSAGES.downloadFailed) })}
      >
        <IconDownload size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** Where an id in a message leads, if the reader's profile may look it up (the top bar's search rules). */
function idPath(part: Exclude<MessagePart, { kind: 'text' }>, profile: Profile): string | null {
  switch (part.kind) {
    case 'trip':
      return can(profile, 'searchTrip') ? tripPath(part.id) : null;
    case 'bill':
      return can(profile, 'searchBill') ? reviseBillPath(part.id) : null;
  }
}

/** The message's text, its trip ids opening the trip and its bill ids the bill (issue 29). */
function MessageText({ content }: { content: string }) {
  const { profile } = useCurrentUser();
  return messageParts(content).map((part, index) => {
    if (part.kind === 'text') return part.text;
    const path = idPath(part, profile);
    return path ? (
      <Anchor key={index} component={Link} to={path} inherit c="inherit" fw={600} underline="always">
        {part.id}
      </Anchor>
    ) : (
      part.id
    );
  });
}

interface MessageBubbleProps {
  message: ChatMessage;
  own: boolean;
  /** In a group, others' messages carry the sender's name. */
  showSender: boolean;
}

/** One message: the user's own on the right, others' on the left. */
export function MessageBubble({ message, own, showSender }: MessageBubbleProps) {
  // Shown without direction controls: U+202E could make "invoice\u202Efdp.exe" read "invoiceexe.pdf".
  const content = stripInvisible(message.content).trim();
  return (
    <Stack gap={2} align={own ? 'flex-end' : 'flex-start'} data-own={own || undefined}>
      {showSender && (
        <Text size="xs" className={classes.secondary} px="xs" aria-hidden>
          {message.senderId}
        </Text>
      )}
      <Paper
        px="sm"
        py={6}
        radius="lg"
        maw="min(80%, 36rem)"
        miw={message.file ? 'min(80%, 16rem)' : undefined}
        bg={own ? 'freight.6' : undefined}
        className={own ? undefined : classes.theirs}
        c={own ? 'white' : undefined}
      >
        <VisuallyHidden>{own ? 'You:' : `${message.senderId}:`}</VisuallyHidden>
        {message.file && <FileAttachment file={message.file} own={own} />}
        {content && (
          <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            <MessageText content={content} />
          </Text>
        )}
        <Text size="xs" ta="right" c={own ? 'freight.0' : undefined} className={own ? undefined : classes.secondary}>
          <time dateTime={message.timestamp}>{messageTime(message.timestamp)}</time>
        </Text>
      </Paper>
    </Stack>
  );
}
