import { CUSTOMER_LEDGER_KIND_LABELS, customerClosingStatement, formatDisplayDate, toPaise } from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CustomerTable } from '../db/schema.ts';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { headingRow, money, note, right } from '../vendor-accounts/pdf-cells.ts';
import type { CustomerLedgerDocument } from './customer-ledger-document.ts';

/** A debit or credit column: blank where the line has none. */
const amount = (rupees: number) => right(rupees === 0 ? '' : money(rupees));

const labelled = (label: string, value: string | null) => (value ? `${label}: ${value}` : '');

/** The customer under a label: name, address, state and PIN, GSTIN and PAN where kept. */
function customerBlock(customer: CustomerTable): Content {
  return {
    margin: [0, 12, 0, 8],
    stack: [
      { text: 'Customer', color: '#555555', fontSize: 8 },
      { text: customer.name, bold: true },
      customer.address,
      [customer.state, customer.pin].filter(Boolean).join(' - '),
      [labelled('GSTIN', customer.gstin), labelled('PAN', customer.pan)].filter(Boolean).join('   '),
    ].filter((part) => part !== ''),
  };
}

/**
 * Customer-ledger-<customer>-<from>-<to>.pdf: opening balance, each invoice, receipt, reversal and credit note, the
 * period's totals, the closing balance and what it means.
 */
export function customerLedgerDocument({
  business,
  customer,
  startDate,
  endDate,
  ledger,
}: CustomerLedgerDocument): TDocumentDefinitions {
  const balanceRow = (label: string, date: string, balance: number): TableCell[] => [
    { text: formatDisplayDate(date), bold: true },
    { text: label, bold: true, colSpan: 4 },
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    // Stryker disable next-line StringLiteral: equivalent, a cell under the label's colSpan is not printed
    '',
    right(money(balance), true),
  ];
  const body: TableCell[][] = [
    headingRow(['Date', 'Kind', 'Ref', 'Debit', 'Credit', 'Balance'], 3),
    balanceRow('Opening balance', startDate, ledger.opening),
    ...ledger.entries.map((entry): TableCell[] => [
      // Stryker disable next-line BooleanLiteral: equivalent, dd/mm/yyyy has no break opportunity, so it never wraps
      { text: formatDisplayDate(entry.date), noWrap: true },
      CUSTOMER_LEDGER_KIND_LABELS[entry.kind],
      entry.ref,
      amount(entry.debit),
      amount(entry.credit),
      right(money(entry.balance)),
    ]),
    [
      '',
      { text: 'Total', bold: true, colSpan: 2 },
      // Stryker disable next-line StringLiteral: equivalent, a cell under Total's colSpan is not printed
      '',
      right(money(ledger.totals.debit), true),
      right(money(ledger.totals.credit), true),
      '',
    ],
    balanceRow('Closing balance', endDate, ledger.closing),
  ];
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: { title: `Customer ledger ${customer.name}`, author: business.companyName, creator: 'FreightDesk' },
    defaultStyle: { fontSize: 9 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content: [
      letterhead(business, 'Customer ledger', [`${formatDisplayDate(startDate)} to ${formatDisplayDate(endDate)}`]),
      customerBlock(customer),
      {
        table: { headerRows: 1, dontBreakRows: true, widths: [52, 62, '*', 68, 68, 72], body },
        layout: 'lightHorizontalLines',
      },
      {
        text: customerClosingStatement(customer.name, toPaise(ledger.closing)),
        bold: true,
        margin: [0, 8, 0, 0],
      },
      note(
        'An invoice is debited at its total on its day; a credit note is credited at its total; a receipt is ' +
          'credited with what it settles, the money received and the TDS the customer deducted; a reversal debits ' +
          'that back on the day it was made.',
      ),
    ],
  };
}

export function renderCustomerLedgerPdf(document: CustomerLedgerDocument): Promise<Buffer> {
  return renderPdf(customerLedgerDocument(document));
}
