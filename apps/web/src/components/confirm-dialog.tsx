import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { keepFocusNear } from '@/lib/keep-focus-near';

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
  const opener = useRef<HTMLElement | null>(null);

  // The dialog gives the focus back to the button that opened it; if a delete then removes that button, it moves on.
  useEffect(() => {
    if (opened) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    } else if (opener.current) {
      keepFocusNear(opener.current);
      opener.current = null;
    }
  }, [opened]);

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
