import { formatDayHeading, type TripRecord } from '@freightdesk/domain';
import { Group, Stack, Table, Text, Title } from '@mantine/core';
import { memo, useId } from 'react';
import { ResponsiveTable } from '@/components/responsive-table';
import { reportHeadings, type ReportColumnsView } from './report-cells';
import { ReportEditRow } from './report-edit-row';
import { ReportRow } from './report-row';

interface ReportDayTableProps extends ReportColumnsView {
  /** The office day, YYYY-MM-DD. */
  day: string;
  /** The day's trips on screen, perhaps the first part of them. */
  trips: TripRecord[];
  /** True for the last day shown while more pages remain: it may have more trips than those fetched so far. */
  continues: boolean;
  editingId: string | null;
  focusEditId: string | null;
  /** The trip just saved in its form, whose row stands out. */
  savedTripId: string | null;
  onEdit: (tripId: string) => void;
  onEditDone: (tripId: string, byKeyboard: boolean) => void;
  onDelete: (trip: TripRecord) => void;
}

/** One day of the report under a heading such as '5th March, 2024'; memoised, so showing more days leaves it be. */
export const ReportDayTable = memo(function ReportDayTable(props: ReportDayTableProps) {
  const { day, trips, continues, showFreight, canDelete, editingId, focusEditId, savedTripId } = props;
  const { onEdit, onEditDone, onDelete } = props;
  const headingId = useId();
  const headings = reportHeadings({ showFreight, canDelete });
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group gap="sm" align="baseline">
        <Title order={3} id={headingId}>
          {formatDayHeading(day)}
        </Title>
        <Text size="sm" c="dimmed">
          {`${trips.length === 1 ? '1 trip' : `${trips.length} trips`}${continues ? ' so far' : ''}`}
        </Text>
      </Group>
      <ResponsiveTable minWidth={1900} label="Trips table" striped aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            {headings.map((heading) => (
              <Table.Th key={heading}>{heading}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {trips.map((trip) =>
            trip.TripID === editingId ? (
              <ReportEditRow
                key={trip.TripID}
                trip={trip}
                showFreight={showFreight}
                canDelete={canDelete}
                onDone={(byKeyboard) => onEditDone(trip.TripID, byKeyboard)}
                onDelete={onDelete}
              />
            ) : (
              <ReportRow
                key={trip.TripID}
                trip={trip}
                showFreight={showFreight}
                canDelete={canDelete}
                focusEdit={trip.TripID === focusEditId}
                saved={trip.TripID === savedTripId}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ),
          )}
        </Table.Tbody>
      </ResponsiveTable>
    </Stack>
  );
});
