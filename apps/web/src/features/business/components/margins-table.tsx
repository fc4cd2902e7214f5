import { formatAmount, type MarginGroup, type MarginRow } from '@freightdesk/domain';
import { Stack, Table } from '@mantine/core';
import { type CSSProperties, useMemo, useState } from 'react';
import { PageNav } from '@/components/page-nav';
import { ResponsiveTable } from '@/components/responsive-table';
import { GROUP_LABELS, formatMarginPercent, marginTotals } from '../utils/margin-figures';
import { ROWS_PER_PAGE, lossColor } from './business-cells';

const MONEY_HEADINGS = ['Revenue (₹)', 'Cost (₹)', 'Margin (₹)'] as const;

// Bold without the grey tint Outstanding's totals wear: a loss's red on that grey falls short of the contrast text needs.
const totalsRowStyle: CSSProperties = { fontWeight: 700 };
// Customers', vendors' and routes' names wrap rather than pushing the figures off a narrow screen.
const keyStyle: CSSProperties = { whiteSpace: 'normal', overflowWrap: 'anywhere', minWidth: 140 };

interface FigureCellsProps {
  figures: { trips: number; revenue: number; cost: number; margin: number; marginPercent: number | null };
}

/** Trips, revenue, cost, margin and its percent, as a row's cells: a loss in red. */
function FigureCells({ figures }: FigureCellsProps) {
  const loss = lossColor(figures.margin);
  return (
    <>
      <Table.Td ta="right">{figures.trips.toLocaleString('en-IN')}</Table.Td>
      <Table.Td ta="right">{formatAmount(figures.revenue)}</Table.Td>
      <Table.Td ta="right">{formatAmount(figures.cost)}</Table.Td>
      <Table.Td ta="right" c={loss}>
        {formatAmount(figures.margin)}
      </Table.Td>
      <Table.Td ta="right" c={loss}>
        {formatMarginPercent(figures.marginPercent)}
      </Table.Td>
    </>
  );
}

interface MarginsTableProps {
  rows: MarginRow[];
  groupBy: MarginGroup;
}

/**
 * The margins of the searched days by the chosen group, largest margin first as the server orders them, a page at a
 * time (a year of trips grouped by trip is thousands of rows), with every group's totals at the foot.
 */
export function MarginsTable({ rows, groupBy }: MarginsTableProps) {
  const [page, setPage] = useState(1);
  const totals = useMemo(() => marginTotals(rows), [rows]);
  const pages = Math.max(1, Math.ceil(rows.length / ROWS_PER_PAGE));
  const shownPage = Math.min(page, pages);
  const shown = rows.slice((shownPage - 1) * ROWS_PER_PAGE, shownPage * ROWS_PER_PAGE);

  return (
    <Stack gap="sm">
      <ResponsiveTable minWidth={820} label="Margins table" aria-label="Margins" fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{GROUP_LABELS[groupBy].heading}</Table.Th>
            <Table.Th ta="right">Trips</Table.Th>
            {MONEY_HEADINGS.map((heading) => (
              <Table.Th key={heading} ta="right">
                {heading}
              </Table.Th>
            ))}
            <Table.Th ta="right">Margin %</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {/* The key is a plain cell, not a row header: the trips table above already names its rows by trip id, and
              a second row of the same name would read, and be found, as the same trip. */}
          {shown.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Td style={keyStyle}>{row.key}</Table.Td>
              <FigureCells figures={row} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr style={totalsRowStyle}>
            <Table.Td>Total</Table.Td>
            <FigureCells figures={totals} />
          </Table.Tr>
        </Table.Tfoot>
      </ResponsiveTable>
      <PageNav label="Pages of margins" pages={pages} page={shownPage} onChange={setPage} />
    </Stack>
  );
}
