import { TRIP_ATTACHMENTS, TRIP_ATTACHMENT_LABELS, formatRupees, formatTons } from '@freightdesk/domain';

/** Rupees as the table shows them; a blank stays blank rather than reading as zero. */
export function moneyCell(rupees: number | null | undefined): string {
  return rupees === null || rupees === undefined ? '' : formatRupees(rupees);
}

export function tonsCell(tons: number | null): string {
  return tons === null ? '' : formatTons(tons);
}

/** The four attachments of spec-2's Business table, in its order. */
export const ATTACHMENT_COLUMNS = TRIP_ATTACHMENTS.map((name) => ({ name, label: TRIP_ATTACHMENT_LABELS[name] }));

/** The columns the margins add after Amount, for a search whose range the margins call covers. */
export const MARGIN_COLUMNS = ['Revenue', 'Margin'] as const;

/** The colour of a loss, readable on the light and the dark scheme; the minus sign says it too. */
export const LOSS_COLOR = 'var(--mantine-color-red-light-color)';

/** A margin below zero reads in red; others keep the text's colour. */
export function lossColor(rupees: number | null | undefined): string | undefined {
  return rupees !== null && rupees !== undefined && rupees < 0 ? LOSS_COLOR : undefined;
}

/** Rows per page: ten thousand trips never freeze the page, and the grand total still covers them all. */
export const ROWS_PER_PAGE = 100;
