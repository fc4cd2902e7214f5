import { BILL_MESSAGES, type Remark, type ReviseRow } from '@freightdesk/domain';
import { Alert, Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState, StateView } from '@/components/state-view';
import { SCREENS } from '@/config/paths';
import { ApiRequestError } from '@/lib/api-client';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useGenerateRevisedBill } from '../api/generate-revised-bill';
import { billFetchFailure, useBillToRevise } from '../api/get-bill-to-revise';
import { REVISE_TEXTS } from '../revise-texts';
import {
  isReviseSearch,
  reviseFilterFromAddress,
  reviseFilterProblem,
  reviseSearchParams,
  type ReviseFilter,
} from '../utils/revise-filter';
import { DEFAULT_SELECTION, tickedIds, withTicks, type TripTable } from '../utils/trip-selection';
import { BillSummary } from './bill-summary';
import { ReviseFilterForm } from './revise-filter-form';
import { ReviseTripsTable } from './revise-trips-table';
import { UpdateBillDialog } from './update-bill-dialog';

const NO_ROWS: ReviseRow[] = [];

/** A refusal the server explains (two vendors, a stale list, a remark) is worth showing; anything else is not. */
function revisionFailure(error: Error): string {
  return error instanceof ApiRequestError && error.failure === 'server' && error.status < 500
    ? error.message
    : BILL_MESSAGES.reviseFailed;
}

/**
 * Spec-2 Revise bill: a bill's trips and its vendor's Acknowledged trips; untick billed trips to return them, tick
 * Acknowledged ones to add them, correct figures in place, and issue the bill's next revision as a PDF.
 */
