import { BILL_MESSAGES, type ReviseRow } from '@freightdesk/domain';
import { Checkbox, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useId, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ReviseEditRow } from './revise-edit-row';
import { ReviseTripRow } from './revise-trip-row';
import { ResponsiveTable } from '@/components/responsive-table';
import { savedTripOf, tripOpenedFrom } from '@/config/paths';
import { EDITABLE_FIELDS, TRIP_HEADINGS } from './trip-cells';

const FIGURE_HEADINGS = new Set<string>([
  ...Object.values(EDITABLE_FIELDS),
  'Difference',
  'Rate',
  'Freight',
  'Adblue',
  'Greasing',
  'TDS',
  'Amount',
]);

interface ReviseTripsTableProps {
  title: string;
  rows: ReviseRow[];
  tickedIds: ReadonlySet<string>;
  editingId: string | null;
  focusEditId: string | null;
  onTick: (tripId: string, ticked: boolean) => void;
  onTickAll: (ticked: boolean) => void;
  onEdit: (tripId: string) => void;
  onEditDone: (tripId: string, byKeyboard: boolean) => void;
  /** Shown under the table, such as the bill's amounts. */
  children?: ReactNode;
}

/** One of Revise Bill's two tables, with a box per trip, a box for all, and the row editor. */
export function ReviseTripsTable(props: ReviseTripsTableProps) {
  const { title, rows, tickedIds, editingId, focusEditId, onTick, onTickAll, onEdit, onEditDone, children } = props;
  const headingId = useId();
  const location = useLocation();
  const openedFrom = useMemo(() => tripOpenedFrom(location), [location]);
  // A trip just saved in its form, which returned to this bill: its row stands out.
  const savedTripId = savedTripOf(location.state);
  const tickedCount = rows.filter((row) => tickedIds.has(row.trip_id)).length;
  const allTicked = rows.length > 0 && tickedCount === rows.length;
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Group gap="sm" align="baseline">
        <Title order={3} id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {tickedCount} of {rows.length} selected
        </Text>
      </Group>
      <ResponsiveTable minWidth={1850} label={`${title} table`} stickyColumns={2} aria-labelledby={headingId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Checkbox
                aria-label={`Select all ${title}`}
                checked={allTicked}
                indeterminate={tickedCount > 0 && !allTicked}
                disabled={rows.length === 0}
                onChange={(event) => onTickAll(event.currentTarget.checked)}
              />
            </Table.Th>
            {TRIP_HEADINGS.map((heading) => (
              <Table.Th key={heading} ta={FIGURE_HEADINGS.has(heading) ? 'right' : undefined}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={TRIP_HEADINGS.length + 1} ta="center" c="dimmed" py="lg">
                {BILL_MESSAGES.noRecordsRevise}
              </Table.Td>
            </Table.Tr>
          )}
          {rows.map((row) =>
            row.trip_id === editingId ? (
              <ReviseEditRow
                key={row.trip_id}
                row={row}
                ticked={tickedIds.has(row.trip_id)}
                openedFrom={openedFrom}
                onTick={onTick}
                onDone={(byKeyboard) => onEditDone(row.trip_id, byKeyboard)}
              />
            ) : (
              <ReviseTripRow
                key={row.trip_id}
                row={row}
                ticked={tickedIds.has(row.trip_id)}
                focusEdit={row.trip_id === focusEditId}
                saved={row.trip_id === savedTripId}
                openedFrom={openedFrom}
                onTick={onTick}
                onEdit={onEdit}
              />
            ),
          )}
        </Table.Tbody>
      </ResponsiveTable>
      {children}
    </Stack>
  );
}
