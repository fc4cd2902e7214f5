import { MESSAGES, closingStatement, currentMonthRange, toPaise, type VendorLedgerQuery } from '@freightdesk/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useDownloadVendorLedger, type LedgerFormat } from '../api/download-vendor-ledger';
import { useVendorLedger } from '../api/get-vendor-ledger';
import { useVendorNames } from '../api/get-vendor-names';
import { checkLedgerQuery } from '../utils/ledger-query';
import { LedgerFilterForm, type LedgerDraft } from './ledger-filter-form';
import { LedgerTable } from './ledger-table';

/** Payments (issue 17): a vendor's ledger over a period, on screen, as a PDF and as Excel. */
export function VendorLedgerScreen() {
  const [draft, setDraft] = useState<LedgerDraft>(() => ({ vendor: '', ...currentMonthRange() }));
  const [vendorError, setVendorError] = useState<string>();
  const [searched, setSearched] = useState<VendorLedgerQuery | null>(null);
  const vendors = useVendorNames();
  const ledger = useVendorLedger(searched);
  const download = useDownloadVendorLedger();

  /** The checked query, or null after saying what is missing. */
  function checked(): VendorLedgerQuery | null {
    const result = checkLedgerQuery(draft);
    if (result.ok) return result.query;
    setVendorError(result.vendor);
    if (result.dates) notifyError(result.dates);
    return null;
  }

  function search() {
    const query = checked();
    if (!query) return;
    if (JSON.stringify(query) === JSON.stringify(searched)) void ledger.refetch();
    else setSearched(query);
  }

  function downloadAs(format: LedgerFormat) {
    const query = checked();
    if (!query) return;
    download.mutate(
      { query, format },
      { onError: (error) => notifyError(serverMessageOr(error, MESSAGES.unexpected)) },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.payments.title}</Title>
      <Paper withBorder p="md">
        <LedgerFilterForm
          draft={draft}
          vendors={vendors.data ?? []}
          vendorError={vendorError}
          onChange={(next) => {
            setDraft(next);
            setVendorError(undefined);
          }}
          onSearch={search}
          onDownload={downloadAs}
          searching={ledger.isFetching}
          downloading={download.isPending ? download.variables.format : null}
        />
      </Paper>
      {searched ? (
        <StateView
          query={ledger}
          loadingLabel="Loading the ledger"
          errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        >
          {(found) => (
            <Stack gap="sm">
              <Group justify="space-between" align="baseline">
                <Title order={3}>Ledger of {searched.vendor}</Title>
                <Text size="sm" c="dimmed">
                  {closingStatement(searched.vendor, toPaise(found.closing))}
                </Text>
              </Group>
              <LedgerTable ledger={found} vendor={searched.vendor} period={searched} />
            </Stack>
          )}
        </StateView>
      ) : (
        <EmptyState message="Choose a vendor and the dates, then Show Ledger." />
      )}
    </Stack>
  );
}
