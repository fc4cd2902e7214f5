import { MESSAGES, can } from '@freightdesk/domain';
import { AppShell, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { ChatProvider } from '@/features/chat/components/chat-provider';
import { useCurrentUser } from '@/lib/session';
import { useChatPopup } from '../hooks/use-chat-popup';
import { useCurrentScreen } from '../hooks/use-current-screen';
import { LogoutDialog } from './logout-dialog';
import { SideMenu } from './side-menu';
import { TopBar } from './top-bar';

/**
 * Every screen after sign-in: top bar, side menu (a drawer on phones), and the screen, if the profile may use it;
 * the chat connection lives as long as the shell, so messages pop up on any screen.
 */
export function ShellLayout() {
  const [menuOpened, menu] = useDisclosure(false);
  const [logoutOpened, logoutDialog] = useDisclosure(false);
  const user = useCurrentUser();
  const screen = useCurrentScreen();
  const showChatPopup = useChatPopup();

  return (
    <ChatProvider username={user.username} onNotification={showChatPopup}>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding="md"
      >
        <title>{`${screen.title} · FreightDesk`}</title>
        <AppShell.Header>
          <TopBar
            user={user}
            title={screen.title}
            menuOpened={menuOpened}
            onToggleMenu={menu.toggle}
            onLogout={logoutDialog.open}
          />
        </AppShell.Header>
        <AppShell.Navbar p="xs">
          <Text size="sm" c="dimmed" px="sm" pb="xs" hiddenFrom="xs">
            Hello, {user.username}
          </Text>
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu profile={user.profile} onNavigate={menu.close} />
          </AppShell.Section>
          <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <ColorSchemeToggle withLabel />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main>
          {can(user.profile, screen.permission) ? (
            <Outlet />
          ) : (
            <Stack gap="xs">
              <Title order={2}>{screen.title}</Title>
              <Text>{MESSAGES.noAccessMenu}</Text>
            </Stack>
          )}
        </AppShell.Main>
        <LogoutDialog opened={logoutOpened} onClose={logoutDialog.close} />
      </AppShell>
    </ChatProvider>
  );
}
