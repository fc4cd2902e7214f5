import { MAX_GROUP_NAME_LENGTH, groupProblem, type ChatUser } from '@freightdesk/domain';
import { Button, Group, Modal, MultiSelect, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { LoadingRows, StateView, type QueryState } from '@/components/state-view';
import { notifyError } from '@/lib/notify';
import { chatUsersFailure } from '../api/get-chat-users';
import { usernamePrefixFilter } from '../utils/user-filter';

interface CreateGroupDialogProps {
  opened: boolean;
  users: QueryState<ChatUser[]>;
  pending: boolean;
  onCancel: () => void;
  onCreate: (group: { name: string; participants: string[] }) => void;
}

/** A group needs a name and at least 2 other users (spec-1 section 5); the checks run on confirm. */
export function CreateGroupDialog({ opened, users, pending, onCancel, onCreate }: CreateGroupDialogProps) {
  const [name, setName] = useState('');
  const [members, setMembers] = useState<string[]>([]);
  // The list closes after each pick, so that it no longer covers Create on a small screen; typing opens it again.
  const [memberListOpened, setMemberListOpened] = useState(false);

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
          <StateView
            query={users}
            loadingLabel="Loading users"
            skeleton={<LoadingRows label="Loading users" rows={1} height={58} />}
            errorMessage={chatUsersFailure}
            quietError
          >
            {(data) => (
              <MultiSelect
                label="Members"
                description="Choose at least 2 people"
                data={data.map((user) => user.username)}
                value={members}
                onChange={setMembers}
                dropdownOpened={memberListOpened}
                onDropdownOpen={() => setMemberListOpened(true)}
                onDropdownClose={() => setMemberListOpened(false)}
                onOptionSubmit={() => setMemberListOpened(false)}
                filter={usernamePrefixFilter}
                searchable
                hidePickedOptions
                nothingFoundMessage="No one by that name"
              />
            )}
          </StateView>
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
