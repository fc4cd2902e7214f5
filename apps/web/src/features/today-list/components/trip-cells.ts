import { formatRupees } from '@freightdesk/domain';
import type { CSSProperties } from 'react';

const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/** Rupees as the table shows them; a blank stays blank rather than reading as zero. */
export function moneyCell(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '' : formatRupees(rupees);
}

export function tonsCell(tons: number | null): string {
  return tons === null ? '' : tonsFormat.format(tons);
}

/** Keeps the Trip ID in view while a wide table scrolls sideways on a phone. */
export const STICKY_FIRST_COLUMN: CSSProperties = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  background: 'var(--mantine-color-body)',
};

/** Rows per page: enough for a day's work, few enough that ten thousand trips never freeze the page. */
export const ROWS_PER_PAGE = 100;
