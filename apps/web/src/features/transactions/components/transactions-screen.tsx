import {
  BILL_MESSAGES,
  MESSAGES,
  type Payment,
  type TransactionRow,
  REPORT_MESSAGES,
  TRANSACTIONS_RANGE,
  currentMonthRange,
  dateRangeProblem,
  noTransactionsForVendor,
} from '@freightdesk/domain';
import { Alert, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { serverMessageOr } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useAddressDraft } from '@/hooks/use-address-draft';
import { useDeleteTransaction } from '../api/delete-transaction';
import { useDownloadTransactionBill } from '../api/download-transaction-bill';
import { useDownloadTransactionsExcel } from '../api/download-transactions-excel';
import { transactionFailure, useTransactions, type TransactionsFilter } from '../api/get-transactions';
import {
  billsOfVendor,
  isTotals,
  paymentStatusOf,
  searchParamsOf,
  totalsRow,
  vendorsOf,
} from '../utils/transaction-rows';
import { RecordPaymentDialog } from './record-payment-dialog';
import { ReversePaymentDialog } from './reverse-payment-dialog';
import { TransactionsFilterForm } from './transactions-filter-form';
import { TransactionsTable } from './transactions-table';
import { VendorFilterInput } from './vendor-filter-input';

/** What a dialog acts on; `open` is false while the dialog closes, so it keeps its text until it is gone. */
interface Chosen<T> {
  item: T;
  open: boolean;
}

const closing = <T,>(current: Chosen<T> | null) => current && { ...current, open: false };

const REMEMBERED_RANGE = 'freightdesk.transactions.range';

/** The range last searched in this tab, so coming back to the screen shows the same list. */
function rememberedRange(): TransactionsFilter | null {
  try {
    const range = JSON.parse(sessionStorage.getItem(REMEMBERED_RANGE) ?? 'null') as TransactionsFilter | null;
    return range && !dateRangeProblem(range, TRANSACTIONS_RANGE) ? range : null;
  } catch {
    return null;
  }
}

/**
 * The searched range lives in the address, so Back from a revised bill returns to the same list; without one the
 * screen opens on the range last searched in this tab, else on the current month.
 */
function rangeFromAddress(params: URLSearchParams): TransactionsFilter {
  const startDate = params.get('startDate') ?? '';
  const endDate = params.get('endDate') ?? '';
  const status = paymentStatusOf(params.get('status'));
  if (startDate || endDate) return { startDate, endDate, status };
  return rememberedRange() ?? currentMonthRange();
}

/** A filter as its address writes it: two filters with the same key show the same bills. */
const filterKey = (filter: TransactionsFilter) => new URLSearchParams(searchParamsOf(filter)).toString();

const SEARCH_HINT = 'Choose a start and an end date, then Search.';

