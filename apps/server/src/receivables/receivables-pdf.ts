import {
  type BusinessSettings,
  RECEIVABLE_BUCKETS,
  RECEIVABLE_LABELS,
  type ReceivablePaise,
  formatDisplayDate,
  fromPaise,
} from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { headingRow, money, note, right } from '../vendor-accounts/pdf-cells.ts';

/** What the Receivables PDF prints: each customer's figures as of a day, and the office. */
export interface ReceivablesDocument {
  business: BusinessSettings;
  asOf: string;
  /** Largest balance first, as GET /receivables lists them. */
  rows: ReceivablePaise[];
}

type Figures = Omit<ReceivablePaise, 'customer'>;

const figuresOf = (row: Figures) => [
  row.invoicedPaise,
  row.receivedPaise,
  row.balancePaise,
  ...RECEIVABLE_BUCKETS.map((bucket) => row.bucketsPaise[bucket]),
];

/** Every customer's figures added up, column by column, in whole paise (rupees added as decimals could drift). */
function totalsOf(rows: readonly ReceivablePaise[]): number[] {
  const none = Array.from({ length: 3 + RECEIVABLE_BUCKETS.length }, () => 0);
  return rows.reduce((sums, row) => figuresOf(row).map((paise, column) => (sums[column] ?? 0) + paise), none);
}

const amounts = (paise: number[], bold = false): TableCell[] =>
  paise.map((value) => right(money(fromPaise(value)), bold));

/**
 * Receivables-as-of-<day>.pdf: the office and the day, a row per customer who owes with what was invoiced (less
 * credit notes), received and is still owed, aged by days past due, and the totals.
 */
export function receivablesDocument({ business, asOf, rows }: ReceivablesDocument): TDocumentDefinitions {
  const body: TableCell[][] = [
    headingRow(
      ['Customer', 'Invoiced', 'Received', 'Balance', ...RECEIVABLE_BUCKETS.map((bucket) => RECEIVABLE_LABELS[bucket])],
      1,
    ),
    ...rows.map((row): TableCell[] => [row.customer, ...amounts(figuresOf(row))]),
    [{ text: 'Total', bold: true }, ...amounts(totalsOf(rows), true)],
  ];
  const day = formatDisplayDate(asOf);
  const nothingOwed: Content[] =
    rows.length === 0 ? [{ text: `Nothing was receivable from customers on ${day}.`, margin: [0, 12, 0, 0] }] : [];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    info: { title: `Receivables as of ${day}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead(business, 'Receivables', [`As of ${day}`]),
      ...nothingOwed,
      {
        margin: [0, 12, 0, 0],
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: ['*', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto', 'auto'],
          body,
        },
        layout: 'lightHorizontalLines',
      },
      note(
        `The invoices dated up to ${day}, less the credit notes and what receipts (with the TDS deducted) settled ` +
          'of them by then; each balance aged by days past its due date. Customers fully settled are left out. ' +
          'Largest balance first.',
      ),
    ],
  };
}

export function renderReceivablesPdf(document: ReceivablesDocument): Promise<Buffer> {
  return renderPdf(receivablesDocument(document));
}
