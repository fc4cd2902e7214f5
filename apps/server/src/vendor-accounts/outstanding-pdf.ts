import {
  AGEING_BUCKETS,
  AGEING_LABELS,
  type BusinessSettings,
  type OutstandingPaise,
  formatDisplayDate,
  fromPaise,
} from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { headingRow, money, note, right } from './pdf-cells.ts';

/** What the Outstanding PDF prints: each vendor's figures as of a day, and the office. */
export interface OutstandingDocument {
  business: BusinessSettings;
  asOf: string;
  /** Largest balance first, as the screen lists them. */
  rows: OutstandingPaise[];
}

type Figures = Omit<OutstandingPaise, 'vendor'>;

const figuresOf = (row: Figures) => [
  row.billedPaise,
  row.paidPaise,
  row.balancePaise,
  ...AGEING_BUCKETS.map((bucket) => row.bucketsPaise[bucket]),
];

/** Every vendor's figures added up, column by column, in whole paise. */
function totalsOf(rows: readonly OutstandingPaise[]): number[] {
  const none = Array.from({ length: 3 + AGEING_BUCKETS.length }, () => 0);
  return rows.reduce((sums, row) => figuresOf(row).map((paise, column) => (sums[column] ?? 0) + paise), none);
}

const amounts = (paise: number[], bold = false): TableCell[] =>
  paise.map((value) => right(money(fromPaise(value)), bold));

/**
 * Outstanding-as-of-<day>.pdf: the office and the day, a row per vendor with what was billed, paid and is still owed
 * with its ageing (as on the screen and in the Excel), and the totals.
 */
export function outstandingDocument({ business, asOf, rows }: OutstandingDocument): TDocumentDefinitions {
  const body: TableCell[][] = [
    headingRow(['Vendor', 'Billed', 'Paid', 'Balance', ...AGEING_BUCKETS.map((bucket) => AGEING_LABELS[bucket])], 1),
    ...rows.map((row): TableCell[] => [row.vendor, ...amounts(figuresOf(row))]),
    [{ text: 'Total', bold: true }, ...amounts(totalsOf(rows), true)],
  ];
  const day = formatDisplayDate(asOf);
  const nothingOwed: Content[] =
    rows.length === 0 ? [{ text: `No bills up to ${day}: nothing was outstanding.`, margin: [0, 12, 0, 0] }] : [];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    info: { title: `Outstanding as of ${day}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead(business, 'Outstanding', [`As of ${day}`]),
      ...nothingOwed,
      {
        margin: [0, 12, 0, 0],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body,
        },
        layout: 'lightHorizontalLines',
      },
      note(
        `The bills dated up to ${day} as they stood at the end of that day, less what was paid on them by then; ` +
          'each balance aged by its bill’s date. Largest balance first.',
      ),
    ],
  };
}

export function renderOutstandingPdf(document: OutstandingDocument): Promise<Buffer> {
  return renderPdf(outstandingDocument(document));
}
