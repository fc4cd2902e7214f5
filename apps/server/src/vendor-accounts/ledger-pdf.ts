import { formatDisplayDate } from '@freightdesk/domain';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead, vendorBlock } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { KIND_LABELS, type LedgerDocument } from './ledger-document.ts';

const money = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const right = (text: string, bold = false): TableCell => ({ text, alignment: 'right', noWrap: true, bold });
/** A debit or credit column: blank where the line has none. */
const amount = (rupees: number) => right(rupees === 0 ? '' : money.format(rupees));

/** Ledger-<vendor>-<from>-<to>.pdf: opening balance, each bill, payment and reversal, closing balance. */
export function ledgerDocument({ business, vendor, startDate, endDate, ledger }: LedgerDocument): TDocumentDefinitions {
  const balanceRow = (label: string, date: string, balance: number): TableCell[] => [
    { text: formatDisplayDate(date), bold: true },
    { text: label, bold: true, colSpan: 4 },
    '',
    '',
    '',
    right(money.format(balance), true),
  ];
  const body: TableCell[][] = [
    ['Date', 'Kind', 'Ref', 'Debit', 'Credit', 'Balance'].map((header, i) => ({
      text: header,
      bold: true,
      fillColor: '#e8eef7',
      alignment: i < 3 ? 'left' : 'right',
    })),
    balanceRow('Opening balance', startDate, ledger.opening),
    ...ledger.entries.map((entry): TableCell[] => [
      { text: formatDisplayDate(entry.date), noWrap: true },
      KIND_LABELS[entry.kind],
      entry.ref,
      amount(entry.debit),
      amount(entry.credit),
      right(money.format(entry.balance)),
    ]),
    balanceRow('Closing balance', endDate, ledger.closing),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: `Ledger ${vendor.company_name}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead(business, 'Vendor ledger', [`${formatDisplayDate(startDate)} to ${formatDisplayDate(endDate)}`]),
      vendorBlock('Vendor', vendor),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [58, 50, '*', 70, 70, 76], body },
        layout: 'lightHorizontalLines',
      },
      {
        text: 'Bills are credited to the vendor at their current amount on the day first issued; payments are debited.',
        fontSize: 7,
        color: '#555555',
        margin: [0, 6, 0, 0],
      },
    ],
  };
}

export function renderLedgerPdf(document: LedgerDocument): Promise<Buffer> {
  return renderPdf(ledgerDocument(document));
}
