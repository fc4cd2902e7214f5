import { MESSAGES, formatDisplayDate, localDate, quarterOf } from '@freightdesk/domain';
import { Alert, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadTdsRegisterExcel } from '../api/download-tds-register-excel';
import { useDownloadTdsRegisterPdf } from '../api/download-tds-register-pdf';
import { useDownloadTdsStatement } from '../api/download-tds-statement';
import { tdsQuarterKey, useTdsRegister, type TdsQuarter } from '../api/get-tds-register';
import { recentFinancialYears } from '../utils/financial-years';
import { TdsChallansPanel } from './tds-challans-panel';
import { TdsRegisterFilterForm } from './tds-register-filter-form';
import { TdsRegisterTable } from './tds-register-table';
import { TdsReturnPanel } from './tds-return-panel';

const showFailure = (error: Error) => notifyError(serverMessageOr(error, MESSAGES.unexpected));

/**
 * TDS Register (issue 17): the TDS deducted per vendor in a quarter of a financial year; and for the same quarter the
 * challans it was deposited in and the return's rows (issue 31).
 */
export function TdsRegisterScreen() {
  const today = localDate();
  const years = useMemo(() => recentFinancialYears(today), [today]);
  const [period, setPeriod] = useState<TdsQuarter>(() => quarterOf(today));
  const [searched, setSearched] = useState<TdsQuarter>(period);
  const queryClient = useQueryClient();
  const fetching = useIsFetching({ queryKey: tdsQuarterKey(searched) }) > 0;
  const excel = useDownloadTdsRegisterExcel();

  function search() {
    if (period.fy === searched.fy && period.quarter === searched.quarter) {
      void queryClient.invalidateQueries({ queryKey: tdsQuarterKey(searched) });
    } else setSearched(period);
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
          onDownload={() => excel.mutate(period, { onError: showFailure })}
          searching={fetching}
          downloading={excel.isPending}
        />
      </Paper>
      <Tabs defaultValue="register" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="register">Register</Tabs.Tab>
          <Tabs.Tab value="challans">Challans</Tabs.Tab>
          <Tabs.Tab value="return">Return</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="register" pt="md">
          <RegisterPanel period={searched} />
        </Tabs.Panel>
        <Tabs.Panel value="challans" pt="md">
          <TdsChallansPanel period={searched} />
        </Tabs.Panel>
        <Tabs.Panel value="return" pt="md">
          <TdsReturnPanel period={searched} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** The register of the quarter: a line per bill under its vendor, as a PDF too, and each vendor's statement. */
function RegisterPanel({ period }: { period: TdsQuarter }) {
  const register = useTdsRegister(period);
  const pdf = useDownloadTdsRegisterPdf();
  const statement = useDownloadTdsStatement();
  return (
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
                onClick={() => pdf.mutate({ fy: found.fy, quarter: found.quarter }, { onError: showFailure })}
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
              <TdsRegisterTable
                register={found}
                preparingStatementOf={statement.isPending ? statement.variables.vendor : null}
                onStatement={(vendor) =>
                  statement.mutate({ vendor, fy: found.fy, quarter: found.quarter }, { onError: showFailure })
                }
              />
            )}
          </Stack>
        );
      }}
    </StateView>
  );
}
