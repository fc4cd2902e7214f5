import { formatAmount } from '@freightdesk/domain';
import type { Content, TableCell } from 'pdfmake/interfaces';

/** Rupees as the books print them, without the sign: 12,34,567.89. */
export const money = formatAmount;

export const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', noWrap: true, bold });

/** A table's heading row: the first `leftColumns` read left-aligned, the figures after them right-aligned. */
export const headingRow = (headings: readonly string[], leftColumns: number): TableCell[] =>
  headings.map((heading, column) => ({
    text: heading,
    bold: true,
    fillColor: '#e8eef7',
    alignment: column < leftColumns ? 'left' : 'right',
  }));

/** A small grey line under a table, saying how its figures are read. */
export const note = (text: string, bold = false): Content => ({
  text,
  fontSize: 7,
  bold,
  color: '#555555',
  margin: [0, 6, 0, 0],
});
