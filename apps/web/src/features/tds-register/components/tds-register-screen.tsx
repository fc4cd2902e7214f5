import { MESSAGES, formatDisplayDate, localDate, quarterOf } from '@freightdesk/domain';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadTdsRegisterExcel } from '../api/download-tds-register-excel';
import { useDownloadTdsRegisterPdf } from '../api/download-tds-register-pdf';
import { useTdsRegister, type TdsQuarter } from '../api/get-tds-register';
import { recentFinancialYears } from '../utils/financial-years';
import { TdsRegisterFilterForm } from './tds-register-filter-form';
import { TdsRegisterTable } from './tds-register-table';

/** TDS Register (issue 17): the TDS deducted per vendor in a quarter of a financial year, for the return. */
export function TdsRegisterScreen() {
  const today = localDate();
  const years = useMemo(() => recentFinancialYears(today), [today]);
  const [period, setPeriod] = useState<TdsQuarter>(() => quarterOf(today));
  const [searched, setSearched] = useState<TdsQuarter>(period);
  const register = useTdsRegister(searched);
  const excel = useDownloadTdsRegisterExcel();
  const pdf = useDownloadTdsRegisterPdf();

  function search() {
    if (period.fy === searched.fy && period.quarter === searched.quarter) void register.refetch();
    else setSearched(period);
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.tdsRegister.title}</Title>
      <Paper withBorder p="md">
        <TdsRegisterFilterForm
          period={period}
          years={years}
          onChange={setPeriod}
          onSearch={search}
          onDownload={() =>
            excel.mutate(period, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) })
          }
          searching={register.isFetching}
          downloading={excel.isPending}
        />
      </Paper>
      <StateView
        query={register}
        loadingLabel="Loading the TDS register"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
      >
        {(found) => {
          const flagged = found.rows.filter((vendor) => !vendor.panValid).length;
          return (
            <Stack gap="sm">
              <Group justify="space-between" align="center">
                <Text size="sm" c="dimmed">
                  Bills dated {formatDisplayDate(found.startDate)} to {formatDisplayDate(found.endDate)}.
                </Text>
                {/* The register on screen, as a PDF for the file of the return. */}
                <Button
                  variant="light"
                  leftSection={<IconFileTypePdf size={16} aria-hidden />}
                  loading={pdf.isPending}
                  onClick={() =>
                    pdf.mutate(
                      { fy: found.fy, quarter: found.quarter },
                      { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) },
                    )
                  }
                >
                  Download PDF
                </Button>
              </Group>
              {flagged > 0 && (
                <Alert color="red" variant="light" title="PAN missing or invalid">
                  {flagged === 1 ? '1 vendor has' : `${flagged} vendors have`} no valid PAN: their rows are marked. Add
                  the PAN on the Vendor screen before filing the return.
                </Alert>
              )}
              {found.rows.length === 0 ? (
                <EmptyState message="No bills in this quarter." />
              ) : (
                <TdsRegisterTable register={found} />
              )}
            </Stack>
          );
        }}
      </StateView>
    </Stack>
  );
}
