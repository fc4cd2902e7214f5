import { MESSAGES } from '@freightdesk/domain';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingRows, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
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
      <StateView
        query={settings}
        loadingLabel="Loading settings"
        skeleton={<LoadingRows label="Loading settings" rows={8} height={58} />}
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
      >
        {(data) => <SettingsForm settings={data} />}
      </StateView>
    </Stack>
  );
}
