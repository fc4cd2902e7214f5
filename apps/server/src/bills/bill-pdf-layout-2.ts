import {
  BILL_FINAL_LABEL,
  TDS_RULE,
  TRIP_AMOUNT_RULE,
  amountInWords,
  billLines,
  formatDisplayDate,
  formatRupees,
  fromPaise,
  vendorAddressLines,
} from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BillSnapshot, BillTripLine } from './bill-snapshot.ts';

const rupees = (paise: number) => formatRupees(fromPaise(paise));
// One formatter each: toLocaleString with options builds a new one per call (a tenth of a 200-trip bill's time).
const plainFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Stryker disable next-line ObjectLiteral: equivalent, 3 is Intl's default maximumFractionDigits (said for the reader)
const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const plain = (paise: number) => plainFormat.format(fromPaise(paise));
const tons = (kg: number) => tonsFormat.format(kg / 1000);
const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');

type MoneyKey = {
  [K in keyof BillTripLine]-?: BillTripLine[K] extends number ? (K extends `${string}Paise` ? K : never) : never;
}[keyof BillTripLine];

/** Every money column that enters Amount, in the order of the row rule, then Amount itself. */
const MONEY_COLUMNS: { header: string; key: MoneyKey; width: number }[] = [
  { header: 'Freight', key: 'freightPaise', width: 50 },
  { header: 'TDS', key: 'tdsPaise', width: 40 },
  { header: 'Short', key: 'shortPaise', width: 40 },
  { header: 'Diesel', key: 'dieselPaise', width: 44 },
  { header: 'Advance', key: 'advancePaise', width: 44 },
  { header: 'Toll', key: 'tollPaise', width: 38 },
  { header: 'Adblue', key: 'adbluePaise', width: 38 },
  { header: 'Greasing', key: 'greasingPaise', width: 40 },
  { header: 'Amount', key: 'amountPaise', width: 52 },
];

const right = (text: string, extra: Partial<{ bold: boolean }> = {}): TableCell => ({
  text,
  alignment: 'right',
  // Stryker disable next-line BooleanLiteral: equivalent, every figure a bill holds fits its column (a guard)
  noWrap: true,
  ...extra,
});

/**
 * Layout 2: every column that enters Amount is printed with its total, and the row rule and rounding are stated
 * under the table, so a bill adds up by eye. A4 landscape; the header repeats on every page, pages are numbered.
 */
