import { amountInWords, formatDisplayDate, formatRupees, fromBasisPoints, fromPaise } from '@freightdesk/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { BillSnapshot } from './bill-snapshot.ts';

const rupees = (paise: number) => formatRupees(fromPaise(paise));
// One formatter each: toLocaleString with options builds a new one per call (a tenth of a 200-trip bill's time).
const plainFormat = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
// Stryker disable next-line ObjectLiteral: equivalent, 3 is Intl's default maximumFractionDigits (said for the reader)
const tonsFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const plain = (paise: number) => plainFormat.format(fromPaise(paise));
const tons = (kg: number | null) => (kg === null ? '' : tonsFormat.format(kg / 1000));
const line = (label: string, value: string) => (value ? `${label}: ${value}` : '');

const HEADERS = [
  'Trip ID',
  'Date',
  'Truck',
  'From',
  'To',
  'Wt. (t)',
  'A. Wt. (t)',
  'Rate',
  'Freight',
  'TDS',
  'Short',
  'Diesel',
  'Advance',
  'Toll',
  'Amount',
];

/**
 * Layout 1: bills issued before layouts were kept (revision numbers from 1, Adblue and Greasing not printed).
 * Frozen: those bills are documents vendors hold, rebuilt from their snapshots byte for byte (bill-upgrade.test.ts).
 */
export function billDocumentLayout1(bill: BillSnapshot): TDocumentDefinitions {
  const { business, vendor, totals } = bill;
  const taxes = totals.taxes;
  const gstRate = fromBasisPoints(taxes.rateBasisPoints);
  const taxLines: [string, number][] =
    taxes.kind === 'cgst_sgst'
      ? [
          [`CGST @ ${gstRate / 2}%`, taxes.cgst],
          [`SGST @ ${gstRate / 2}%`, taxes.sgst],
        ]
      : taxes.kind === 'igst'
        ? [[`IGST @ ${gstRate}%`, taxes.igst]]
        : [];
  const title = bill.revision > 1 ? `Bill ${bill.billId} (Revision ${bill.revision})` : `Bill ${bill.billId}`;
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
          bill.revision > 1 ? `Revised: ${formatDisplayDate(bill.revisedOn)}` : '',
        ],
      },
    ],
  };
  const vendorBlock: Content = {
    margin: [0, 12, 0, 8],
    stack: [
      { text: 'Billed to', style: 'label' },
      { text: vendor.companyName, bold: true },
      [line('Owner', vendor.companyOwner), line('Mobile', vendor.mobile), line('Email', vendor.email)]
        .filter(Boolean)
        .join('   '),
      [line('GSTIN', vendor.gst), line('PAN', vendor.pan)].filter(Boolean).join('   '),
      [line('Bank', vendor.bankName), line('A/c', vendor.bankAccount), line('IFSC', vendor.ifscCode)]
        .filter(Boolean)
        .join('   '),
    ],
  };
  const body = [
    HEADERS.map((header) => ({ text: header, style: 'th' })),
    ...bill.trips.map((t) => [
      t.tripId,
      formatDisplayDate(t.date),
      t.truckNo,
      t.from,
      t.to,
      tons(t.weightKg),
      tons(t.actualWeightKg),
      plain(t.ratePaise),
      plain(t.freightPaise),
      plain(t.tdsPaise),
      plain(t.shortPaise),
      plain(t.dieselPaise),
      plain(t.advancePaise),
      plain(t.tollPaise),
      plain(t.amountPaise),
    ]),
  ];
  const summary: [string, string][] = [
    ['Trips total', rupees(totals.tripsPaise)],
    ...bill.remarks.map((r): [string, string] => [`Remark: ${r.text}`, rupees(Math.round(r.amount * 100))]),
    ...(taxLines.length > 0 ? [['Taxable value', rupees(totals.taxablePaise)] as [string, string]] : []),
    ...taxLines.map(([label, paise]): [string, string] => [label, rupees(paise)]),
  ];
  return {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [28, 28, 28, 36],
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
          widths: [34, 42, 52, '*', '*', 30, 30, 38, 46, 38, 36, 42, 42, 34, 50],
          body,
        },
        layout: 'lightHorizontalLines',
      },
      {
        margin: [0, 10, 0, 0],
        columns: [
          { width: '*', text: '' },
          {
            width: 'auto',
            table: {
              body: [
                ...summary.map(([label, value]) => [label, { text: value, alignment: 'right' as const }]),
                [
                  { text: 'Final amount', style: 'final' },
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
