import { Box, Center, Paper, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ColorSchemeToggle } from '@/components/color-scheme-toggle';
import { Logo } from '@/components/logo';

/** The frame of the login and signup screens: logo, heading, form. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  // The page's one <title>, index.html's, takes the screen's name.
  useDocumentTitle(`${title} · FreightDesk`);
  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-default-hover)" pos="relative">
      <Box pos="absolute" top={12} right={12}>
        <ColorSchemeToggle />
      </Box>
      <Paper withBorder shadow="sm" p="xl" w="100%" maw={400}>
        <Stack gap="lg">
          <Stack align="center" gap="xs">
            <Logo size={56} />
            <Title order={1} fz="h3">
              {title}
            </Title>
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Center>
  );
}
