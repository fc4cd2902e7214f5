import { formatDisplayDate, formatRupees, formatTons, type ReviseRow } from '@freightdesk/domain';
import { Anchor, Checkbox, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { tripPath, type TripOpenedFrom } from '@/config/paths';

/** The figures Revise Bill lets a person correct, with their column headings. */
export const EDITABLE_FIELDS = {
  weight: 'Weight',
  actual_weight: 'Actual Weight',
  diesel_amount: 'Diesel',
  short: 'Short',
  advance: 'Advance',
  toll: 'Toll',
} as const;

export type EditableField = keyof typeof EDITABLE_FIELDS;

export const WEIGHT_FIELDS: readonly EditableField[] = ['weight', 'actual_weight'];

/** Every column after the selection box, in the order the rows fill their cells. */
export const TRIP_HEADINGS = [
  'Trip ID',
  'Date',
  'Truck Number',
  'Vendor',
  'From',
  'To',
  EDITABLE_FIELDS.weight,
  EDITABLE_FIELDS.actual_weight,
  'Difference',
  'Rate',
  'Freight',
  EDITABLE_FIELDS.diesel_amount,
  EDITABLE_FIELDS.short,
  EDITABLE_FIELDS.advance,
  EDITABLE_FIELDS.toll,
  'Adblue',
  'Greasing',
  'TDS',
  'Amount',
  'Edit',
] as const;

const money = (amount: number | null | undefined) =>
  amount === null || amount === undefined ? '' : formatRupees(amount);
const tons = (weight: number | null) => (weight === null ? '' : formatTons(weight));

/** A figure as the read-only row shows it. */
export function shownFigure(row: ReviseRow, field: EditableField): string {
  return WEIGHT_FIELDS.includes(field) ? tons(row[field]) : money(row[field]);
}

interface TripCellsProps {
  row: ReviseRow;
  ticked: boolean;
  /** This bill's screen, which the trip's form returns to once saved. */
  openedFrom: TripOpenedFrom;
  onTick: (tripId: string, ticked: boolean) => void;
  /** The cell content of an editable figure: the figure itself, or an input while the row is edited. */
  figure: (field: EditableField) => ReactNode;
  /** The last cell: Edit, or Save and Cancel. */
  actions: ReactNode;
}

/** A trip's cells from the selection box to the Edit column. */
export function TripCells({ row, ticked, openedFrom, onTick, figure, actions }: TripCellsProps) {
  const right = (content: ReactNode) => <Table.Td ta="right">{content}</Table.Td>;
  return (
    <>
      <Table.Td>
        <Checkbox
          aria-label={`Select trip ${row.trip_id}`}
          checked={ticked}
          onChange={(event) => onTick(row.trip_id, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <Anchor component={Link} to={tripPath(row.trip_id)} state={openedFrom} fw={500}>
          {row.trip_id}
        </Anchor>
      </Table.Td>
      <Table.Td>{formatDisplayDate(row.date)}</Table.Td>
      <Table.Td>{row.truck_no}</Table.Td>
      <Table.Td>{row.vendor}</Table.Td>
      <Table.Td>{row.destination_from}</Table.Td>
      <Table.Td>{row.destination_to}</Table.Td>
      {right(figure('weight'))}
      {right(figure('actual_weight'))}
      {right(tons(row.difference_weight))}
      {right(money(row.rate))}
      {right(money(row.freight))}
      {right(figure('diesel_amount'))}
      {right(figure('short'))}
      {right(figure('advance'))}
      {right(figure('toll'))}
      {right(money(row.adblue))}
      {right(money(row.greasing))}
      {right(money(row.tds))}
      {right(money(row.amount))}
      <Table.Td>{actions}</Table.Td>
    </>
  );
}
