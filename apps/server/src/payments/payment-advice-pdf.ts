import { type BusinessSettings, amountInWords, formatDisplayDate, formatRupees, fromPaise } from '@freightdesk/domain';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import type { PaymentTable, VendorTable } from '../db/schema.ts';
import { letterhead, vendorBlock } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';

export interface PaymentAdvice {
  business: BusinessSettings;
  vendor: VendorTable;
  payment: PaymentTable;
  bill: { id: string; date: string; finalPaise: number };
}

const rupees = (paise: number) => formatRupees(fromPaise(paise));

/** The advice sent to a vendor for one payment (or for its reversal): the same bytes every time. */
export function paymentAdviceDocument({ business, vendor, payment, bill }: PaymentAdvice): TDocumentDefinitions {
  const reversal = payment.reverses !== null;
  const title = reversal ? `Reversal of payment ${payment.reverses ?? ''}` : 'Payment advice';
  const cell = (text: string, right = false) => ({ text, alignment: right ? ('right' as const) : ('left' as const) });
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
      vendorBlock(reversal ? 'Reversed for' : 'Paid to', vendor),
      {
        table: {
          headerRows: 1,
          widths: ['*', '*', '*', '*'],
          body: [
            [
              cell('Bill'),
              cell('Bill date'),
              cell('Bill amount', true),
              cell(reversal ? 'Reversed' : 'Paid', true),
            ].map((header) => ({ ...header, bold: true, fillColor: '#e8eef7' })),
            [
              cell(bill.id),
              cell(formatDisplayDate(bill.date)),
              cell(rupees(bill.finalPaise), true),
              cell(rupees(payment.amount_paise), true),
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
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
