import { MESSAGES, loginAttemptsWarning, loginRequestSchema } from '@freightdesk/domain';
import { Alert, Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { PUBLIC_PATHS } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { UnauthorizedAccessError, attemptsLeftOf, useLogin } from '../api/login';
import { AuthCard } from './auth-card';
import { ResetPasswordDialog, type ResetPasswordStart } from './reset-password-dialog';

/** The texts of spec-1 section 8 for a failed login. */
function loginFailureMessage(error: Error): string {
  return error instanceof ApiRequestError || error instanceof UnauthorizedAccessError
    ? error.message
    : MESSAGES.unexpected;
}

export function LoginScreen() {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [passwordVisible, setPasswordVisible] = useState(false);
  const [resetStart, setResetStart] = useState<ResetPasswordStart | null>(null);
  // The lock's warning is for the username as typed: another username has a count of its own.
  const [lockWarning, setLockWarning] = useState<string | null>(null);
  const login = useLogin();

  function signIn(credentials: { username: string; password: string }) {
    login.mutate(credentials, {
      onError: (error) => {
        const attemptsLeft = attemptsLeftOf(error);
        setLockWarning(attemptsLeft === null ? null : loginAttemptsWarning(attemptsLeft));
        if (error instanceof ApiRequestError && error.code === 'PASSWORD_CHANGE_REQUIRED') {
          setResetStart({ ...credentials, notice: error.message, mustChange: true });
        } else {
          notifyError(loginFailureMessage(error));
        }
      },
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const credentials = { username: username.trim(), password };
    const check = loginRequestSchema.safeParse(credentials);
    if (!check.success) {
      notifyError(check.error.issues[0]?.message ?? MESSAGES.loginRequired);
      return;
    }
    signIn(credentials);
  }

  return (
    <AuthCard title="Login">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => {
              setUsername(event.currentTarget.value);
              setLockWarning(null);
            }}
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            visible={passwordVisible}
            onVisibilityChange={setPasswordVisible}
            visibilityToggleButtonProps={{ 'aria-label': passwordVisible ? 'Hide password' : 'Show password' }}
          />
          {lockWarning && (
            <Alert color="orange" variant="light" icon={<IconLock size={18} aria-hidden />} p="xs">
              {lockWarning}
            </Alert>
          )}
          <Button type="submit" fullWidth loading={login.isPending}>
            Login
          </Button>
          <Group justify="space-between">
            <Anchor component={Link} to={PUBLIC_PATHS.signup} size="sm">
              Signup
            </Anchor>
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => setResetStart({ username: username.trim(), password: '', mustChange: false })}
            >
              Reset Password
            </Anchor>
          </Group>
        </Stack>
      </form>
      <ResetPasswordDialog
        start={resetStart}
        onClose={() => setResetStart(null)}
        onReset={({ username: changedFor, newPassword, mustChange }) => {
          if (mustChange) signIn({ username: changedFor, password: newPassword });
        }}
      />
    </AuthCard>
  );
}
