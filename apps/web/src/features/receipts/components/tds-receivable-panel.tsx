import {
  MESSAGES,
  QUARTERS,
  formatDisplayDate,
  localDate,
  quarterOf,
  type Quarter,
  type TdsReceivableQuery,
} from '@freightdesk/domain';
import { NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { FilterForm } from '@/components/filter-form';
import { EmptyState, StateView } from '@/components/state-view';
import { recentFinancialYears } from '@/features/tds-register/utils/financial-years';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadTdsReceivableExcel } from '../api/download-tds-receivable-excel';
import { useTdsReceivable } from '../api/get-tds-receivable';
import { TdsReceivableTable } from './tds-receivable-table';

const QUARTER_LABELS: Record<Quarter, string> = {
  Q1: 'Q1 (April-June)',
  Q2: 'Q2 (July-September)',
  Q3: 'Q3 (October-December)',
  Q4: 'Q4 (January-March)',
};

const QUARTER_OPTIONS = QUARTERS.map((quarter) => ({ value: quarter, label: QUARTER_LABELS[quarter] }));

const quarterNamed = (value: string): Quarter => QUARTERS.find((quarter) => quarter === value) ?? 'Q1';

/** TDS receivable: what customers deducted in a quarter, per customer with its PAN and GSTIN, and as Excel. */
export function TdsReceivablePanel() {
  const today = localDate();
  const years = useMemo(() => recentFinancialYears(today), [today]);
  const [period, setPeriod] = useState<TdsReceivableQuery>(() => quarterOf(today));
  const [searched, setSearched] = useState<TdsReceivableQuery>(period);
  const register = useTdsReceivable(searched);
  const excel = useDownloadTdsReceivableExcel();

  function search() {
    if (period.fy === searched.fy && period.quarter === searched.quarter) void register.refetch();
    else setSearched(period);
  }

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="tds-receivable-heading">
      <Stack gap="md">
        <Title order={3} id="tds-receivable-heading">
          TDS receivable
        </Title>
        <FilterForm
          label="TDS receivable period"
          searchLabel="Show Quarter"
          searching={register.isFetching}
          onSearch={search}
          actions={[
            {
              label: 'Download Excel',
              icon: IconFileSpreadsheet,
              loading: excel.isPending,
              onClick: () =>
                excel.mutate(period, { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) }),
            },
          ]}
        >
          <NativeSelect
            label="Financial Year"
            data={years.map((fy) => ({ value: fy, label: `FY ${fy}` }))}
            value={period.fy}
            onChange={(event) => setPeriod({ ...period, fy: event.currentTarget.value })}
          />
          <NativeSelect
            label="Quarter"
            data={QUARTER_OPTIONS}
            value={period.quarter}
            onChange={(event) => setPeriod({ ...period, quarter: quarterNamed(event.currentTarget.value) })}
          />
        </FilterForm>
        <StateView
          query={register}
          loadingLabel="Loading the TDS receivable"
          errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        >
          {(found) => (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                Receipts dated {formatDisplayDate(found.startDate)} to {formatDisplayDate(found.endDate)}, to match with
                Form 26AS / AIS.
              </Text>
              {found.rows.length === 0 ? (
                <EmptyState message="No receipts in this quarter." />
              ) : (
                <TdsReceivableTable register={found} />
              )}
            </Stack>
          )}
        </StateView>
      </Stack>
    </Paper>
  );
}
