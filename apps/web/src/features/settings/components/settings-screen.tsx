import { Alert, Skeleton, Stack, Text, Title } from '@mantine/core';
import { SCREENS } from '@/config/paths';
import { useSettings } from '../api/get-settings';
import { SettingsForm } from './settings-form';

/** The admin's Settings: the business's own details, printed on every bill, and the rules they set. */
export function SettingsScreen() {
  const settings = useSettings();
  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.settings.title}</Title>
      <Text c="dimmed" size="sm">
        The company details and the GST rate are used for bills issued or revised from now on.
      </Text>
      {settings.isError && <Alert color="red">{settings.error.message}</Alert>}
      {settings.isPending && (
        <Stack gap="xs" role="status" aria-label="Loading settings">
          {[1, 2, 3, 4, 5].map((line) => (
            <Skeleton key={line} height={36} />
          ))}
        </Stack>
      )}
      {settings.data && <SettingsForm settings={settings.data} />}
    </Stack>
  );
}
