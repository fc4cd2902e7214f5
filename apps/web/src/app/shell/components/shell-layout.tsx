import { MESSAGES, can } from '@freightdesk/domain';
import { AppShell, ScrollArea, Stack, Text, Title, useMantineTheme } from '@mantine/core';
import { useDisclosure, useDocumentTitle, useHotkeys, useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
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
  const theme = useMantineTheme();
  const drawer = !useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, false, { getInitialValueInEffect: false });
  const menuButton = useRef<HTMLButtonElement>(null);
  const navbar = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const focusMainOnClose = useRef(false);
  // The page's one <title>, index.html's, takes the screen's name.
  useDocumentTitle(`${screen.title} · FreightDesk`);

  // A link that led to another screen went with the screen it was on; the focus goes to the new screen, not the page.
  useEffect(() => {
    if (document.activeElement === document.body) main.current?.focus({ preventScroll: true });
  }, [pathname]);

  // The drawer takes the focus when it opens, at the screen the user is on.
  useEffect(() => {
    if (!drawer || !menuOpened) return;
    const links = navbar.current?.querySelector('nav');
    (links?.querySelector<HTMLElement>('a[aria-current="page"]') ?? links?.querySelector('a'))?.focus();
  }, [drawer, menuOpened]);

  useHotkeys([
    [
      'Escape',
      () => {
        if (!drawer || !menuOpened) return;
        menu.close();
        menuButton.current?.focus();
      },
    ],
  ]);

  // A chosen screen replaces the drawer; the focus goes to it (once the drawer no longer covers it), not to the menu.
  function navigated() {
    if (!drawer) return;
    focusMainOnClose.current = true;
    menu.close();
  }
  useEffect(() => {
    if (menuOpened || !focusMainOnClose.current) return;
    focusMainOnClose.current = false;
    main.current?.focus();
  }, [menuOpened]);

  return (
    <ChatProvider username={user.username} onNotification={showChatPopup}>
      <AppShell
        header={{ height: 64 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !menuOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <TopBar
            user={user}
            title={screen.title}
            menuOpened={menuOpened}
            onToggleMenu={menu.toggle}
            menuButtonRef={menuButton}
            onLogout={logoutDialog.open}
          />
        </AppShell.Header>
        {/* Off screen, the closed drawer's links are out of the Tab order too; the open drawer covers the screen. */}
        <AppShell.Navbar p="xs" ref={navbar} inert={drawer && !menuOpened}>
          <Text size="sm" c="dimmed" px="sm" pb="xs" hiddenFrom="xs">
            Hello, {user.username}
          </Text>
          <AppShell.Section grow component={ScrollArea}>
            <SideMenu profile={user.profile} onNavigate={navigated} />
          </AppShell.Section>
          <AppShell.Section pt="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <ColorSchemeToggle withLabel />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main ref={main} tabIndex={-1} style={{ outline: 'none' }} inert={drawer && menuOpened}>
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
