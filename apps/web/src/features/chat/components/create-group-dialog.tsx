import { MAX_GROUP_NAME_LENGTH, groupProblem } from '@freightdesk/domain';
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { notifyError } from '@/lib/notify';
import { usernamePrefixFilter } from '../utils/user-filter';

interface CreateGroupDialogProps {
  opened: boolean;
  usernames: string[];
  pending: boolean;
  onCancel: () => void;
  onCreate: (group: { name: string; participants: string[] }) => void;
}

/** A group needs a name and at least 2 other users (spec-1 section 5); the checks run on confirm. */
export function CreateGroupDialog({ opened, usernames, pending, onCancel, onCreate }: CreateGroupDialogProps) {
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);

  function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = groupProblem(name, members);
    if (problem) notifyError(problem);
    else onCreate({ name: name.trim(), participants: members });
  }

  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Create group"
      centered
      onExitTransitionEnd={() => {
        setName('');
        setMembers([]);
      }}
    >
      <form onSubmit={confirm} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Group name"
            value={name}
            maxLength={MAX_GROUP_NAME_LENGTH}
            onChange={(event) => setName(event.currentTarget.value)}
            data-autofocus
          />
          <MultiSelect
            label="Members"
            description="Choose at least 2 people"
            data={usernames}
            value={members}
            onChange={setMembers}
            filter={usernamePrefixFilter}
            searchable
            hidePickedOptions
            nothingFoundMessage="No one by that name"
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onCancel} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" loading={pending}>
              Create group
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
