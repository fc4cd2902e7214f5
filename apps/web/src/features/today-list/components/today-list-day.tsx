import { formatDayHeading, type TripRecord } from '@freightdesk/domain';
import { Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageNav } from '@/components/page-nav';
import { ResponsiveTable } from '@/components/responsive-table';
import { ROWS_PER_PAGE } from './trip-cells';
import { TodayListRow, visibleColumns, type TodayListView } from './today-list-row';

const countFormat = new Intl.NumberFormat('en-IN');
// Wide enough for the Acknowledge and Print LR buttons, which stay in view with the Trip ID while the rest scrolls;
// without Acknowledge, for Print LR alone.
const ACTION_COLUMN_WIDTH = 164;
const PRINT_COLUMN_WIDTH = 52;

interface TodayListDayProps {
  day: string;
  trips: TripRecord[];
  view: TodayListView;
  /** The trip just saved in its form, if any: its page is shown and its row stands out. */
  savedTripId: string | null;
  onEdit: (trip: TripRecord) => void;
}

/** The page of the saved trip, or the first. */
function firstPageShown(trips: TripRecord[], savedTripId: string | null): number {
  const index = trips.findIndex((trip) => trip.TripID === savedTripId);
  return index < 0 ? 1 : Math.floor(index / ROWS_PER_PAGE) + 1;
}

/** One local date's trips under its '5th March, 2024' heading, a page of rows at a time. */
export function TodayListDay({ day, trips, view, savedTripId, onEdit }: TodayListDayProps) {
  const [page, setPage] = useState(() => firstPageShown(trips, savedTripId));
  const pages = Math.max(1, Math.ceil(trips.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages);
  const shown = trips.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);
  const heading = formatDayHeading(day);
  const columns = visibleColumns(view);

  return (
    <Paper withBorder p="md" component="section" aria-label={heading}>
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={3}>{heading}</Title>
          <Text size="sm" c="dimmed">
            {trips.length === 1 ? '1 trip' : `${countFormat.format(trips.length)} trips`}
          </Text>
        </Group>
        <ResponsiveTable
          minWidth={view.seesFreight ? 1900 : 1800}
          label="Trips table"
          stickyColumns={2}
          firstColumnWidth={view.canEdit ? ACTION_COLUMN_WIDTH : PRINT_COLUMN_WIDTH}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column}>{column}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((trip) => (
              <TodayListRow
                key={trip.TripID}
                trip={trip}
                view={view}
                saved={trip.TripID === savedTripId}
                onEdit={onEdit}
              />
            ))}
          </Table.Tbody>
        </ResponsiveTable>
        <PageNav label={`Pages of ${heading}`} pages={pages} page={shownPage} onChange={setPage} />
      </Stack>
    </Paper>
  );
}
