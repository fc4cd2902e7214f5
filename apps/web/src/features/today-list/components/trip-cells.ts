import { formatRupees, formatTons } from '@freightdesk/domain';

/** Rupees as the table shows them; a blank stays blank rather than reading as zero. */
export function moneyCell(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '' : formatRupees(rupees);
}

export function tonsCell(tons: number | null): string {
  return tons === null ? '' : formatTons(tons);
}

/** Rows per page: enough for a day's work, few enough that ten thousand trips never freeze the page. */
export const ROWS_PER_PAGE = 100;
