import { PROFILES, PROFILE_LABELS, type Profile, type UserSummary } from '@freightdesk/domain';
import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';

const PROFILE_OPTIONS = PROFILES.map((profile) => ({ value: profile, label: PROFILE_LABELS[profile] }));

interface ApproveUserDialogProps {
  opened: boolean;
  user: UserSummary | undefined;
  pending: boolean;
  onApprove: (profile: Profile) => void;
  onCancel: () => void;
}

export function ApproveUserDialog({ opened, user, pending, onApprove, onCancel }: ApproveUserDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title="Approve access request" centered>
      {user && (
        <ApproveUserForm key={user._id} user={user} pending={pending} onApprove={onApprove} onCancel={onCancel} />
      )}
    </Modal>
  );
}

function ApproveUserForm({
  user,
  pending,
  onApprove,
  onCancel,
}: Omit<ApproveUserDialogProps, 'opened'> & { user: UserSummary }) {
  const [profile, setProfile] = useState<Profile>(user.profile);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApprove(profile);
  }

  return (
    <form onSubmit={submit}>
      <Stack gap="md">
        <Text>
          {user.username} asked to join as {PROFILE_LABELS[user.profile]}. Choose the profile to give them.
        </Text>
        <Select<Profile>
          label="Profile"
          data={PROFILE_OPTIONS}
          value={profile}
          onChange={(value) => value && setProfile(value)}
          allowDeselect={false}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" loading={pending} data-autofocus>
            Approve
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
