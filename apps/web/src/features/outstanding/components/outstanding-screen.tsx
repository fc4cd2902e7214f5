import { MESSAGES } from '@freightdesk/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo } from 'react';
import { StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadOutstandingExcel } from '../api/download-outstanding-excel';
import { useOutstanding } from '../api/get-outstanding';
import { outstandingTotals } from '../utils/outstanding-totals';
import { AgeingChart } from './ageing-chart';
import { OutstandingTable } from './outstanding-table';

/** Outstanding (issue 17): what is owed to each vendor and how old its bills are, with a chart and an Excel. */
export function OutstandingScreen() {
  const outstanding = useOutstanding();
  const excel = useDownloadOutstandingExcel();
  const totals = useMemo(() => outstandingTotals(outstanding.data ?? []), [outstanding.data]);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>{SCREENS.outstanding.title}</Title>
        <Button
          variant="light"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={excel.isPending}
          onClick={() =>
            excel.mutate(undefined, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) })
          }
        >
          Download Excel
        </Button>
      </Group>
      <StateView
        query={outstanding}
        loadingLabel="Loading outstanding balances"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage="No bills yet: nothing is outstanding."
      >
        {(rows) => (
          <>
            <AgeingChart buckets={totals.buckets} />
            <OutstandingTable rows={rows} totals={totals} />
          </>
        )}
      </StateView>
    </Stack>
  );
}
