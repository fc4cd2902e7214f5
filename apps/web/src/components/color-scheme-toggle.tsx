import { ActionIcon, Button, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';

/**
 * Light or dark theme; the choice is remembered on this device, and until then the device's own setting holds.
 * With a label it is a full-width button for the side menu; without, an icon.
 */
export function ColorSchemeToggle({ withLabel = false }: { withLabel?: boolean }) {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light', { getInitialValueInEffect: false }) === 'dark';
  const label = dark ? 'Light theme' : 'Dark theme';
  const Icon = dark ? IconSun : IconMoon;
  const toggle = () => setColorScheme(dark ? 'light' : 'dark');
  if (withLabel) {
    return (
      <Button
        variant="subtle"
        color="gray"
        fullWidth
        justify="flex-start"
        leftSection={<Icon size={18} stroke={1.6} aria-hidden />}
        onClick={toggle}
      >
        {label}
      </Button>
    );
  }
  return (
    <ActionIcon variant="subtle" size="lg" aria-label={label} onClick={toggle}>
      <Icon size={20} stroke={1.6} aria-hidden />
    </ActionIcon>
  );
}
