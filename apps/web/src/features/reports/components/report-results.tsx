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
import { ConfirmDialog } from '@/components/confirm-dialog';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteReport } from '../api/delete-report';
import { reportFailure } from '../api/get-reports';
import { ReportDayTable } from './report-day-table';

// Rows rendered at first and added by each "Show more": enough to work with, few enough to stay instant.
const ROWS_PER_PAGE = 200;

interface ReportResultsProps {
  trips: TripRecord[];
  profile: Profile;
}

interface ChosenTrip {
  trip: TripRecord;
  /** False while the dialog closes, so it keeps the Trip ID until it is gone. */
  open: boolean;
}

interface ShownDay {
  day: string;
  trips: TripRecord[];
  dayTotal: number;
}

/** The first `limit` trips, still grouped by day; a day cut short keeps its total. */
function firstRows(days: { day: string; records: TripRecord[] }[], limit: number): ShownDay[] {
  const shown: ShownDay[] = [];
  let left = limit;
  for (const { day, records } of days) {
    if (left <= 0) break;
    // A day shown whole passes on the same array, so its memoised table does not re-render.
    shown.push({ day, trips: records.length <= left ? records : records.slice(0, left), dayTotal: records.length });
    left -= records.length;
  }
  return shown;
}

const idIn = (id: string | null, trips: TripRecord[]) =>
  id !== null && trips.some((trip) => trip.TripID === id) ? id : null;

/** The searched trips, one table per day, shown a page at a time, with the row editor and the delete dialog. */
export function ReportResults({ trips, profile }: ReportResultsProps) {
  const showFreight = can(profile, 'tripFreight');
  const canDelete = can(profile, 'reportsDelete');
  const days = useMemo(() => groupByDay(trips, (trip) => trip.localDate), [trips]);
  const [limit, setLimit] = useState(ROWS_PER_PAGE);
  const shown = useMemo(() => firstRows(days, limit), [days, limit]);
  const [editingId, setEditingId] = useState<string | null>(null);
  const [focusEditId, setFocusEditId] = useState<string | null>(null);
  const [chosen, setChosen] = useState<ChosenTrip | null>(null);
  const deleteReport = useDeleteReport();

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

  const shownCount = Math.min(limit, trips.length);
  return (
    <Stack gap="xl">
      {shown.map(({ day, trips: dayTrips, dayTotal }) => (
        <ReportDayTable
          key={day}
          day={day}
          trips={dayTrips}
          dayTotal={dayTotal}
          showFreight={showFreight}
          canDelete={canDelete}
          editingId={idIn(editingId, dayTrips)}
          focusEditId={idIn(focusEditId, dayTrips)}
          onEdit={startEdit}
          onEditDone={endEdit}
          onDelete={chooseForDelete}
        />
      ))}
      {shownCount < trips.length && (
        <Group justify="center" gap="md">
          <Text size="sm" c="dimmed">
            Showing {shownCount.toLocaleString('en-IN')} of {trips.length.toLocaleString('en-IN')} trips
          </Text>
          <Button variant="default" onClick={() => setLimit((current) => current + ROWS_PER_PAGE)}>
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
