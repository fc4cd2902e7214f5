import { Group, Image, Text } from '@mantine/core';

export function Logo({ size = 48, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Image src="/logo.svg" alt={withName ? '' : 'FreightDesk'} w={size} h={size} />
      {withName && (
        <Text component="span" fw={700} fz={size / 2} c="var(--mantine-color-freight-light-color)">
          FreightDesk
        </Text>
      )}
    </Group>
  );
}
