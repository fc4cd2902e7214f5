import {
  REPORT_MESSAGES,
  can,
  groupByDay,
  type Profile,
  type TripRecord,
  DELETE_ALERT_DELAY_MS,
  deleteTripQuestion,
} from '@freightdesk/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { savedTripOf } from '@/config/paths';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteReport } from '../api/delete-report';
import { reportFailure } from '../api/get-reports';
import { ReportDayTable } from './report-day-table';

interface ReportResultsProps {
  trips: TripRecord[];
  /** Trips the search found in all; more than `trips` while pages remain. */
  total: number;
  profile: Profile;
  hasMore: boolean;
  loadingMore: boolean;
  onShowMore: () => void;
}

interface ChosenTrip {
  trip: TripRecord;
  /** False while the dialog closes, so it keeps the Trip ID until it is gone. */
  open: boolean;
}

const idIn = (id: string | null, trips: TripRecord[]) =>
  id !== null && trips.some((trip) => trip.TripID === id) ? id : null;

/** The searched trips, one table per day, shown a page at a time, with the row editor and the delete dialog. */
export function ReportResults({ trips, total, profile, hasMore, loadingMore, onShowMore }: ReportResultsProps) {
  const showFreight = can(profile, 'tripFreight');
  const canDelete = can(profile, 'reportsDelete');
  const days = useMemo(() => groupByDay(trips, (trip) => trip.localDate, 'newestFirst'), [trips]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusEditId, setFocusEditId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenTrip | null>(null);
  const deleteReport = useDeleteReport();
  // A trip just saved in its form, which returned to this search: its row stands out.
  const savedTripId = savedTripOf(useLocation().state);

  const startEdit = useCallback((tripId: string) => {
    setFocusEditId(null);
    setEditingId(tripId);
  }, []);

  const endEdit = useCallback((tripId: string, byKeyboard: boolean) => {
    setEditingId((current) => (current === tripId ? null : current));
    setFocusEditId(byKeyboard ? tripId : null);
  }, []);

  const chooseForDelete = useCallback((trip: TripRecord) => setChosen({ trip, open: true }), []);
  const closeDialog = () => setChosen((current) => current && { ...current, open: false });

  function confirmDelete() {
    if (!chosen) return;
    const { TripID } = chosen.trip;
    deleteReport.mutate(TripID, {
      onSuccess: () => {
        closeDialog();
        setEditingId((current) => (current === TripID ? null : current));
        setTimeout(() => notifySuccess(REPORT_MESSAGES.deleted), DELETE_ALERT_DELAY_MS);
      },
      onError: (error) => {
        closeDialog();
        notifyError(reportFailure(error, REPORT_MESSAGES.deleteFailed));
      },
    });
  }

  return (
    <Stack gap="xl">
      {days.map(({ day, records: dayTrips }, index) => (
        <ReportDayTable
          key={day}
          day={day}
          trips={dayTrips}
          continues={hasMore && index === days.length - 1}
          showFreight={showFreight}
          canDelete={canDelete}
          editingId={idIn(editingId, dayTrips)}
          focusEditId={idIn(focusEditId, dayTrips)}
          savedTripId={idIn(savedTripId, dayTrips)}
          onEdit={startEdit}
          onEditDone={endEdit}
          onDelete={chooseForDelete}
        />
      ))}
      {hasMore && (
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed">
            Showing {trips.length.toLocaleString('en-IN')} of {total.toLocaleString('en-IN')} trips
          </Text>
          <Button variant="default" loading={loadingMore} onClick={onShowMore}>
            Show more
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={chosen?.open ?? false}
        title={REPORT_MESSAGES.deleteTitle}
        confirmLabel="Delete"
        danger
        pending={deleteReport.isPending}
        onCancel={closeDialog}
        onConfirm={confirmDelete}
      >
        {chosen && deleteTripQuestion(chosen.trip.TripID)} {REPORT_MESSAGES.deleteWarning}
      </ConfirmDialog>
    </Stack>
  );
}
