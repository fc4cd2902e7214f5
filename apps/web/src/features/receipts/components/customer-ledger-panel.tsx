import {
  MESSAGES,
  customerClosingStatement,
  toPaise,
  type CustomerLedgerQuery,
  type Receipt,
} from '@freightdesk/domain';
import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { EmptyState, StateView } from '@/components/state-view';
import { useCustomers } from '@/features/customers/api/get-customers';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError } from '@/lib/notify';
import { useAddressDraft } from '@/hooks/use-address-draft';
import { useDownloadCustomerLedger, type LedgerFormat } from '../api/download-customer-ledger';
import { useCustomerLedger } from '../api/get-customer-ledger';
import { useReceipts } from '../api/get-receipts';
import { checkLedgerQuery, ledgerFilterKey, type LedgerDraft } from '../utils/ledger-filter';
import { CustomerLedgerFilterForm } from './customer-ledger-filter-form';
import { CustomerLedgerTable } from './customer-ledger-table';
import { CustomerReceiptsTable } from './customer-receipts-table';
import { ReverseReceiptDialog } from './reverse-receipt-dialog';

interface CustomerLedgerPanelProps {
  /** The filter the address asks for, and the ledger it shows when it is a whole query. */
  addressFilter: LedgerDraft;
  searched: CustomerLedgerQuery | null;
  /** Puts a checked filter in the address. */
  onSearch: (query: CustomerLedgerQuery) => void;
}

/** A customer's ledger over a period, on screen, as a PDF and as Excel; under it the receipts of those days. */
export function CustomerLedgerPanel({ addressFilter, searched, onSearch }: CustomerLedgerPanelProps) {
  // Reached by another address (a customer's name on Receivables, Back), the form shows that address's filter.
  const { draft, setDraft, asking } = useAddressDraft(addressFilter, ledgerFilterKey);
  const [customerError, setCustomerError] = useState<string>();
  const customers = useCustomers();
  const customerNames = useMemo(() => (customers.data ?? []).map((customer) => customer.name), [customers.data]);
  const ledger = useCustomerLedger(searched);
  const download = useDownloadCustomerLedger();

  /** The checked query, or null after saying what is missing. */
  function checked(): CustomerLedgerQuery | null {
    const result = checkLedgerQuery(draft);
    if (result.ok) return result.query;
    setCustomerError(result.customer);
    if (result.dates) notifyError(result.dates);
    return null;
  }

  function search() {
    const query = checked();
    if (!query) return;
    if (searched && ledgerFilterKey(query) === ledgerFilterKey(searched)) void ledger.refetch();
    else {
      asking(query);
      onSearch(query);
    }
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
    <Paper withBorder p="md" component="section" aria-labelledby="customer-ledger-heading">
      <Stack gap="md">
        <Title order={3} id="customer-ledger-heading">
          Customer ledger
        </Title>
        <CustomerLedgerFilterForm
          draft={draft}
          customers={customerNames}
          customerError={customerError}
          onChange={(next) => {
            setDraft(next);
            setCustomerError(undefined);
          }}
          onSearch={search}
          onDownload={downloadAs}
          searching={ledger.isFetching}
          downloading={download.isPending ? download.variables.format : null}
        />
        {searched ? (
          <StateView
            query={ledger}
            loadingLabel="Loading the ledger"
            errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
          >
            {(found) => (
              <Stack gap="sm">
                <Group justify="space-between" align="baseline">
                  <Title order={4}>Ledger of {searched.customer}</Title>
                  <Text size="sm" fw={500} aria-label="Closing statement">
                    {customerClosingStatement(searched.customer, toPaise(found.closing))}
                  </Text>
                </Group>
                <CustomerLedgerTable ledger={found} period={searched} />
                <ReceiptsOfLedger query={searched} />
              </Stack>
            )}
          </StateView>
        ) : (
          <EmptyState message="Choose a customer and the dates, then Show Ledger." />
        )}
      </Stack>
    </Paper>
  );
}

/** The customer's receipts and reversals dated in the ledger's period, with Reverse on those that stand. */
function ReceiptsOfLedger({ query }: { query: CustomerLedgerQuery }) {
  const receipts = useReceipts(query);
  const [reversing, setReversing] = useState<Receipt | null>(null);
  return (
    <Stack gap="xs" component="section" aria-labelledby="ledger-receipts-heading" mt="sm">
      <Title order={4} id="ledger-receipts-heading">
        Receipts of {query.customer}
      </Title>
      <StateView
        query={receipts}
        loadingLabel="Loading the receipts"
        errorMessage={(error) => serverMessageOr(error, MESSAGES.unexpected)}
        emptyMessage="No receipts in this period."
      >
        {(found) => <CustomerReceiptsTable receipts={found} onReverse={setReversing} />}
      </StateView>
      <ReverseReceiptDialog receipt={reversing} onClose={() => setReversing(null)} />
    </Stack>
  );
}