export function ReviseBillScreen() {
  const [searchParams, setSearchParams] = useSearchParams();
  const addressFilter = useMemo(() => reviseFilterFromAddress(searchParams), [searchParams]);
  const addressProblem = isReviseSearch(searchParams) ? reviseFilterProblem(addressFilter) : null;
  const searched = isReviseSearch(searchParams) && !addressProblem ? addressFilter : null;
  const searchKey = searched ? reviseSearchParams(searched).toString() : '';

  const [draft, setDraft] = useState<ReviseFilter>(addressFilter);
  const [selection, setSelection] = useState(DEFAULT_SELECTION);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusEditId, setFocusEditId] = useState<string | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [shownFilter, setShownFilter] = useState(addressFilter);
  // A new address (the top bar's search, Back) shows its filter and starts from the default selection.
  if (shownFilter !== addressFilter) {
    setShownFilter(addressFilter);
    setDraft(addressFilter);
    setSelection(DEFAULT_SELECTION);
    setEditingId(null);
  }

  const bill = useBillToRevise(searched);
  const generate = useGenerateRevisedBill();
  const billed = bill.data?.billed ?? NO_ROWS;
  const acknowledged = bill.data?.acknowledged ?? NO_ROWS;
  const billedTicked = useMemo(() => tickedIds('billed', billed, selection), [billed, selection]);
  const acknowledgedTicked = useMemo(
    () => tickedIds('acknowledged', acknowledged, selection),
    [acknowledged, selection],
  );
  const billId = searched?.billId || billed[0]?.billing_id || '';
  // By dates alone the billed trips may belong to several bills: each is revised from its own view.
  const billsFound = useMemo(
    () => (searched?.billId ? [] : [...new Set(billed.map((row) => row.billing_id ?? ''))].filter(Boolean)),
    [searched?.billId, billed],
  );

  const tickBilled = useCallback(
    (tripId: string, ticked: boolean) => setSelection((current) => withTicks(current, 'billed', [tripId], ticked)),
    [],
  );
  const tickAcknowledged = useCallback(
    (tripId: string, ticked: boolean) =>
      setSelection((current) => withTicks(current, 'acknowledged', [tripId], ticked)),
    [],
  );
  const tickAll = (table: TripTable, rows: ReviseRow[]) => (ticked: boolean) =>
    setSelection((current) =>
      withTicks(
        current,
        table,
        rows.map((row) => row.trip_id),
        ticked,
      ),
    );

  const startEdit = useCallback((tripId: string) => {
    setFocusEditId(null);
    setEditingId(tripId);
  }, []);

  const endEdit = useCallback((tripId: string, byKeyboard: boolean) => {
    setEditingId((current) => (current === tripId ? null : current));
    setFocusEditId(byKeyboard ? tripId : null);
  }, []);

  function search() {
    const problem = reviseFilterProblem(draft);
    if (problem) {
      notifyError(problem);
      return;
    }
    const params = reviseSearchParams(draft);
    if (params.toString() === searchKey) void bill.refetch();
    else setSearchParams(params, { replace: true });
  }

  const kept = billed.filter((row) => billedTicked.has(row.trip_id));
  const added = acknowledged.filter((row) => acknowledgedTicked.has(row.trip_id));

  function openUpdate() {
    if (searched && !searched.billId) {
      notifyError(REVISE_TEXTS.openOneBill);
      return;
    }
    if (kept.length + added.length === 0) {
      notifyError(BILL_MESSAGES.reviseSelectTrip);
      return;
    }
    if (new Set([...kept, ...added].map((row) => row.vendor)).size > 1) {
      notifyError(BILL_MESSAGES.reviseOneVendor);
      return;
    }
    setEditingId(null);
    setDialogOpen(true);
  }

  // A second click lands before the button shows it is busy: one request at a time, whatever the timing.
  const issuing = useRef(false);

  function revise(remarks: Remark[], applyTaxes: boolean, key: string) {
    if (issuing.current) return;
    issuing.current = true;
    const ref = (row: ReviseRow) => ({ trip_id: row.trip_id, billing_id: row.billing_id });
    generate.mutate(
      {
        billId,
        key,
        body: {
          billedSelectedRows: kept.map(ref),
          billedUnselectedRows: billed.filter((row) => !billedTicked.has(row.trip_id)).map(ref),
          ackSelectedRows: added.map((row) => ({ trip_id: row.trip_id })),
          additionalRemarks: remarks,
          applyTaxes,
        },
      },
      {
        onSettled: () => {
          issuing.current = false;
        },
        onSuccess: () => {
          notifySuccess(BILL_MESSAGES.revised);
          setDialogOpen(false);
          setSelection(DEFAULT_SELECTION);
        },
        onError: (error) => notifyError(revisionFailure(error)),
      },
    );
  }

  return (
    <Stack gap="lg">
      <Title order={2}>{SCREENS.reviseBill.title}</Title>
      <Paper withBorder p="md">
        <ReviseFilterForm
          filter={draft}
          onChange={setDraft}
          onSearch={search}
          onUpdateBill={openUpdate}
          searching={bill.isFetching}
          updating={generate.isPending}
        />
      </Paper>
      {!searched && !addressProblem && <EmptyState message={REVISE_TEXTS.startHint} />}
      {addressProblem && <Alert color="red">{addressProblem}</Alert>}
      {searched && (
        <StateView query={bill} loadingLabel="Loading bill" errorMessage={billFetchFailure}>
          {(found) => (
            <Stack gap="xl">
              {found.message && (
                <Alert color="yellow" variant="light">
                  {found.message}
                </Alert>
              )}
              {billsFound.length > 0 && searched && (
                <Group gap="xs" aria-label="Bills found">
                  <Text size="sm">{REVISE_TEXTS.billsFound}</Text>
                  {billsFound.map((id) => (
                    <Anchor
                      key={id}
                      component={Link}
                      size="sm"
                      fw={500}
                      to={`?${reviseSearchParams({ ...searched, billId: id }).toString()}`}
                    >
                      {id}
                    </Anchor>
                  ))}
                </Group>
              )}
              <ReviseTripsTable
                title={REVISE_TEXTS.billedTitle}
                rows={billed}
                tickedIds={billedTicked}
                editingId={editingId}
                focusEditId={focusEditId}
                onTick={tickBilled}
                onTickAll={tickAll('billed', billed)}
                onEdit={startEdit}
                onEditDone={endEdit}
              >
                {searched.billId && <BillSummary billed={billed} remarks={found.remarks} />}
              </ReviseTripsTable>
              <ReviseTripsTable
                title={REVISE_TEXTS.acknowledgedTitle}
                rows={acknowledged}
                tickedIds={acknowledgedTicked}
                editingId={editingId}
                focusEditId={focusEditId}
                onTick={tickAcknowledged}
                onTickAll={tickAll('acknowledged', acknowledged)}
                onEdit={startEdit}
                onEditDone={endEdit}
              />
            </Stack>
          )}
        </StateView>
      )}
      <UpdateBillDialog
        opened={dialogOpen}
        billId={billId}
        counts={{ kept: kept.length, released: billed.length - kept.length, added: added.length }}
        vendor={billed[0]?.vendor ?? ''}
        tripAmounts={[...kept, ...added].map((row) => row.amount)}
        issuedFinal={billed.at(-1)?.final_amount}
        remarks={bill.data?.remarks ?? []}
        applyTaxes={bill.data?.applyTaxes ?? false}
        pending={generate.isPending}
        onCancel={() => setDialogOpen(false)}
        onSubmit={revise}
      />
    </Stack>
  );
}
