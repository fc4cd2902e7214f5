import { REPORT_MESSAGES, reportFilterProblem, reportFilterSchema, type ReportFilter } from '@freightdesk/domain';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { reportFailure, reportSearchParams, useReports } from '../api/get-reports';
import { useDownloadReportsExcel } from '../api/download-reports-excel';
import { ReportFilterForm, type ReportFilterDraft } from './report-filter-form';
import { ReportResults } from './report-results';

/** The filter fields as typed, or a spec-2 message saying why they cannot be searched. */
function checkFilter(draft: Partial<ReportFilterDraft>): { filter: ReportFilter } | { problem: string } {
  const parsed = reportFilterSchema.safeParse(draft);
  if (!parsed.success) return { problem: parsed.error.issues[0]?.message ?? REPORT_MESSAGES.filterRequired };
  const problem = reportFilterProblem(parsed.data);
  return problem ? { problem } : { filter: parsed.data };
}

// The searched filter lives in the address, so Back from a trip returns to the same results.
function draftFromAddress(params: URLSearchParams): ReportFilterDraft {
  return {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    vendor: params.get('vendor') ?? '',
    truckNumber: params.get('truckNumber') ?? '',
  };
}

const SEARCH_HINT = 'Choose dates, a vendor or a truck, then Search.';

/** Spec-2 Reports: search trips by dates, vendor and truck; edit, delete and export them. */
export function ReportsScreen() {
  const { profile } = useCurrentUser();
  const [searchParams, setSearchParams] = useSearchParams();
  const initialDraft = useMemo(() => draftFromAddress(searchParams), [searchParams]);
  const searched = useMemo(() => {
    const check = checkFilter(initialDraft);
    return 'filter' in check ? check.filter : null;
  }, [initialDraft]);
  const searchKey = searched ? reportSearchParams(searched).toString() : '';
  const reports = useReports(searched);
  const excel = useDownloadReportsExcel();

  function search(draft: ReportFilterDraft) {
    const check = checkFilter(draft);
    if ('problem' in check) {
      notifyError(check.problem);
      return;
    }
    const params = reportSearchParams(check.filter);
    if (params.toString() === searchKey) void reports.refetch();
    else setSearchParams(params, { replace: true });
  }

  function downloadExcel() {
    if (!searched) return;
    excel.mutate(searched, { onError: () => notifyError(REPORT_MESSAGES.downloadFailed) });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.reports.title}</Title>
      <Paper withBorder p="md">
        <ReportFilterForm initial={initialDraft} searching={reports.isFetching} onSearch={search} />
      </Paper>
      {searched ? (
        <StateView
          query={reports}
          loadingLabel="Loading reports"
          errorMessage={(error) => reportFailure(error, REPORT_MESSAGES.fetchFailed)}
          emptyMessage={REPORT_MESSAGES.noRecords}
          isEmpty={(shown) => shown.trips.length === 0}
        >
          {({ trips, total }) => (
            <>
              <Group justify="space-between">
                <Text size="sm" c="dimmed">
                  {`${total === 1 ? '1 trip' : `${total.toLocaleString('en-IN')} trips`}, newest first`}
                </Text>
                <Button
                  variant="light"
                  leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
                  loading={excel.isPending}
                  onClick={downloadExcel}
                >
                  Download Excel
                </Button>
              </Group>
              <ReportResults
                key={searchKey}
                trips={trips}
                total={total}
                profile={profile}
                hasMore={reports.hasNextPage}
                loadingMore={reports.isFetchingNextPage}
                onShowMore={() => void reports.fetchNextPage()}
              />
            </>
          )}
        </StateView>
      ) : (
        <EmptyState message={SEARCH_HINT} />
      )}
    </Stack>
  );
}
