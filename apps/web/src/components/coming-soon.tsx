import { Stack, Text, Title } from '@mantine/core';

export function ComingSoon({ title }: { title: string }) {
  return (
    <Stack gap="xs">
      <Title order={2}>{title}</Title>
      <Text c="dimmed">This screen is coming soon.</Text>
    </Stack>
  );
}
