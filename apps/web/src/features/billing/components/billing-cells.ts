import { formatRupees } from '@freightdesk/domain';
import type { CSSProperties } from 'react';

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
]);

const CHECKBOX_WIDTH = 44;

const sticky: CSSProperties = {
  position: 'sticky',
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

/** The checkbox and the Trip ID stay in view while the rest of the table scrolls sideways on a narrow screen. */
export const STICKY_CHECKBOX: CSSProperties = { ...sticky, left: 0, width: CHECKBOX_WIDTH, minWidth: CHECKBOX_WIDTH };
export const STICKY_TRIP_ID: CSSProperties = {
  ...sticky,
  left: CHECKBOX_WIDTH,
  boxShadow: 'inset -1px 0 0 var(--mantine-color-default-border)',
};

export function moneyCell(amount: number | null): string {
  return amount === null ? '' : formatRupees(amount);
}

const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

export function tonsCell(weight: number | null): string {
  return weight === null ? '' : tonsFormat.format(weight);
}
