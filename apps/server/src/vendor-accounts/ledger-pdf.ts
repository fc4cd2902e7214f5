import { LEDGER_KIND_LABELS, LEDGER_MESSAGES, closingStatement, formatDisplayDate, toPaise } from '@freightdesk/domain';
import type { TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead, vendorBlock } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import type { LedgerDocument } from './ledger-document.ts';
import { headingRow, money, note, right } from './pdf-cells.ts';

/** A debit or credit column: blank where the line has none. */
const amount = (rupees: number) => right(rupees === 0 ? '' : money(rupees));

/**
 * Ledger-<vendor>-<from>-<to>.pdf: opening balance, each bill, revision, cancellation, payment and reversal (with its
 * mode and reference), the period's totals, the closing balance and what it means; cash lines above the day's limit
 * end their kind with ' *', explained under the table.
 */
export function ledgerDocument({ business, vendor, startDate, endDate, ledger }: LedgerDocument): TDocumentDefinitions {
  const balanceRow = (label: string, date: string, balance: number): TableCell[] => [
    { text: formatDisplayDate(date), bold: true },
    { text: label, bold: true, colSpan: 5 },
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    right(money(balance), true),
  ];
  const body: TableCell[][] = [
    headingRow(['Date', 'Kind', 'Ref', 'Mode / reference', 'Debit', 'Credit', 'Balance'], 4),
    balanceRow('Opening balance', startDate, ledger.opening),
    ...ledger.entries.map((entry): TableCell[] => [
      // Stryker disable next-line BooleanLiteral: equivalent, dd/mm/yyyy has no break opportunity, so it never wraps
      { text: formatDisplayDate(entry.date), noWrap: true },
      { text: `${LEDGER_KIND_LABELS[entry.kind]}${entry.cashAboveLimit ? ' *' : ''}`, bold: entry.cashAboveLimit },
      entry.ref,
      // Stryker disable next-line MethodExpression: equivalent, a null or '' joined adds only a space, printed as nothing
      [entry.mode, entry.reference].filter(Boolean).join(' '),
      amount(entry.debit),
      amount(entry.credit),
      right(money(entry.balance)),
    ]),
    [
      '',
      { text: 'Total', bold: true, colSpan: 3 },
      // Stryker disable next-line StringLiteral: equivalent, a cell under Total's colSpan is not printed
      '',
      // Stryker disable next-line StringLiteral: equivalent, a cell under Total's colSpan is not printed
      '',
      right(money(ledger.totals.debit), true),
      right(money(ledger.totals.credit), true),
      '',
    ],
    balanceRow('Closing balance', endDate, ledger.closing),
  ];
  const marked = ledger.entries.some((entry) => entry.cashAboveLimit);
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
        table: { headerRows: 1, dontBreakRows: true, widths: [52, 62, '*', 84, 62, 62, 68], body },
        layout: 'lightHorizontalLines',
      },
      {
        text: closingStatement(vendor.company_name, toPaise(ledger.closing)),
        bold: true,
        margin: [0, 8, 0, 0],
      },
      ...(marked ? [note(LEDGER_MESSAGES.cashAboveLimitNote.replace('{vendor}', vendor.company_name), true)] : []),
      note(
        'A bill is credited at the amount it was issued with, on its day; a revision credits or debits its difference ' +
          'on the day it was issued; a cancellation debits what was still owed; payments are debited.',
      ),
    ],
  };
}

export function renderLedgerPdf(document: LedgerDocument): Promise<Buffer> {
  return renderPdf(ledgerDocument(document));
}
