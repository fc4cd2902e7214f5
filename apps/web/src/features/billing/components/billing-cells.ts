import { formatRupees, formatTons } from '@freightdesk/domain';

/** The spec-2 Bill generation columns after the checkbox, in the order the rows fill them. */
export const BILLING_HEADINGS = [
  'Trip ID',
  'Username',
  'Profile',
  'Truck Number',
  'Date',
  'Weight',
  'Actual Weight',
  'Difference Weight',
  'Freight',
  'Diesel',
  'Short',
  'Advance',
  // Not in spec-2's list: with them each row adds up to its Amount, as on the bill (issue 29).
  'Toll',
  'Adblue',
  'Greasing',
  'TDS',
  'Amount',
  'Driver',
  'From',
  'To',
  'DO',
  'Vendor',
  'Truck Type',
  'Transaction Status',
  'Diesel Slip Number',
] as const;

/** Headings of the columns holding figures, aligned right so the digits line up. */
export const FIGURE_HEADINGS: ReadonlySet<string> = new Set([
  'Weight',
  'Actual Weight',
  'Difference Weight',
  'Freight',
  'Diesel',
  'Short',
  'Advance',
  'Toll',
  'Adblue',
  'Greasing',
  'TDS',
  'Amount',
]);

export function moneyCell(amount: number | null): string {
  return amount === null ? '' : formatRupees(amount);
}

export function tonsCell(weight: number | null): string {
  return weight === null ? '' : formatTons(weight);
}
