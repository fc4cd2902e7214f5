import { MESSAGES } from '@freightdesk/domain';
import { Stack, Text, Title } from '@mantine/core';
import { LoadingRows, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { useBooksClosed } from '../api/get-books-closed';
import { useSettings } from '../api/get-settings';
import { BooksClosedForm } from './books-closed-form';
import { ForwardRatePanel } from './forward-rate-panel';
import { SettingsForm } from './settings-form';
import { TdsLawTable } from './tds-law-table';

/**
 * The admin's Settings: the business's own details, printed on every bill, the rules they set, the closed books, and the
 * TDS law the books follow.
 */
export function SettingsScreen() {
  const settings = useSettings();
  const booksClosed = useBooksClosed();
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
      <StateView
        query={booksClosed}
        loadingLabel="Loading the closed books"
        skeleton={<LoadingRows label="Loading the closed books" rows={2} height={58} />}
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
      >
        {(data) => <BooksClosedForm through={data.through} />}
      </StateView>
      <ForwardRatePanel />
      <TdsLawTable />
    </Stack>
  );
}
