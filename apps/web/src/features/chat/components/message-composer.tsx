import {
  CHAT_FILE_ACCEPT,
  CHAT_MAX_FILE_BYTES,
  CHAT_MESSAGES,
  MAX_MESSAGE_LENGTH,
  MESSAGE_BOX_MAX_ROWS,
  MESSAGE_BOX_MIN_ROWS,
  MESSAGES,
} from '@freightdesk/domain';
import { ActionIcon, Box, CloseButton, FileButton, Group, Paper, Progress, Stack, Text, Textarea } from '@mantine/core';
import { IconFileDescription, IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useSendMessage } from '../api/send-message';
import { formatFileSize } from '../utils/file-size';
import classes from './chat.module.css';

/** The text box (Enter sends, Shift+Enter starts a new line), an attachment and the send button. */
export function MessageComposer({ chatId }: { chatId: string }) {
  const [text, setText] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const send = useSendMessage();
  const textBox = useRef<HTMLTextAreaElement>(null);
  const resetFileInput = useRef<() => void>(null);
  const canSend = (text.trim() !== '' || file !== null) && !send.isPending;

  function chooseFile(chosen: File | null) {
    resetFileInput.current?.();
    if (!chosen) return;
    if (chosen.size > CHAT_MAX_FILE_BYTES) {
      notifyError(CHAT_MESSAGES.fileTooLarge);
      return;
    }
    setFile(chosen);
    textBox.current?.focus();
  }

  function submit(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (!canSend) return;
    const sent = { text, file };
    setText('');
    setFile(null);
    setProgress(0);
    send.mutate(
      { chatId, content: sent.text.trim(), file: sent.file ?? undefined, onProgress: setProgress },
      {
        // What was typed or attached comes back, so nothing is lost to a failed send.
        onError: (error) => {
          setText((current) => current || sent.text);
          setFile((current) => current ?? sent.file);
          notifyError(serverMessageOr(error, MESSAGES.unexpected));
        },
      },
    );
    textBox.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <Box
      component="form"
      onSubmit={submit}
      aria-label="Send a message"
      p="sm"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={6}>
        {file && (
          <Paper withBorder px="sm" py={4} radius="md">
            <Group gap="xs" wrap="nowrap">
              <IconFileDescription size={18} aria-hidden style={{ flexShrink: 0 }} />
              <Text size="sm" truncate flex={1}>
                {file.name}
              </Text>
              <Text size="xs" className={classes.secondary}>
                {formatFileSize(file.size)}
              </Text>
              <CloseButton size="sm" aria-label={`Remove ${file.name}`} onClick={() => setFile(null)} />
            </Group>
          </Paper>
        )}
        {send.isPending && send.variables.file && (
          <Progress value={progress} size="sm" animated aria-label={`Uploading ${send.variables.file.name}`} />
        )}
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <FileButton onChange={chooseFile} accept={CHAT_FILE_ACCEPT} resetRef={resetFileInput}>
            {(props) => (
              <ActionIcon {...props} variant="subtle" size="lg" aria-label="Attach file" disabled={send.isPending}>
                <IconPaperclip size={20} aria-hidden />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            ref={textBox}
            aria-label="Message"
            placeholder="Type a message"
            autosize
            minRows={MESSAGE_BOX_MIN_ROWS}
            maxRows={MESSAGE_BOX_MAX_ROWS}
            maxLength={MAX_MESSAGE_LENGTH}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            onKeyDown={onKeyDown}
            flex={1}
          />
          <ActionIcon type="submit" size="lg" aria-label="Send" disabled={!canSend} loading={send.isPending}>
            <IconSend size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Box>
  );
}
