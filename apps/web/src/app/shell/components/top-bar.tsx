import { can, type SessionUser } from '@freightdesk/domain';
import { ActionIcon, Box, Burger, Button, Group, Indicator, Text } from '@mantine/core';
import { IconLogout, IconMessage } from '@tabler/icons-react';
import type { Ref } from 'react';
import { Link } from 'react-router';
import { SCREENS } from '@/config/paths';
import { Logo } from '@/components/logo';
import { useTotalUnread } from '@/features/chat/hooks/use-total-unread';
import { NotificationBell } from './notification-bell';
import { SearchBox } from './search-box';

interface TopBarProps {
  user: SessionUser;
  title: string;
  menuOpened: boolean;
  onToggleMenu: () => void;
  /** The burger, which takes the focus back when the drawer closes with Escape. */
  menuButtonRef: Ref<HTMLButtonElement>;
  onLogout: () => void;
}

function ChatLink() {
  const unread = useTotalUnread();
  return (
    <Indicator label={unread > 99 ? '99+' : unread} disabled={unread === 0} color="red" size={18} offset={5}>
      <ActionIcon
        component={Link}
        to={SCREENS.chat.path}
        variant="subtle"
        size="lg"
        aria-label={unread === 0 ? 'Chat' : `Chat (${unread} unread)`}
      >
        <IconMessage size={20} stroke={1.6} aria-hidden />
      </ActionIcon>
    </Indicator>
  );
}

export function TopBar({ user, title, menuOpened, onToggleMenu, menuButtonRef, onLogout }: TopBarProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group wrap="nowrap" gap="sm" miw={0}>
        <Burger
          ref={menuButtonRef}
          opened={menuOpened}
          onClick={onToggleMenu}
          hiddenFrom="sm"
          size="sm"
          aria-label={menuOpened ? 'Close menu' : 'Open menu'}
        />
        <Box visibleFrom="sm">
          <Logo size={36} withName={false} />
        </Box>
        <Box miw={0}>
          <Text size="xs" c="dimmed" truncate visibleFrom="xs">
            Hello, {user.username}
          </Text>
          {/* Two lines rather than cut off, for the longer titles beside a phone's four icons. */}
          <Text fw={600} lineClamp={2} lh={1.2}>
            {title}
          </Text>
        </Box>
      </Group>
      <Group wrap="nowrap" gap={6}>
        <SearchBox profile={user.profile} />
        <ChatLink />
        {(can(user.profile, 'notifications') || can(user.profile, 'ewayAlerts')) && (
          <NotificationBell
            listsDocuments={can(user.profile, 'notifications')}
            opensVehicles={can(user.profile, 'vehicle')}
            remindsBooks={can(user.profile, 'settings')}
            listsSignups={can(user.profile, 'users')}
            remindsTds={can(user.profile, SCREENS.tdsRegister.permission)}
            remindsEway={can(user.profile, 'ewayAlerts')}
          />
        )}
        <Button variant="light" onClick={onLogout} leftSection={<IconLogout size={16} aria-hidden />} visibleFrom="xs">
          Logout
        </Button>
        <ActionIcon variant="light" size="lg" onClick={onLogout} aria-label="Logout" hiddenFrom="xs">
          <IconLogout size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Group>
  );
}
