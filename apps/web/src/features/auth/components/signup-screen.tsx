import { MESSAGES, PROFILES, PROFILE_LABELS, signupRequestSchema, type Profile } from '@freightdesk/domain';
import { Anchor, Button, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PUBLIC_PATHS } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useSignup } from '../api/signup';
import { AuthCard } from './auth-card';

const PROFILE_OPTIONS = PROFILES.map((profile) => ({ value: profile, label: PROFILE_LABELS[profile] }));

export function SignupScreen() {
  const [username, setUsername] = useState('');
  const [profile, setProfile] = useState<Profile | null>(null);
  const signup = useSignup();
  const navigate = useNavigate();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = signupRequestSchema.safeParse({ username: username.trim(), profile: profile ?? undefined });
    if (!check.success) {
      notifyError(check.error.issues[0]?.message ?? MESSAGES.signupRequired);
      return;
    }
    signup.mutate(check.data, {
      onSuccess: ({ message }) => {
        notifySuccess(message);
        void navigate(PUBLIC_PATHS.login);
      },
      onError: (error) => notifyError(error.message),
    });
  }

  return (
    <AuthCard title="Signup">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Username"
            autoComplete="username"
            autoFocus
            value={username}
            onChange={(event) => setUsername(event.currentTarget.value)}
          />
          <Select<Profile>
            label="Profile"
            placeholder="Select your profile"
            data={PROFILE_OPTIONS}
            value={profile}
            onChange={setProfile}
            allowDeselect={false}
          />
          <Button type="submit" fullWidth loading={signup.isPending}>
            Signup
          </Button>
          <Text size="sm" ta="center">
            <Anchor component={Link} to={PUBLIC_PATHS.login}>
              Login
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
