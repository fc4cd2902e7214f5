import { Button, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when a screen fails to load or crashes, e.g. after an update replaced its code on the server. */
export function RouteError() {
  return (
    <Center py="xl" px="md">
      <Stack align="center" gap="sm">
        <Title order={2}>Something went wrong</Title>
        <Text c="dimmed">This page could not be shown. Please reload it.</Text>
        <Button onClick={() => window.location.reload()}>Reload</Button>
      </Stack>
    </Center>
  );
}
