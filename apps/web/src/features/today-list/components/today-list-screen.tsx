import { REPORT_MESSAGES, can, groupByDay, type TripRecord } from '@freightdesk/domain';
import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { StateView } from '@/components/state-view';
import { SCREENS, savedTripOf } from '@/config/paths';
import { notifyError } from '@/lib/notify';
import { useCurrentUser } from '@/lib/session';
import { useDownloadTodayList } from '../api/download-today-list';
import { todayListFailure, useTodayList } from '../api/get-today-list';
import { TodayListDay } from './today-list-day';
import type { TodayListView } from './today-list-row';
import { TripReportEditor } from './trip-report-editor';

interface EditedTrip {
  trip: TripRecord;
  /** False while the editor closes, so it keeps the trip until it is gone. */
  open: boolean;
  /** Counts the openings: each starts afresh from the trip as listed, not from what the last one left. */
  opening: number;
}

/** Spec-2 section 2, Today's List: today's trips, one table per local date. */
export function TodayListScreen() {
  const { profile } = useCurrentUser();
  const todayList = useTodayList();
  const download = useDownloadTodayList();
  const [edited, setEdited] = useState<EditedTrip | null>(null);
  // A trip just saved in its form, which returned here: its row stands out.
  const savedTripId = savedTripOf(useLocation().state);

  const view = useMemo<TodayListView>(
    () => ({ seesFreight: can(profile, 'tripFreight'), canEdit: can(profile, 'todayListEdit') }),
    [profile],
  );
  const days = useMemo(() => groupByDay(todayList.data ?? [], (trip) => trip.localDate), [todayList.data]);
  const edit = useCallback(
    (trip: TripRecord) => setEdited((current) => ({ trip, open: true, opening: (current?.opening ?? 0) + 1 })),
    [],
  );

  // Spec-2 section 8: this failure goes to the console, not to an alert; a warning, since the page keeps working.
  useEffect(() => {
    if (todayList.error) console.warn(todayListFailure(todayList.error));
  }, [todayList.error]);

  function downloadExcel() {
    download.mutate(undefined, { onError: () => notifyError(REPORT_MESSAGES.downloadFailed) });
  }

  return (
    <Stack gap="lg">
      <Group justify="space-between" gap="sm">
        <Title order={2}>{SCREENS.todayList.title}</Title>
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={downloadExcel}
          loading={download.isPending}
        >
          Download Excel
        </Button>
      </Group>
      <StateView
        query={todayList}
        loadingLabel="Loading today's trips"
        errorMessage={todayListFailure}
        quietError
        emptyMessage={REPORT_MESSAGES.noRecords}
      >
        {() =>
          days.map(({ day, records }) => (
            <TodayListDay key={day} day={day} trips={records} view={view} savedTripId={savedTripId} onEdit={edit} />
          ))
        }
      </StateView>
      {edited && (
        <TripReportEditor
          key={edited.opening}
          trip={edited.trip}
          opened={edited.open}
          onClose={() => setEdited((current) => current && { ...current, open: false })}
        />
      )}
    </Stack>
  );
}
