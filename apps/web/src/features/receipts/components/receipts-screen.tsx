import type { CustomerLedgerQuery } from '@freightdesk/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { SCREENS } from '@/config/paths';
import { checkLedgerQuery, ledgerFilterOf, ledgerSearchParams } from '../utils/ledger-filter';
import { CustomerLedgerPanel } from './customer-ledger-panel';
import { RecordReceiptDialog } from './record-receipt-dialog';
import { TdsReceivablePanel } from './tds-receivable-panel';

/**
 * Issue 33, Receipts: money received from customers, net of the TDS they deduct, settling their invoices oldest first;
 * a customer's ledger over a period (in the address, so Back and a link from Receivables return to it) with the
 * receipts of those days and their reversal; and the TDS customers deducted in a quarter. `record=<customer>` in the
 * address opens the Record receipt dialog.
 */
export function ReceiptsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilter = useMemo(() => ledgerFilterOf(searchParams), [searchParams]);
  const checked = checkLedgerQuery(addressFilter);
  const searched = checked.ok ? checked.query : null;
  const recordFor = searchParams.get('record');

  const showLedger = (query: CustomerLedgerQuery) => setSearchParams(ledgerSearchParams(query), { replace: true });
  const openRecord = () => setSearchParams({ ...ledgerSearchParams(addressFilter), record: searched?.customer ?? '' });
  const closeRecord = () => setSearchParams(ledgerSearchParams(addressFilter), { replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={2}>{SCREENS.receipts.title}</Title>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openRecord}>
          Record receipt
        </Button>
      </Group>
      <CustomerLedgerPanel addressFilter={addressFilter} searched={searched} onSearch={showLedger} />
      <TdsReceivablePanel />
      <RecordReceiptDialog customer={recordFor} onClose={closeRecord} />
    </Stack>
  );
}
