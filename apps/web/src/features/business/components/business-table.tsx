import { formatRupees, type TripRecord } from '@freightdesk/domain';
import { Stack, Table } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { MONEY_COLUMNS, grandTotals } from '../utils/business-figures';
import { type TripMargins, tripsMarginTotals } from '../utils/margin-figures';
import { PageNav } from '@/components/page-nav';
import { ResponsiveTable } from '@/components/responsive-table';
import { savedTripOf, tripOpenedFrom } from '@/config/paths';
import { ATTACHMENT_COLUMNS, MARGIN_COLUMNS, ROWS_PER_PAGE, lossColor, moneyCell } from './business-cells';
import { BusinessRow } from './business-row';

const TRIP_COLUMNS = ['Date', 'Truck Number', 'Vendor', 'From', 'To', 'Weight'];

/** The page a trip is on, counting from 1; the first when it is not listed. */
function pageOf(trips: TripRecord[], tripId: string | null): number {
  const index = trips.findIndex((trip) => trip.TripID === tripId);
  return index < 0 ? 1 : Math.floor(index / ROWS_PER_PAGE) + 1;
}

interface BusinessTableProps {
  trips: TripRecord[];
  /** Revenue and Margin columns: the search has a range the margins call covers. */
  showMargins: boolean;
  /** The margins of the searched range by trip id; null while they load or when they failed (blank cells). */
  margins: TripMargins | null;
}

/** Each Revenue and Margin column's room on a wide screen, added to the trips' own. */
const MARGIN_COLUMN_WIDTH = 130;

/**
 * The searched trips a page at a time, with their money columns totalled over every page. A trip just saved in its
 * form, which returned to this search, stands out, on the page that shows it.
 */
export function BusinessTable({ trips, showMargins, margins }: BusinessTableProps) {
  const location = useLocation();
  const openedFrom = useMemo(() => tripOpenedFrom(location), [location]);
  const savedTripId = savedTripOf(location.state);
  const [page, setPage] = useState(() => pageOf(trips, savedTripId));
  const totals = useMemo(() => grandTotals(trips), [trips]);
  const marginTotals = useMemo(
    () =>
      margins
        ? tripsMarginTotals(
            trips.map((trip) => trip.TripID),
            margins,
          )
        : null,
    [trips, margins],
  );
  const pages = Math.max(1, Math.ceil(trips.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages);
  const shown = trips.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);

  return (
    <Stack gap="sm">
      <ResponsiveTable
        minWidth={2300 + (showMargins ? MARGIN_COLUMNS.length * MARGIN_COLUMN_WIDTH : 0)}
        label="Trips table"
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Trip ID</Table.Th>
            {TRIP_COLUMNS.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
            {MONEY_COLUMNS.map((column) => (
              <Table.Th key={column.label} ta="right">
                {column.label}
              </Table.Th>
            ))}
            {showMargins &&
              MARGIN_COLUMNS.map((column) => (
                <Table.Th key={column} ta="right">
                  {column}
                </Table.Th>
              ))}
            {ATTACHMENT_COLUMNS.map((column) => (
              <Table.Th key={column.name}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((trip) => (
            <BusinessRow
              key={trip.TripID}
              trip={trip}
              saved={trip.TripID === savedTripId}
              openedFrom={openedFrom}
              showMargins={showMargins}
              margin={margins?.get(trip.TripID)}
            />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">Grand Total</Table.Th>
            <Table.Td colSpan={TRIP_COLUMNS.length} />
            {totals.map(({ label, total }) => (
              <Table.Td key={label} ta="right">
                {formatRupees(total)}
              </Table.Td>
            ))}
            {showMargins && (
              <>
                <Table.Td ta="right">{moneyCell(marginTotals?.revenue)}</Table.Td>
                <Table.Td ta="right" c={lossColor(marginTotals?.margin)}>
                  {moneyCell(marginTotals?.margin)}
                </Table.Td>
              </>
            )}
            <Table.Td colSpan={ATTACHMENT_COLUMNS.length} />
          </Table.Tr>
        </Table.Tfoot>
      </ResponsiveTable>
      <PageNav label="Pages of trips" pages={pages} page={shownPage} onChange={setPage} />
    </Stack>
  );
}
