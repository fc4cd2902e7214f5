import type { BillingRow as BillingTrip } from '@freightdesk/domain';
import { Checkbox, Table, Text } from '@mantine/core';
import { startTransition, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { ResponsiveTable } from '@/components/responsive-table';
import { savedTripOf, tripOpenedFrom } from '@/config/paths';
import { BILLING_HEADINGS, FIGURE_HEADINGS } from './billing-cells';
import { BillingRow } from './billing-row';

// The first rows show at once; the rest follow in batches between frames, so a long list never freezes the page.
const FIRST_ROWS = 100;
const ROWS_PER_BATCH = 400;

interface BillingTableProps {
  trips: BillingTrip[];
  selected: ReadonlySet<string>;
  onToggle: (tripId: string) => void;
  onToggleAll: () => void;
}

/** The billable trips with a checkbox each; the select-all box joins them once a row is ticked. */
export function BillingTable({ trips, selected, onToggle, onToggleAll }: BillingTableProps) {
  const [rendered, setRendered] = useState(FIRST_ROWS);
  const location = useLocation();
  const openedFrom = useMemo(() => tripOpenedFrom(location), [location]);
  // A trip just saved in its form, which returned to this list: its row stands out.
  const savedTripId = savedTripOf(location.state);
  const selectedCount = trips.reduce((count, trip) => count + (selected.has(trip.trip_id) ? 1 : 0), 0);

  useEffect(() => {
    if (rendered >= trips.length) return;
    const timer = setTimeout(() => startTransition(() => setRendered((count) => count + ROWS_PER_BATCH)), 0);
    return () => clearTimeout(timer);
  }, [rendered, trips.length]);

  const shown = rendered >= trips.length ? trips : trips.slice(0, rendered);
  return (
    <>
      <ResponsiveTable
        minWidth={2400}
        label="Billable trips table"
        stickyColumns={2}
        striped
        aria-label="Billable trips"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              {selectedCount > 0 && (
                <Checkbox
                  aria-label="Select all trips"
                  checked={selectedCount === trips.length}
                  indeterminate={selectedCount < trips.length}
                  onChange={onToggleAll}
                />
              )}
            </Table.Th>
            {BILLING_HEADINGS.map((heading) => (
              <Table.Th key={heading} ta={FIGURE_HEADINGS.has(heading) ? 'right' : undefined}>
                {heading}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((trip) => (
            <BillingRow
              key={trip.trip_id}
              trip={trip}
              selected={selected.has(trip.trip_id)}
              saved={trip.trip_id === savedTripId}
              openedFrom={openedFrom}
              onToggle={onToggle}
            />
          ))}
        </Table.Tbody>
      </ResponsiveTable>
      {shown.length < trips.length && (
        <Text size="sm" c="dimmed" role="status">
          Showing {shown.length.toLocaleString('en-IN')} of {trips.length.toLocaleString('en-IN')} trips…
        </Text>
      )}
    </>
  );
}
