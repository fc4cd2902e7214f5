import { type MarginGroup, REPORT_MESSAGES, reportFilterProblem } from '@freightdesk/domain';
import { Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, ErrorState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useDownloadBusinessExcel } from '../api/download-business-excel';
import {
  EMPTY_BUSINESS_FILTER,
  businessReportFailure,
  businessSearchParams,
  useBusinessReport,
  type BusinessFilter,
} from '../api/get-business-report';
import { MARGINS_QUERY_KEY, useMargins } from '../api/get-margins';
import { dailyFigures } from '../utils/business-figures';
import { marginSearch, tripMargins } from '../utils/margin-figures';
import { BusinessChart } from './business-chart';
import { BusinessFilterForm } from './business-filter-form';
import { BusinessTable } from './business-table';
import { MarginsPanel } from './margins-panel';

const FILTER_FIELDS = ['startDate', 'endDate', 'truckNumber'] as const;

// The searched filter lives in the address, so a trip opened from the list returns to the same search once saved.
function filterFromAddress(params: URLSearchParams): BusinessFilter | null {
  if (!FILTER_FIELDS.some((field) => params.has(field))) return null;
  const filter = {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    truckNumber: params.get('truckNumber') ?? '',
  };
  return reportFilterProblem(filter) ? null : filter;
}

/**
 * Spec-2 section 2, Business: the trips and money of a date range or truck, totalled and charted by day; with issue
 * 33's revenue and margin of each trip beside them, and the Margins panel below, for a search with both dates.
 */
export function BusinessScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const queryClient = useQueryClient();
  const searched = useMemo(() => filterFromAddress(searchParams), [searchParams]);
  const report = useBusinessReport(searched);
  const downloadExcel = useDownloadBusinessExcel();
  const trips = report.data;
  // Whether the searched days can have margins (both dates, at most a year), and which days they are.
  const marginDays = useMemo(() => (searched ? marginSearch(searched) : null), [searched]);
  // One margins call by trip for the whole searched range: its answer has no day, so each trip's figures are joined
  // to the searched trips by trip id, which also keeps a truck search's columns to that truck's trips.
  const tripMarginsQuery = useMargins(marginDays?.range ?? null, 'trip');
  const byTrip = useMemo(
    () => (tripMarginsQuery.data ? tripMargins(tripMarginsQuery.data) : null),
    [tripMarginsQuery.data],
  );
  const [groupBy, setGroupBy] = useState<MarginGroup>('trip');
  const figures = useMemo(
    () => (trips && searched ? dailyFigures(trips, searched, byTrip) : []),
    [trips, searched, byTrip],
  );

  /** Spec-2 section 5: at least one filter, and both dates or neither. */
  function allowed(filter: BusinessFilter): boolean {
    const problem = reportFilterProblem(filter);
    if (problem) notifyError(problem);
    return problem === null;
  }

  function search(filter: BusinessFilter) {
    if (!allowed(filter)) return;
    // Searching the same filter again asks the server afresh rather than showing the answer already held.
    const params = businessSearchParams(filter);
    if (params.toString() === businessSearchParams(searched ?? EMPTY_BUSINESS_FILTER).toString()) {
      void report.refetch();
      void queryClient.invalidateQueries({ queryKey: MARGINS_QUERY_KEY });
    } else {
      setSearchParams(params, { replace: true });
    }
  }

  function download(filter: BusinessFilter) {
    if (!allowed(filter)) return;
    downloadExcel.mutate(filter, { onError: () => notifyError(REPORT_MESSAGES.downloadFailed) });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.business.title}</Title>
      <BusinessFilterForm
        initial={searched ?? EMPTY_BUSINESS_FILTER}
        onSearch={search}
        onDownload={download}
        searching={report.isFetching}
        downloading={downloadExcel.isPending}
      />
      {searched ? (
        <StateView
          query={report}
          loadingLabel="Loading trips"
          errorMessage={businessReportFailure}
          emptyMessage={REPORT_MESSAGES.noRecords}
        >
          {(found) => (
            <>
              {/* The Margins panel shows this failure itself when it lists trips, from the same call. */}
              {tripMarginsQuery.error && groupBy !== 'trip' && (
                <ErrorState
                  message={businessReportFailure(tripMarginsQuery.error)}
                  retrying={tripMarginsQuery.isFetching}
                  onRetry={() => void tripMarginsQuery.refetch()}
                />
              )}
              <BusinessChart figures={figures} />
              <Paper withBorder p="md">
                <BusinessTable
                  key={JSON.stringify(searched)}
                  trips={found}
                  showMargins={Boolean(marginDays?.range)}
                  margins={byTrip}
                />
              </Paper>
            </>
          )}
        </StateView>
      ) : (
        <EmptyState message="Choose dates or a truck, then Search." />
      )}
      {searched && marginDays && (
        <MarginsPanel
          search={marginDays}
          truckNumber={searched.truckNumber}
          groupBy={groupBy}
          onGroupByChange={setGroupBy}
        />
      )}
    </Stack>
  );
}
