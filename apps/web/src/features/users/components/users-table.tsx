import {
  PROFILE_LABELS,
  USER_STATUS_LABELS,
  type UserStatus,
  type UserSummary,
  formatDisplayDate,
} from '@freightdesk/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { ResponsiveTable } from '@/components/responsive-table';

export type UserAction = 'approve' | 'reject' | 'disable' | 'enable' | 'oneTimePassword';

const STATUS_COLORS: Record<UserStatus, string> = { pending: 'yellow', active: 'teal', disabled: 'gray' };

interface UsersTableProps {
  users: UserSummary[];
  currentUsername: string;
  onAction: (action: UserAction, user: UserSummary) => void;
}

function RowActions({ user, onAction }: { user: UserSummary; onAction: UsersTableProps['onAction'] }) {
  switch (user.status) {
    case 'pending':
      return (
        <>
          <Button size="compact-sm" onClick={() => onAction('approve', user)}>
            Approve
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onAction('reject', user)}>
            Reject
          </Button>
        </>
      );
    case 'active':
      return (
        <>
          <Button size="compact-sm" variant="default" onClick={() => onAction('disable', user)}>
            Disable
          </Button>
          <Button size="compact-sm" variant="default" onClick={() => onAction('oneTimePassword', user)}>
            New one-time password
          </Button>
        </>
      );
    case 'disabled':
      return (
        <Button size="compact-sm" variant="default" onClick={() => onAction('enable', user)}>
          Enable
        </Button>
      );
  }
}

export function UsersTable({ users, currentUsername, onAction }: UsersTableProps) {
  return (
    <ResponsiveTable minWidth={720} label="Users table" striped verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Username</Table.Th>
          <Table.Th>Profile</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>Since</Table.Th>
          <Table.Th>Actions</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => {
          const isSelf = user.username === currentUsername;
          return (
            <Table.Tr key={user._id}>
              <Table.Td>
                {user.username}
                {isSelf && (
                  <Text span c="dimmed" size="sm">
                    {' '}
                    (you)
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{PROFILE_LABELS[user.profile]}</Table.Td>
              <Table.Td>
                {/* A badge gives way to the wide Actions column, down to one letter, unless held at its width. */}
                <Badge color={STATUS_COLORS[user.status]} variant="dot" miw="max-content">
                  {USER_STATUS_LABELS[user.status]}
                </Badge>
                {user.status === 'active' && user.mustChangePassword && (
                  <Text size="xs" c="dimmed">
                    One-time password not changed yet
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{formatDisplayDate(user.createdAt)}</Table.Td>
              <Table.Td>
                {!isSelf && (
                  <Group gap="xs" wrap="nowrap">
                    <RowActions user={user} onAction={onAction} />
                  </Group>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </ResponsiveTable>
  );
}
