import { ActionIcon, Button, CopyButton, Group, Modal, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

export interface IssuedPassword {
  username: string;
  oneTimePassword: string;
}

/** The only time the admin sees a one-time password: the server keeps just its hash. */
export function OneTimePasswordDialog({ issued, onClose }: { issued: IssuedPassword | null; onClose: () => void }) {
  return (
    <Modal opened={issued !== null} onClose={onClose} title="One-time password" centered closeOnClickOutside={false}>
      {issued && (
        <Stack gap="md">
          <Text>Give this password to {issued.username}.</Text>
          <TextInput
            label="One-time password"
            value={issued.oneTimePassword}
            readOnly
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            onFocus={(event) => event.currentTarget.select()}
            rightSection={
              <CopyButton value={issued.oneTimePassword}>
                {({ copied, copy }) => (
                  <Tooltip label={copied ? 'Copied' : 'Copy'} withArrow>
                    <ActionIcon variant="subtle" color={copied ? 'teal' : undefined} onClick={copy} aria-label="Copy">
                      {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                    </ActionIcon>
                  </Tooltip>
                )}
              </CopyButton>
            }
          />
          <Text size="sm" c="dimmed">
            This password is shown only once. {issued.username} must change it at the first login.
          </Text>
          <Group justify="flex-end">
            <Button onClick={onClose} data-autofocus>
              Done
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
