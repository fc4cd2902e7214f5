import { type BusinessSettings, amountInWords, formatDisplayDate, formatRupees, fromPaise } from '@freightdesk/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PaymentTable, VendorTable } from '../db/schema.ts';
import { letterhead, vendorBlock } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';

/** A bill the payment (or reversal) is against, as the books stood just after it was recorded. */
export interface AdviceBill {
  id: string;
  date: string;
  /** The bill's amount then. */
  billedPaise: number;
  /** What this payment put against it (a reversal: gave back). */
  amountPaise: number;
  /** What was still due on the bill after this payment. */
  balancePaise: number;
}

export interface PaymentAdvice {
  business: BusinessSettings;
  vendor: VendorTable;
  payment: PaymentTable;
  bills: readonly AdviceBill[];
  /** The reversal of this payment, when it has been reversed. */
  reversedBy?: { date: string; reason: string } | undefined;
}

const rupees = (paise: number) => formatRupees(fromPaise(paise));

const cell = (text: string, right = false) => ({ text, alignment: right ? ('right' as const) : ('left' as const) });

/** One line per bill: its number, day, amount, this payment's part and what was left due after it. */
function billsTable(bills: readonly AdviceBill[], reversal: boolean) {
  const headers = ['Bill', 'Bill date', 'Bill amount', reversal ? 'Reversed' : 'Paid', 'Balance due'];
  return {
    table: {
      headerRows: 1,
      widths: ['*', '*', '*', '*', '*'],
      body: [
        headers.map((header, i) => ({ ...cell(header, i > 1), bold: true, fillColor: '#e8eef7' })),
        ...bills.map((bill) => [
          cell(bill.id),
          cell(formatDisplayDate(bill.date)),
          cell(rupees(bill.billedPaise), true),
          cell(rupees(bill.amountPaise), true),
          cell(rupees(bill.balancePaise), true),
        ]),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/**
 * The advice sent to a vendor for one payment (or for its reversal): the same bytes every time, until the payment is
 * reversed, when it says so.
 */
export function paymentAdviceDocument({
  business,
  vendor,
  payment,
  bills,
  reversedBy,
}: PaymentAdvice): TDocumentDefinitions {
  const reversal = payment.reverses !== null;
  const title = reversal ? `Reversal of payment ${payment.reverses ?? ''}` : 'Payment advice';
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    info: {
      title: `Payment advice ${payment.id}`,
      author: business.companyName,
      creator: 'FreightDesk',
      producer: 'FreightDesk',
      creationDate: new Date(payment.created_at),
      modDate: new Date(payment.created_at),
    },
    defaultStyle: { fontSize: 10 },
    content: [
      letterhead(business, title, [`No. ${payment.id}`, `Date: ${formatDisplayDate(payment.date)}`]),
      ...(reversedBy
        ? [
            {
              text: `REVERSED on ${formatDisplayDate(reversedBy.date)}: ${reversedBy.reason}`,
              bold: true,
              color: '#b00020',
              margin: [0, 0, 0, 10] as [number, number, number, number],
            },
          ]
        : []),
      vendorBlock(reversal ? 'Reversed for' : 'Paid to', vendor),
      billsTable(bills, reversal),
      {
        margin: [0, 14, 0, 0],
        stack: [
          { text: `Amount: ${rupees(payment.amount_paise)}`, fontSize: 12, bold: true },
          { text: amountInWords(payment.amount_paise), italics: true },
          `Mode: ${payment.mode}${payment.reference ? `   Reference: ${payment.reference}` : ''}`,
          ...(payment.note ? [`Note: ${payment.note}`] : []),
          ...(reversal ? [`Reason: ${payment.reason}`] : []),
        ],
      },
    ],
  };
}

export function renderPaymentAdvice(advice: PaymentAdvice): Promise<Buffer> {
  return renderPdf(paymentAdviceDocument(advice));
}
