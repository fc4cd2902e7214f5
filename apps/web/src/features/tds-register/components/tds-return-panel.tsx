import { MESSAGES } from '@freightdesk/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconFileSpreadsheet, IconFileText } from '@tabler/icons-react';
import { EmptyState, StateView } from '@/components/state-view';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadTdsReturn, type TdsReturnFormat } from '../api/download-tds-return';
import type { TdsQuarter } from '../api/get-tds-register';
import { useTdsReturn } from '../api/get-tds-return';
import { TdsReturnTable } from './tds-return-table';

/** The quarter's return rows, to copy into the filing utility or download as Excel or CSV. */
export function TdsReturnPanel({ period }: { period: TdsQuarter }) {
  const taxReturn = useTdsReturn(period);
  const download = useDownloadTdsReturn();

  const downloadAs = (format: TdsReturnFormat) =>
    download.mutate(
      { ...period, format },
      { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) },
    );
  const downloading = (format: TdsReturnFormat) => download.isPending && download.variables.format === format;

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center">
        <Text size="sm" c="dimmed">
          The deductee rows of the return for {period.quarter} FY {period.fy}, one per bill and challan.
        </Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={downloading('excel')}
            onClick={() => downloadAs('excel')}
          >
            Download Return (Excel)
          </Button>
          <Button
            variant="light"
            leftSection={<IconFileText size={16} aria-hidden />}
            loading={downloading('csv')}
            onClick={() => downloadAs('csv')}
          >
            Download Return (CSV)
          </Button>
        </Group>
      </Group>
      <StateView
        query={taxReturn}
        loadingLabel="Loading the return"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
      >
        {(found) =>
          found.rows.length === 0 ? (
            <EmptyState message="No bills in this quarter." />
          ) : (
            <TdsReturnTable taxReturn={found} />
          )
        }
      </StateView>
    </Stack>
  );
}
