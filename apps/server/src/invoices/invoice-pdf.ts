import {
  type BillLine,
  type BusinessSettings,
  type CreditNote,
  type Invoice,
  type InvoiceLine,
  REVERSE_CHARGE_NOTE,
  formatAmount,
  formatDisplayDate,
  formatRupees,
  formatTons,
  fromPaise,
  gstLines,
  toBasisPoints,
  toPaise,
} from '@freightdesk/domain';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';

/** The customer as the invoice addresses it: the customer master's name, GSTIN, address and state. */
export interface InvoiceParty {
  name: string;
  gstin: string;
  address: string;
  state: string;
}

export interface InvoiceDocument {
  business: BusinessSettings;
  invoice: Invoice;
  customer: InvoiceParty;
}

/** A credit note prints the invoice it reduces: its number, date and the lines it credits. */
export interface CreditNoteDocument {
  business: BusinessSettings;
  creditNote: CreditNote;
  invoice: Invoice;
  customer: InvoiceParty;
}

/** The service code a GST invoice for road freight must carry. */
export const GTA_SAC_LINE = 'SAC 996511 (goods transport agency services)';

/** How the figures were reached, so the customer can check them by eye (as bills state their row rule). */
export const INVOICE_RULE =
  'Freight = charged weight × rate, rounded to the rupee; GST on the taxable value, each tax rounded to the paisa.';

export const CANCELLED_MARK = 'CANCELLED';

const labelled = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const joined = (...parts: string[]) => parts.filter(Boolean).join('   ');
const sumPaise = (amounts: number[]) => amounts.reduce((sum, rupees) => sum + toPaise(rupees), 0);

/**
 * The tax lines of a document's GST, worded as bills word them (via gstLines): none under reverse charge, IGST when
 * the supply crossed states, else CGST and SGST at half the rate each.
 */
function taxLines(gst: Invoice['gst']): BillLine[] {
  if (gst.mode === 'reverse') return [];
  return gstLines({
    kind: gst.igst > 0 ? 'igst' : 'cgst_sgst',
    rateBasisPoints: toBasisPoints(gst.rate),
    cgst: toPaise(gst.cgst),
    sgst: toPaise(gst.sgst),
    igst: toPaise(gst.igst),
  });
}

function partyBlock(label: string, party: InvoiceParty): Content {
  return {
    margin: [0, 12, 0, 4],
    stack: [
      { text: label, color: '#555555', fontSize: 8 },
      { text: party.name, bold: true },
      party.address,
      party.state,
      labelled('GSTIN', party.gstin),
      labelled('Place of supply', party.state),
    ].filter((part) => part !== ''),
  };
}

const right = (text: string, style: { bold?: boolean; fontSize?: number } = {}) => ({
  text,
  alignment: 'right' as const,
  noWrap: true,
  ...style,
});
const HEADERS = ['#', 'LR No', 'Trip', 'Truck', 'From -> To', 'Weight (t)', 'Rate (₹/t)', 'Freight (₹)'];

/** The lorry receipts' table with its totals row; the header row repeats on every page of a long invoice. */
function linesTable(lines: InvoiceLine[]): Content {
  // Sums in whole kilograms and paise, so 500 lines add up without floating-point drift.
  const totalKg = lines.reduce((sum, line) => sum + Math.round(line.weight * 1000), 0);
  const body: TableCell[][] = [
    HEADERS.map((header, index) => ({
      text: header,
      bold: true,
      fillColor: '#e8eef7',
      alignment: index < 5 ? 'left' : 'right',
    })),
    ...lines.map((line, index): TableCell[] => [
      String(index + 1),
      { text: line.lrNo, noWrap: true },
      { text: line.tripId, noWrap: true },
      { text: line.truck, noWrap: true },
      `${line.from} -> ${line.to}`,
      right(formatTons(line.weight)),
      right(formatAmount(line.rate)),
      right(formatAmount(line.freight)),
    ]),
    [
      { text: 'Total', bold: true, colSpan: 5 },
      '',
      '',
      '',
      '',
      right(formatTons(totalKg / 1000), { bold: true }),
      '',
      right(formatAmount(fromPaise(sumPaise(lines.map((line) => line.freight)))), { bold: true }),
    ],
  ];
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [16, 'auto', 'auto', 'auto', '*', 44, 50, 58], body },
    fontSize: 8,
    layout: 'lightHorizontalLines',
  };
}

/** The summary at the right under the table, then the total in words and, under reverse charge, who pays the GST. */
function summary(rows: BillLine[], document: Pick<Invoice, 'gst' | 'total' | 'totalInWords'>): Content[] {
  const bold = { bold: true, fontSize: 11 };
  return [
    {
      margin: [0, 10, 0, 0],
      columns: [
        { width: '*', text: '' },
        {
          width: 'auto',
          layout: 'noBorders',
          table: {
            body: [
              ...rows.map(({ label, paise }): TableCell[] => [label, right(formatRupees(fromPaise(paise)))]),
              [{ text: 'Total', ...bold }, right(formatRupees(document.total), bold)],
            ],
          },
        },
      ],
    },
    { text: document.totalInWords, italics: true, margin: [0, 6, 0, 0] },
    ...(document.gst.mode === 'reverse'
      ? [{ text: REVERSE_CHARGE_NOTE, bold: true, margin: [0, 6, 0, 0] } as Content]
      : []),
  ];
}