export function billDocumentLayout2(bill: BillSnapshot): TDocumentDefinitions {
  const { business, vendor, totals } = bill;
  const revised = bill.revision > 0;
  const title = revised ? `Bill ${bill.billId} (Revision ${bill.revision})` : `Bill ${bill.billId}`;
  const heading: Content = {
    columns: [
      {
        width: '*',
        stack: [
          { text: business.companyName, style: 'company' },
          business.address,
          [line('GSTIN', business.gstin), line('PAN', business.pan), line('State', business.state)]
            .filter(Boolean)
            .join('   '),
        ],
      },
      {
        width: 'auto',
        alignment: 'right',
        stack: [
          { text: title, style: 'title' },
          `Date: ${formatDisplayDate(bill.issuedOn)}`,
          revised ? `Revised: ${formatDisplayDate(bill.revisedOn)}` : '',
        ],
      },
    ],
  };
  const vendorBlock: Content = {
    margin: [0, 12, 0, 8],
    stack: [
      { text: 'Billed to', style: 'label' },
      { text: vendor.companyName, bold: true },
      ...vendorAddressLines(vendor.address ?? {}),
      [line('Owner', vendor.companyOwner), line('Mobile', vendor.mobile), line('Email', vendor.email)]
        .filter(Boolean)
        .join('   '),
      [line('GSTIN', vendor.gst), line('PAN', vendor.pan)].filter(Boolean).join('   '),
      [line('Bank', vendor.bankName), line('A/c', vendor.bankAccount), line('IFSC', vendor.ifscCode)]
        .filter(Boolean)
        .join('   '),
    ],
  };
  const headers = ['Trip ID', 'Date', 'Truck', 'From', 'To', 'Wt. (t)', 'A. Wt. (t)', 'Rate'];
  const sum = (pick: (t: BillTripLine) => number | null) => bill.trips.reduce((total, t) => total + (pick(t) ?? 0), 0);
  const body: TableCell[][] = [
    [...headers, ...MONEY_COLUMNS.map((c) => c.header)].map((header, index) => ({
      text: header,
      style: 'th',
      alignment: index < 5 ? 'left' : 'right',
    })),
    ...bill.trips.map((t): TableCell[] => [
      // Stryker disable BooleanLiteral: equivalent, every value a bill holds fits its column (T and 6 digits,
      // dd/mm/yyyy, a 10-character plate): noWrap guards the row against a longer one
      { text: t.tripId, noWrap: true },
      { text: formatDisplayDate(t.date), noWrap: true },
      { text: t.truckNo, noWrap: true },
      // Stryker restore BooleanLiteral
      t.from,
      t.to,
      right(t.weightKg === null ? '' : tons(t.weightKg)),
      right(t.actualWeightKg === null ? '' : tons(t.actualWeightKg)),
      right(plain(t.ratePaise)),
      ...MONEY_COLUMNS.map((c) => right(plain(t[c.key]))),
    ]),
    [
      { text: 'Total', bold: true, colSpan: 5 },
      // Stryker disable next-line StringLiteral: equivalent, pdfmake prints nothing of the cells under a colSpan
      ...['', '', '', ''],
      right(tons(sum((t) => t.weightKg)), { bold: true }),
      right(bill.trips.some((t) => t.actualWeightKg !== null) ? tons(sum((t) => t.actualWeightKg)) : '', {
        bold: true,
      }),
      '',
      ...MONEY_COLUMNS.map((c) => right(plain(sum((t) => t[c.key])), { bold: true })),
    ],
  ];
  const summary = billLines(totals, bill.remarks);
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [24, 28, 24, 36],
    info: {
      title: `${bill.billId} revision ${bill.revision}`,
      author: business.companyName,
      creator: 'FreightDesk',
      producer: 'FreightDesk',
      creationDate: new Date(bill.createdAt),
      modDate: new Date(bill.createdAt),
    },
    defaultStyle: { fontSize: 8 },
    styles: {
      company: { fontSize: 14, bold: true },
      title: { fontSize: 13, bold: true },
      label: { color: '#555555', fontSize: 7 },
      th: { bold: true, fillColor: '#e8eef7' },
      final: { fontSize: 11, bold: true },
      rule: { fontSize: 7, color: '#333333' },
    },
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 10, 0, 0],
    }),
    content: [
      heading,
      vendorBlock,
      {
        table: {
          headerRows: 1,
          dontBreakRows: true,
          widths: [30, 44, 50, '*', '*', 30, 32, 38, ...MONEY_COLUMNS.map((c) => c.width)],
          body,
        },
        fontSize: 7,
        layout: {
          hLineWidth: (i, node) => (i === 0 || i === 1 || i >= node.table.body.length - 1 ? 1 : 0.5),
          vLineWidth: () => 0,
          // Stryker disable next-line StringLiteral: equivalent, pdfmake draws an empty colour black (the reprint test's bytes)
          hLineColor: (i) => (i === 1 ? '#000000' : '#aaaaaa'),
          paddingLeft: () => 2,
          paddingRight: () => 2,
        },
      },
      { text: TRIP_AMOUNT_RULE, style: 'rule', margin: [0, 4, 0, 0] },
      { text: TDS_RULE, style: 'rule' },
      {
        margin: [0, 10, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 'auto',
            table: {
              body: [
                ...summary.map(({ label, paise }) => [label, { text: rupees(paise), alignment: 'right' as const }]),
                [
                  { text: BILL_FINAL_LABEL, style: 'final' },
                  { text: rupees(totals.finalPaise), style: 'final', alignment: 'right' },
                ],
              ],
            },
            layout: 'noBorders',
          },
        ],
      },
      { text: amountInWords(totals.finalPaise), italics: true, margin: [0, 6, 0, 0] },
    ],
  };
}
