import { MESSAGES, type OneTimePasswordResponse, type Profile, type UserSummary } from '@freightdesk/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useApproveUser } from '../api/approve-user';
import { useDisableUser } from '../api/disable-user';
import { useEnableUser } from '../api/enable-user';
import { useUsers } from '../api/get-users';
import { useIssueOneTimePassword } from '../api/issue-one-time-password';
import { useRejectUser } from '../api/reject-user';
import { ApproveUserDialog } from './approve-user-dialog';
import { OneTimePasswordDialog, type IssuedPassword } from './one-time-password-dialog';
import { UsersTable, type UserAction } from './users-table';

interface ChosenAction {
  action: Exclude<UserAction, 'enable'>;
  user: UserSummary;
  /** False while the dialog closes, so its text keeps the user's name until it is gone. */
  open: boolean;
}

const usersFailure = (error: Error) => serverMessageOr(error, MESSAGES.unexpected);

/** The admin's list of accounts and access requests. */
export function UsersScreen() {
  const currentUser = useCurrentUser();
  const users = useUsers();
  const approve = useApproveUser();
  const reject = useRejectUser();
  const disable = useDisableUser();
  const enable = useEnableUser();
  const issuePassword = useIssueOneTimePassword();
  const [chosen, setChosen] = useState<ChosenAction | null>(null);
  const [issued, setIssued] = useState<IssuedPassword | null>(null);

  const close = () => setChosen((current) => current && { ...current, open: false });
  const failed = (error: Error) => notifyError(error.message);
  const done = ({ message }: { message: string }) => {
    close();
    notifySuccess(message);
  };
  const showPassword =
    (username: string) =>
    ({ message, oneTimePassword }: OneTimePasswordResponse) => {
      done({ message });
      setIssued({ username, oneTimePassword });
    };

  function onAction(action: UserAction, user: UserSummary) {
    if (action === 'enable') enable.mutate(user._id, { onSuccess: done, onError: failed });
    else setChosen({ action, user, open: true });
  }

  const isOpen = (action: ChosenAction['action']) => chosen?.action === action && chosen.open;
  const chosenUser = chosen?.user;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={2}>Users</Title>
        <Text c="dimmed">Approve access requests, give new one-time passwords, and disable or enable accounts.</Text>
      </Stack>

      <StateView query={users} loadingLabel="Loading users" errorMessage={usersFailure} emptyMessage="No users yet">
        {(data) => <UsersTable users={data} currentUsername={currentUser.username} onAction={onAction} />}
      </StateView>

      <ApproveUserDialog
        opened={isOpen('approve')}
        user={chosenUser}
        pending={approve.isPending}
        onCancel={close}
        onApprove={(profile: Profile) => {
          if (chosenUser) {
            approve.mutate(
              { id: chosenUser._id, profile },
              { onSuccess: showPassword(chosenUser.username), onError: failed },
            );
          }
        }}
      />
      <ConfirmDialog
        opened={isOpen('reject')}
        title="Reject access request"
        confirmLabel="Reject"
        danger
        pending={reject.isPending}
        onCancel={close}
        onConfirm={() => chosenUser && reject.mutate(chosenUser._id, { onSuccess: done, onError: failed })}
      >
        Reject the access request of {chosenUser?.username}? The request will be removed.
      </ConfirmDialog>
      <ConfirmDialog
        opened={isOpen('disable')}
        title="Disable user"
        confirmLabel="Disable"
        danger
        pending={disable.isPending}
        onCancel={close}
        onConfirm={() => chosenUser && disable.mutate(chosenUser._id, { onSuccess: done, onError: failed })}
      >
        Disable {chosenUser?.username}? They will be signed out and can no longer log in until enabled again.
      </ConfirmDialog>
      <ConfirmDialog
        opened={isOpen('oneTimePassword')}
        title="New one-time password"
        confirmLabel="Give new password"
        pending={issuePassword.isPending}
        onCancel={close}
        onConfirm={() =>
          chosenUser &&
          issuePassword.mutate(chosenUser._id, { onSuccess: showPassword(chosenUser.username), onError: failed })
        }
      >
        Give {chosenUser?.username} a new one-time password? Their current password will stop working.
      </ConfirmDialog>
      <OneTimePasswordDialog issued={issued} onClose={() => setIssued(null)} />
    </Stack>
  );
}
