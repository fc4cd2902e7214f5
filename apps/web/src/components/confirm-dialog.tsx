import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog(props: ConfirmDialogProps) {
  const { opened, title, children, confirmLabel, pendingLabel, pending = false, danger = false } = props;
  return (
    <Modal opened={opened} onClose={props.onCancel} title={title} centered>
      <Text>{children}</Text>
      {/* A destructive action starts focused on Cancel, so a stray Enter does not confirm it. */}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={props.onCancel} disabled={pending} data-autofocus={danger || undefined}>
          Cancel
        </Button>
        <Button
          color={danger ? 'red' : undefined}
          onClick={props.onConfirm}
          loading={pending && !pendingLabel}
          disabled={pending && Boolean(pendingLabel)}
          data-autofocus={!danger || undefined}
        >
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
