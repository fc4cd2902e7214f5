import { LEDGER_KIND_LABELS, type BusinessSettings, type TdsRegister, formatDisplayDate } from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { headingRow, money, note, right } from './pdf-cells.ts';
import { NO_VALID_PAN } from './vendor-accounts-workbooks.ts';

/** What the TDS register's PDF prints: the quarter's register in rupees, and the office. */
export interface TdsRegisterDocument {
  business: BusinessSettings;
  register: TdsRegister;
}

type TdsLine = TdsRegister['rows'][number]['bills'][number];

const rateFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });
const COLUMNS = 7;

/** 'Bill', 'Revision 2' or 'Cancellation': what the line is, and which revision. */
const entryOf = (line: TdsLine) =>
  line.kind === 'revision' ? `${LEDGER_KIND_LABELS.revision} ${line.revision}` : LEDGER_KIND_LABELS[line.kind];

const totalRow = (label: string, freight: number, tds: number): TableCell[] => [
  { text: label, bold: true, colSpan: 4 },
  // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
  '',
  // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
  '',
  // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
  '',
  right(money(freight), true),
  '',
  right(money(tds), true),
];

/**
 * TDS-Register-FY2026-27-Q3.pdf: the office and the quarter; per vendor (by name) its PAN, flagged when not a valid
 * one, a line per bill, revision and cancellation dated in the quarter, and the vendor's total; the quarter's last.
 */
export function tdsRegisterDocument({ business, register }: TdsRegisterDocument): TDocumentDefinitions {
  const { fy, quarter, startDate, endDate, rows, totals } = register;
  const body: TableCell[][] = [
    headingRow(['Bill ID', 'Entry', 'Date', 'Trips', 'Freight', 'TDS rate', 'TDS'], 3),
    ...rows.flatMap((vendor): TableCell[][] => [
      [
        {
          colSpan: COLUMNS,
          fillColor: vendor.panValid ? '#f4f4f4' : '#fde8e8',
          margin: [0, 2, 0, 0],
          text: [
            { text: vendor.vendor, bold: true },
            ...(vendor.pan ? [`   PAN ${vendor.pan}`] : []),
            ...(vendor.panValid ? [] : [{ text: `   ${NO_VALID_PAN}`, bold: true, color: '#b42318' }]),
          ],
        },
        // Stryker disable next-line StringLiteral: equivalent, the cells under the vendor's colSpan are not printed
        ...Array.from({ length: COLUMNS - 1 }, () => ''),
      ],
      ...vendor.bills.map((line): TableCell[] => [
        line.billId,
        entryOf(line),
        // Stryker disable next-line BooleanLiteral: equivalent, dd/mm/yyyy has no break opportunity, so it never wraps
        { text: formatDisplayDate(line.date), noWrap: true },
        right(String(line.trips)),
        right(money(line.freight)),
        right(`${rateFormat.format(line.tdsRate)}%`),
        right(money(line.tds)),
      ]),
      totalRow(`Total of ${vendor.vendor}`, vendor.freight, vendor.tds),
    ]),
    totalRow(`Total of ${quarter} FY ${fy}`, totals.freight, totals.tds),
  ];
  const noBills: Content[] = rows.length === 0 ? [{ text: 'No bills in this quarter.', margin: [0, 12, 0, 0] }] : [];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [36, 36, 36, 40],
    info: { title: `TDS register FY ${fy} ${quarter}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead(business, 'TDS register', [
        `FY ${fy} ${quarter}`,
        `${formatDisplayDate(startDate)} to ${formatDisplayDate(endDate)}`,
      ]),
      ...noBills,
      {
        margin: [0, 12, 0, 0],
        table: { headerRows: 1, dontBreakRows: true, widths: [70, 100, 70, 50, '*', 70, 110], body },
        layout: 'lightHorizontalLines',
      },
      note(
        'A bill counts in the quarter of its day, a revision’s difference and a cancellation in the quarter of ' +
          'theirs, with the freight and TDS of the trips as issued. Add a missing or invalid PAN on the Vendor ' +
          'screen before filing the return.',
      ),
    ],
  };
}

export function renderTdsRegisterPdf(document: TdsRegisterDocument): Promise<Buffer> {
  return renderPdf(tdsRegisterDocument(document));
}
