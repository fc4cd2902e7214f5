import { BILL_MESSAGES, billingFilterProblem, formatRupees, fromPaise, type BillingRow } from '@freightdesk/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFileInvoice } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS, reviseBillPath } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { generateBillFailure, useGenerateBill } from '../api/generate-bill';
import { useBillingList, type BillingFilter } from '../api/list-billing';
import { billRequest, selectionProblem, tripsAmountPaise } from '../utils/bill-selection';
import type { RemarkDraft } from '../utils/remark-drafts';
import { BillingFilterForm } from './billing-filter-form';
import { BillingTable } from './billing-table';
import { GenerateBillDialog } from './generate-bill-dialog';

const FILTER_FIELDS = ['startDate', 'endDate', 'vendor', 'truckNumber'] as const;

// The searched filter lives in the address, so Back from a trip returns to the same list; no filter lists every trip.
function filterFromAddress(params: URLSearchParams): BillingFilter | null {
  if (!FILTER_FIELDS.some((field) => params.has(field))) return null;
  const filter = {
    startDate: params.get('startDate') ?? '',
    endDate: params.get('endDate') ?? '',
    vendor: params.get('vendor') ?? '',
    truckNumber: params.get('truckNumber') ?? '',
  };
  return billingFilterProblem(filter) ? null : filter;
}

// Every field is written, blank ones too, so searching with no filter is told apart from not having searched.
const addressOf = (filter: BillingFilter) => new URLSearchParams(FILTER_FIELDS.map((field) => [field, filter[field]]));

const EMPTY_FILTER: BillingFilter = { startDate: '', endDate: '', vendor: '', truckNumber: '' };

interface BillDialog {
  trips: BillingRow[];
  /** False while the dialog closes, so it keeps its trips until it is gone. */
  open: boolean;
}

interface IssuedBill {
  billId: string | null;
  fileName: string;
}

const SEARCH_HINT = 'Search with dates, a vendor or a truck, or with no filter to list every trip ready to bill.';

/** Spec-2 Bill generation: find the Acknowledged trips not yet billed, tick those of one vendor, issue their bill. */
export function BillingScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const searched = useMemo(() => filterFromAddress(searchParams), [searchParams]);
  const searchKey = searched ? JSON.stringify(searched) : '';
  const list = useBillingList(searched);
  const generate = useGenerateBill();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<BillDialog | null>(null);
  const [issued, setIssued] = useState<IssuedBill | null>(null);

  const trips = list.data;
  const selectedTrips = useMemo(() => (trips ?? []).filter((trip) => selected.has(trip.trip_id)), [trips, selected]);

  function search(filter: BillingFilter) {
    const problem = billingFilterProblem(filter);
    if (problem) {
      notifyError(problem);
      return;
    }
    setSelected(new Set());
    setIssued(null);
    if (JSON.stringify(filter) === searchKey) void list.refetch();
    else setSearchParams(addressOf(filter), { replace: true });
  }

  const toggle = useCallback((tripId: string) => {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(tripId)) next.add(tripId);
      return next;
    });
  }, []);

  function toggleAll() {
    const all = trips ?? [];
    setSelected(selectedTrips.length === all.length ? new Set() : new Set(all.map((trip) => trip.trip_id)));
  }

  function openDialog() {
    const problem = selectionProblem(selectedTrips);
    if (problem) {
      notifyError(problem);
      return;
    }
    setDialog({ trips: selectedTrips, open: true });
  }

  const closeDialog = () => setDialog((current) => current && { ...current, open: false });

  // A second click lands before the button shows it is busy: one request at a time, whatever the timing.
  const issuing = useRef(false);

  function generateBill(remarks: RemarkDraft[], applyTaxes: boolean, key: string) {
    if (!dialog || issuing.current) return;
    issuing.current = true;
    generate.mutate(
      { rows: billRequest(dialog.trips, remarks, applyTaxes), key },
      {
        onSettled: () => {
          issuing.current = false;
        },
        onSuccess: (bill) => {
          closeDialog();
          setSelected(new Set());
          setIssued(bill);
          notifySuccess(BILL_MESSAGES.generated);
          void list.refetch();
        },
        onError: (error) => {
          notifyError(generateBillFailure(error));
          // Someone billed some of these trips meanwhile: show the list as it now is.
          if (error instanceof ApiRequestError && error.status === 409) {
            closeDialog();
            void list.refetch();
          }
        },
      },
    );
  }

  const selectedPaise = tripsAmountPaise(selectedTrips);
  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.billing.title}</Title>
      <Paper withBorder p="md">
        <BillingFilterForm initial={searched ?? EMPTY_FILTER} searching={list.isFetching} onSearch={search} />
      </Paper>
      {issued && (
        <Alert color="teal">
          {issued.billId ? `Bill ${issued.billId} was saved as ${issued.fileName}. ` : `Saved as ${issued.fileName}. `}
          {issued.billId && (
            <Anchor component={Link} to={reviseBillPath(issued.billId)} inherit>
              Revise this bill
            </Anchor>
          )}
        </Alert>
      )}
      {!searched && <EmptyState message={SEARCH_HINT} />}
      {searched && (
        <StateView
          query={list}
          loadingLabel="Loading trips"
          errorMessage={BILL_MESSAGES.listFailed}
          emptyMessage={issued ? BILL_MESSAGES.nothingLeft : BILL_MESSAGES.listFailed}
        >
          {(trips) => (
            <Stack gap="sm">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <Text size="sm" c="dimmed" aria-live="polite">
                  {trips.length === 1 ? '1 trip' : `${trips.length.toLocaleString('en-IN')} trips`}
                  {selectedTrips.length > 0 &&
                    ` · ${selectedTrips.length.toLocaleString('en-IN')} selected, amount ${formatRupees(fromPaise(selectedPaise))}`}
                </Text>
                <Button
                  leftSection={<IconFileInvoice size={16} aria-hidden />}
                  loading={generate.isPending}
                  onClick={openDialog}
                >
                  Generate Bill
                </Button>
              </Group>
              <Paper withBorder>
                <BillingTable
                  key={searchKey}
                  trips={trips}
                  selected={selected}
                  onToggle={toggle}
                  onToggleAll={toggleAll}
                />
              </Paper>
            </Stack>
          )}
        </StateView>
      )}
      {dialog && (
        <GenerateBillDialog
          opened={dialog.open}
          trips={dialog.trips}
          generating={generate.isPending}
          onGenerate={generateBill}
          onClose={closeDialog}
        />
      )}
    </Stack>
  );
}
