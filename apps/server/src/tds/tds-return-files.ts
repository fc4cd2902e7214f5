import { type TdsReturnRow, formatDisplayDate } from '@freightdesk/domain';
import type { Column } from '../exports/workbook.ts';

/** The return's deductee rows in the answer's column order, for TDS-Return-FY2026-27-Q3.xlsx and .csv. */
export const RETURN_COLUMNS: Column<TdsReturnRow>[] = [
  { header: 'Serial', width: 8, value: (r) => r.serial },
  { header: 'Deductee code', width: 14, value: (r) => r.deducteeCode },
  { header: 'PAN', width: 14, value: (r) => r.pan },
  { header: 'Name', width: 30, value: (r) => r.name },
  { header: 'Section', width: 10, value: (r) => r.section },
  { header: 'Payment code', width: 13, value: (r) => r.paymentCode ?? '' },
  { header: 'Date of credit', width: 14, value: (r) => formatDisplayDate(r.date) },
  { header: 'Amount credited', width: 16, value: (r) => r.amount, money: true },
  { header: 'TDS', width: 13, value: (r) => r.tds, money: true },
  { header: 'Rate (%)', width: 9, value: (r) => r.rate },
  { header: 'Reason code', width: 12, value: (r) => r.reasonCode },
  { header: 'Certificate number', width: 20, value: (r) => r.certificateNo ?? '' },
  { header: 'Challan BSR code', width: 16, value: (r) => r.challan?.bsrCode ?? '' },
  { header: 'Challan date', width: 13, value: (r) => (r.challan ? formatDisplayDate(r.challan.date) : '') },
  { header: 'Challan serial', width: 14, value: (r) => r.challan?.serial ?? '' },
];

/** A text cell as CSV holds it: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvCell(value: string | number | Date | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = value instanceof Date ? value.toISOString().slice(0, 10) : value;
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows as CSV with the columns' headers, CRLF line ends, UTF-8 with a byte order mark (read right by Excel). */
export function csvOf<T>(columns: Column<T>[], rows: readonly T[]): Buffer {
  const lines = [
    columns.map((column) => csvCell(column.header)),
    ...rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
  ];
  return Buffer.from(`\uFEFF${lines.map((line) => line.join(',')).join('\r\n')}\r\n`);
}