/** Spec-2 Transactions: the bills issued in a date range, by day, with their PDFs, an export and deletion. */
export function TransactionsScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressRange = useMemo(() => rangeFromAddress(searchParams), [searchParams]);
  const searched = dateRangeProblem(addressRange, TRANSACTIONS_RANGE) ? null : addressRange;
  const { draft, setDraft, asking } = useAddressDraft(addressRange, filterKey);
  const [vendor, setVendor] = useState('');
  const [chosen, setChosen] = useState<Chosen<TransactionRow> | null>(null);
  const [paying, setPaying] = useState<Chosen<TransactionRow> | null>(null);
  const [reversing, setReversing] = useState<Chosen<Payment> | null>(null);
  const transactions = useTransactions(searched);
  const excel = useDownloadTransactionsExcel();
  const billPdf = useDownloadTransactionBill();
  const deleteBill = useDeleteTransaction();

  const answer = transactions.data;
  const allBills = useMemo(() => answer?.rows.filter((row) => !isTotals(row)) ?? [], [answer]);
  const vendors = useMemo(() => vendorsOf(allBills), [allBills]);
  const bills = useMemo(() => billsOfVendor(allBills, vendor), [allBills, vendor]);
  const filtering = vendor.trim() !== '';
  // A status chosen and no bill of it: one message says so, whatever the range holds.
  const filteredOut = Boolean(searched?.status) && allBills.length === 0;
  // Unfiltered, the server's own totals row is shown; a vendor's bills are summed the same way here.
  const totals = bills.length === 0 ? null : filtering ? totalsRow(bills) : (answer?.rows.find(isTotals) ?? null);

  // The filter form has checked the range against TRANSACTIONS_RANGE before Search and Download Excel.
  function search() {
    sessionStorage.setItem(REMEMBERED_RANGE, JSON.stringify(draft));
    const same =
      searched?.startDate === draft.startDate && searched.endDate === draft.endDate && searched.status === draft.status;
    if (same) void transactions.refetch();
    else {
      asking(draft);
      setSearchParams(searchParamsOf(draft), { replace: true });
    }
  }

  function downloadExcel() {
    excel.mutate(draft, { onError: (error) => notifyError(transactionFailure(error, BILL_MESSAGES.noExportData)) });
  }

  function downloadBill(billId: string) {
    billPdf.mutate(billId, {
      onSuccess: () => notifySuccess(BILL_MESSAGES.billDownloaded),
      onError: () => notifyError(BILL_MESSAGES.billDownloadFailed),
    });
  }

  const closeDialog = () => setChosen(closing);

  function confirmDelete() {
    if (!chosen) return;
    deleteBill.mutate(chosen.item.billing_id, {
      onSuccess: (answer) => {
        closeDialog();
        // A bill that had payments is kept, Cancelled: the server's message says so.
        notifySuccess(answer.status === 'Cancelled' ? answer.message : BILL_MESSAGES.transactionDeleted);
      },
      onError: (error) => {
        closeDialog();
        // A bill with payments is refused with a message naming the amount paid.
        notifyError(serverMessageOr(error, BILL_MESSAGES.transactionDeleteFailed));
      },
    });
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.transactions.title}</Title>
      <Paper withBorder p="md">
        <TransactionsFilterForm
          range={draft}
          onChange={setDraft}
          onSearch={search}
          onDownload={downloadExcel}
          searching={transactions.isFetching}
          downloading={excel.isPending}
        />
      </Paper>
      {!searched && <EmptyState message={SEARCH_HINT} />}
      {searched && (
        <StateView
          query={transactions}
          loadingLabel="Loading transactions"
          errorMessage={(error) => transactionFailure(error, MESSAGES.unexpected)}
        >
          {(answer) => (
            <Stack gap="sm">
              {answer.message && !filteredOut && (
                <Alert color="yellow" variant="light">
                  {answer.message}
                </Alert>
              )}
              <Group justify="space-between" align="flex-end">
                <VendorFilterInput value={vendor} onChange={setVendor} vendors={vendors} />
                <Text size="sm" c="dimmed">
                  {bills.length === 1 ? '1 bill' : `${bills.length.toLocaleString('en-IN')} bills`}
                </Text>
              </Group>
              <TransactionsTable
                bills={bills}
                totals={totals}
                emptyMessage={
                  filteredOut
                    ? BILL_MESSAGES.noBillsMatch
                    : filtering && allBills.length > 0
                      ? noTransactionsForVendor(vendor.trim())
                      : BILL_MESSAGES.noTransactions
                }
                downloadingId={billPdf.isPending ? (billPdf.variables ?? null) : null}
                onDownload={downloadBill}
                onDelete={(bill) => setChosen({ item: bill, open: true })}
                onRecordPayment={(bill) => setPaying({ item: bill, open: true })}
                onReversePayment={(payment) => setReversing({ item: payment, open: true })}
              />
            </Stack>
          )}
        </StateView>
      )}
      <ConfirmDialog
        opened={chosen?.open ?? false}
        title={REPORT_MESSAGES.deleteTitle}
        confirmLabel="Delete"
        danger
        pending={deleteBill.isPending}
        onCancel={closeDialog}
        onConfirm={confirmDelete}
      >
        Are you sure you want to delete bill <strong>{chosen?.item.billing_id}</strong> of {chosen?.item.vendor}? Its
        trips go back to Acknowledged. This action cannot be undone. A bill that has had payments is kept as Cancelled,
        with its payments, reversals and advices.
      </ConfirmDialog>
      <RecordPaymentDialog
        bill={paying?.item ?? null}
        opened={paying?.open ?? false}
        onClose={() => setPaying(closing)}
      />
      <ReversePaymentDialog
        payment={reversing?.item ?? null}
        opened={reversing?.open ?? false}
        onClose={() => setReversing(closing)}
      />
    </Stack>
  );
}
