import { formatRupees, type TripRecord } from '@freightdesk/domain';
import { Stack, Table } from '@mantine/core';
import { useMemo, useState } from 'react';
import { MONEY_COLUMNS, grandTotals } from '../utils/business-figures';
import { PageNav } from '@/components/page-nav';
import { ResponsiveTable } from '@/components/responsive-table';
import { ATTACHMENT_COLUMNS, ROWS_PER_PAGE } from './business-cells';
import { BusinessRow } from './business-row';

const TRIP_COLUMNS = ['Date', 'Truck Number', 'Vendor', 'From', 'To', 'Weight'];

/** The searched trips a page at a time, with their money columns totalled over every page. */
export function BusinessTable({ trips }: { trips: TripRecord[] }) {
  const [page, setPage] = useState(1);
  const totals = useMemo(() => grandTotals(trips), [trips]);
  const pages = Math.max(1, Math.ceil(trips.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages);
  const shown = trips.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);

  return (
    <Stack gap="sm">
      <ResponsiveTable minWidth={2300} label="Trips table">
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
            {ATTACHMENT_COLUMNS.map((column) => (
              <Table.Th key={column.name}>{column.label}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((trip) => (
            <BusinessRow key={trip.TripID} trip={trip} />
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
            <Table.Td colSpan={ATTACHMENT_COLUMNS.length} />
          </Table.Tr>
        </Table.Tfoot>
      </ResponsiveTable>
      <PageNav label="Pages of trips" pages={pages} page={shownPage} onChange={setPage} />
    </Stack>
  );
}
