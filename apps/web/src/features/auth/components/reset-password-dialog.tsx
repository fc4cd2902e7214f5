import { MESSAGES, RESET_MESSAGE_DELAY_MS, resetPasswordProblem } from '@freightdesk/domain';
import { Alert, Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useResetPassword } from '../api/reset-password';

/** How the dialog opens: from the link (empty), or after a login that must change its password (filled in). */
export interface ResetPasswordStart {
  username: string;
  password: string;
  /** The server's reason, shown inside the dialog. */
  notice?: string;
  mustChange: boolean;
}

interface ResetPasswordDialogProps {
  start: ResetPasswordStart | null;
  onClose: () => void;
  onReset: (changed: { username: string; newPassword: string; mustChange: boolean }) => void;
}

export function ResetPasswordDialog({ start, onClose, onReset }: ResetPasswordDialogProps) {
  return (
    <Modal opened={start !== null} onClose={onClose} title="Reset Password" centered>
      {start && <ResetPasswordForm start={start} onClose={onClose} onReset={onReset} />}
    </Modal>
  );
}

function ResetPasswordForm({ start, onClose, onReset }: ResetPasswordDialogProps & { start: ResetPasswordStart }) {
  const [fields, setFields] = useState({
    username: start.username,
    currentPassword: start.password,
    newPassword: '',
    retypePassword: '',
  });
  const [visible, setVisible] = useState(false);
  const reset = useResetPassword();
  const passwordType = visible ? 'text' : 'password';

  const field = (name: keyof typeof fields) => ({
    value: fields[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setFields((current) => ({ ...current, [name]: value }));
    },
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = resetPasswordProblem(fields);
    if (problem) {
      notifyError(problem);
      return;
    }
    const request = { ...fields, username: fields.username.trim() };
    reset.mutate(request, {
      onSuccess: ({ message }) => {
        onClose();
        setTimeout(() => notifySuccess(message), RESET_MESSAGE_DELAY_MS);
        onReset({ username: request.username, newPassword: request.newPassword, mustChange: start.mustChange });
      },
      onError: (error) => notifyError(serverMessageOr(error, MESSAGES.resetError)),
    });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {start.notice && (
          <Alert color="blue" variant="light">
            {start.notice}
          </Alert>
        )}
        <TextInput label="Username" autoComplete="username" {...field('username')} />
        <TextInput
          label="Current Password"
          type={passwordType}
          autoComplete="current-password"
          {...field('currentPassword')}
        />
        <TextInput
          label="New Password"
          type={passwordType}
          autoComplete="new-password"
          data-autofocus={start.mustChange || undefined}
          {...field('newPassword')}
        />
        <TextInput
          label="Retype New Password"
          type={passwordType}
          autoComplete="new-password"
          {...field('retypePassword')}
        />
        <Group justify="space-between" mt="xs">
          <Button variant="subtle" size="compact-sm" onClick={() => setVisible((v) => !v)}>
            {visible ? 'Hide password' : 'Show password'}
          </Button>
          <Group gap="xs">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={reset.isPending}>
              Reset Password
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}