const ruleNote: Content = { text: INVOICE_RULE, fontSize: 7, color: '#333333', margin: [0, 4, 0, 0] };

/** The A4 frame both documents share; a cancelled invoice carries a large mark across every page. */
function pdfDocument(title: string, day: string, business: BusinessSettings, content: Content[], cancelled = false) {
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: {
      title,
      author: business.companyName,
      creator: 'FreightDesk',
      producer: 'FreightDesk',
      // Dated by the document, not the clock, so a reprint gives the same bytes.
      creationDate: new Date(day),
      modDate: new Date(day),
    },
    defaultStyle: { fontSize: 10 },
    footer: (page, pages) => ({ text: `Page ${page} of ${pages}`, alignment: 'center', fontSize: 7 }),
    content,
  };
  if (cancelled) definition.watermark = { text: CANCELLED_MARK, color: '#b00020', opacity: 0.15, bold: true };
  return definition;
}

/** A GST tax invoice for the freight of delivered lorry receipts. */
export function invoiceDocument({ business, invoice, customer }: InvoiceDocument): TDocumentDefinitions {
  const cancelled = invoice.status === 'Cancelled';
  const freightPaise = sumPaise(invoice.lines.map((line) => line.freight));
  const rows: BillLine[] = [
    { label: 'Freight', paise: freightPaise },
    ...invoice.extraCharges.map((charge) => ({ label: charge.text, paise: toPaise(charge.amount) })),
    { label: 'Taxable value', paise: toPaise(invoice.taxable) },
    ...taxLines(invoice.gst),
  ];
  const payTo = joined(business.bankName, labelled('A/c', business.bankAccount), labelled('IFSC', business.ifscCode));
  return pdfDocument(
    `Invoice ${invoice.invoiceNo}`,
    invoice.date,
    business,
    [
      letterhead(business, 'TAX INVOICE', [
        `Invoice No: ${invoice.invoiceNo}`,
        `Date: ${formatDisplayDate(invoice.date)}`,
        `Due date: ${formatDisplayDate(invoice.dueDate)}`,
      ]),
      ...(cancelled ? [{ text: CANCELLED_MARK, color: '#b00020', bold: true, fontSize: 16 } as Content] : []),
      partyBlock('Bill to', customer),
      { text: GTA_SAC_LINE, fontSize: 8, margin: [0, 0, 0, 8] },
      linesTable(invoice.lines),
      ruleNote,
      ...summary(rows, invoice),
      ...(payTo ? [{ text: `Pay to: ${payTo}`, margin: [0, 10, 0, 0] } as Content] : []),
    ],
    cancelled,
  );
}

/** A credit note against an invoice: the lines it credits and their GST, as the invoice charged them. */
export function creditNoteDocument({
  business,
  creditNote,
  invoice,
  customer,
}: CreditNoteDocument): TDocumentDefinitions {
  const credited = new Set(creditNote.lrNos);
  const lines = invoice.lines.filter((line) => credited.has(line.lrNo));
  const freightPaise = sumPaise(lines.map((line) => line.freight));
  const extrasPaise = sumPaise(invoice.extraCharges.map((charge) => charge.amount));
  // A note that cancels the invoice whole credits its extra charges too: list them so the figures add up by eye.
  const creditsExtras = extrasPaise > 0 && toPaise(creditNote.taxable) === freightPaise + extrasPaise;
  const rows: BillLine[] = [
    { label: 'Freight', paise: freightPaise },
    ...(creditsExtras
      ? invoice.extraCharges.map((charge) => ({ label: charge.text, paise: toPaise(charge.amount) }))
      : []),
    { label: 'Taxable value', paise: toPaise(creditNote.taxable) },
    ...taxLines(creditNote.gst),
  ];
  return pdfDocument(`Credit note ${creditNote.creditNoteNo}`, creditNote.date, business, [
    letterhead(business, 'CREDIT NOTE', [
      `Credit note No: ${creditNote.creditNoteNo}`,
      `Date: ${formatDisplayDate(creditNote.date)}`,
    ]),
    // On its own line, full width: in the facts column it would squeeze the office's details into wrapping.
    {
      text: `Against invoice ${invoice.invoiceNo} of ${formatDisplayDate(invoice.date)}`,
      bold: true,
      margin: [0, 8, 0, 0],
    },
    partyBlock('Customer', customer),
    { text: GTA_SAC_LINE, fontSize: 8 },
    { text: labelled('Reason', creditNote.reason), margin: [0, 4, 0, 8] },
    linesTable(lines),
    ruleNote,
    ...summary(rows, creditNote),
  ]);
}

export function renderInvoicePdf(document: InvoiceDocument): Promise<Buffer> {
  return renderPdf(invoiceDocument(document));
}

export function renderCreditNotePdf(document: CreditNoteDocument): Promise<Buffer> {
  return renderPdf(creditNoteDocument(document));
}

/** INV/2026-27/0001 -> INV-2026-27-0001.pdf */
export function invoiceFileName(invoiceNo: string): string {
  return `${invoiceNo.replaceAll('/', '-')}.pdf`;
}

/** CN/2026-27/0001 -> CN-2026-27-0001.pdf */
export function creditNoteFileName(creditNoteNo: string): string {
  return `${creditNoteNo.replaceAll('/', '-')}.pdf`;
}
