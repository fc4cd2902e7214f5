import { TRIP_ATTACHMENTS, TRIP_ATTACHMENT_LABELS, formatRupees } from '@freightdesk/domain';
import type { CSSProperties } from 'react';

const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Rupees as the table shows them; a blank stays blank rather than reading as zero. */
export function moneyCell(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '' : formatRupees(rupees);
}

export function tonsCell(tons: number | null): string {
  return tons === null ? '' : tonsFormat.format(tons);
}

/** Keeps the Trip ID in view while the wide table scrolls sideways on a phone. */
export const STICKY_FIRST_COLUMN: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

/** The four attachments of spec-2's Business table, in its order. */
export const ATTACHMENT_COLUMNS = TRIP_ATTACHMENTS.map((name) => ({ name, label: TRIP_ATTACHMENT_LABELS[name] }));

/** Rows per page: ten thousand trips never freeze the page, and the grand total still covers them all. */
export const ROWS_PER_PAGE = 100;
