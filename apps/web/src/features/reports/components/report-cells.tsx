import { TRIP_ATTACHMENTS, formatRupees, formatTons, TRIP_ATTACHMENT_LABELS } from '@freightdesk/domain';
import { Anchor, Table } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { tripOpenedFrom, tripPath } from '@/config/paths';

/** What a profile sees of the table: Freight for those who see money, Delete for those who may delete. */
export interface ReportColumnsView {
  showFreight: boolean;
  canDelete: boolean;
}

const figureCell: CSSProperties = { textAlign: 'right' };

// Thousands of cells: a plain <td> with Mantine's table class renders the same for a fraction of the work.
const cellClass = Table.classes.td;

/** The table's headings, in the order the rows fill their cells. */
export function reportHeadings({ showFreight, canDelete }: ReportColumnsView): string[] {
  return [
    'Trip ID',
    'Truck Number',
    'Vendor',
    'From',
    'To',
    'Transaction Status',
    'Weight',
    'Actual Weight',
    'Difference',
    ...(showFreight ? ['Freight'] : []),
    'Diesel',
    'TDS',
    'Short',
    'Advance',
    'Toll',
    'Amount',
    ...TRIP_ATTACHMENTS.map((name) => TRIP_ATTACHMENT_LABELS[name]),
    // The trip's lorry receipt (issue 32), after the spec's columns; the row's actions stay last.
    'LR No',
    'Consignor',
    'Consignee',
    'Edit',
    ...(canDelete ? ['Delete'] : []),
  ];
}

export function money(amount: number | null | undefined): string {
  return amount === null || amount === undefined ? '' : formatRupees(amount);
}

export function tons(weight: number | null | undefined): string {
  return weight === null || weight === undefined ? '' : formatTons(weight);
}

export function Cell({ children }: { children?: ReactNode }) {
  return <td className={cellClass}>{children}</td>;
}

/** A right-aligned cell for a figure, so the digits line up down the column. */
export function FigureCell({ children }: { children: ReactNode }) {
  return (
    <td className={cellClass} style={figureCell}>
      {children}
    </td>
  );
}

/** The Trip ID, a link to the trip's page, in the column that stays in view; the trip's form returns to this search. */
export function TripIdCell({ tripId }: { tripId: string }) {
  const location = useLocation();
  return (
    <td className={cellClass}>
      <Anchor component={Link} to={tripPath(tripId)} state={tripOpenedFrom(location)} fw={500}>
        {tripId}
      </Anchor>
    </td>
  );
}
