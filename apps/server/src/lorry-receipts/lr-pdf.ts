import {
  type BusinessSettings,
  FREIGHT_TERMS_LABELS,
  formatDisplayDate,
  formatRupees,
  formatTons,
  fromPaise,
  localTime,
  lrBillingParty,
  lrPrintsFreight,
} from '@freightdesk/domain';
import type { Column, Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import type { CustomerTable } from '../db/schema.ts';
import { letterhead } from '../pdf/letterhead.ts';
import { renderPdf } from '../pdf/render-pdf.ts';
import { chargedKg } from './lr.mapper.ts';
import type { LrView } from './lr.repository.ts';

/** The copies printed on one A4 sheet each: the consignor keeps one, the consignee takes one, the driver carries one. */
export const LR_COPIES = ['Consignor copy', 'Consignee copy', 'Driver copy'] as const;

export const REVERSE_CHARGE_LINE = 'GST payable by the recipient under reverse charge';

/** What an LR's PDF prints: the LR with its trip, both parties in full, and the customer's freight (null: none). */
export interface LrDocument {
  business: BusinessSettings;
  lr: LrView;
  consignor: CustomerTable;
  consignee: CustomerTable;
  freightPaise: number | null;
}

const joined = (...parts: string[]) => parts.filter(Boolean).join('   ');
const labelled = (label: string, value: string) => (value ? `${label}: ${value}` : '');
const tons = (kg: number | null) => (kg === null ? '' : `${formatTons(kg / 1000)} t`);

/** A moment as the office reads it: its day and time in India. */
const officeMoment = (iso: string) => `${formatDisplayDate(iso)} ${localTime(iso).slice(0, 5)}`;

function partyBlock(label: string, customer: CustomerTable): Column {
  return {
    width: '*',
    stack: [
      { text: label, color: '#555555', fontSize: 8 },
      { text: customer.name, bold: true },
      customer.address,
      joined(customer.state, customer.pin),
      joined(labelled('GSTIN', customer.gstin ?? ''), labelled('PAN', customer.pan)),
      labelled('Phone', customer.phone),
    ].filter((part) => part !== ''),
  };
}

const cell = (label: string, value: string): TableCell => ({
  stack: [
    { text: label, color: '#555555', fontSize: 8 },
    { text: value || '-', bold: true },
  ],
});

function details({ lr, freightPaise }: LrDocument): TableCell[][] {
  const invoiceValue = lr.invoice_value_paise === null ? '' : formatRupees(fromPaise(lr.invoice_value_paise));
  const freight =
    lrPrintsFreight(lr.freight_terms) && freightPaise !== null ? formatRupees(fromPaise(freightPaise)) : '';
  return [
    [cell('From', lr.destination_from), cell('To', lr.destination_to), cell('Trip', lr.trip_id)],
    [cell('Truck', lr.truck_no), cell('Driver', lr.driver_name), cell('Trip date', formatDisplayDate(lr.trip_date))],
    [cell('Goods', lr.goods), cell('Packages', String(lr.packages)), cell('Packing', lr.packing)],
    [
      cell('Charged weight', tons(chargedKg(lr))),
      cell('Invoice no', lr.invoice_no),
      cell('Invoice value', invoiceValue),
    ],
    [
      cell('E-way bill no', lr.eway_bill_no),
      cell('E-way bill valid until', lr.eway_valid_until === null ? '' : officeMoment(lr.eway_valid_until)),
      cell('Freight terms', FREIGHT_TERMS_LABELS[lr.freight_terms]),
    ],
    [cell('Freight', freight), { text: '', colSpan: 2 }, {}],
  ];
}

function copyOf(document: LrDocument, copy: string, first: boolean): Content[] {
  const { business, lr, consignor, consignee } = document;
  const payer = lrBillingParty(lr.freight_terms) === 'consignee' ? consignee : consignor;
  const cancelled: Content[] =
    lr.status === 'Cancelled'
      ? [{ text: `CANCELLED: ${lr.cancel_reason}`, color: '#b00020', bold: true, fontSize: 16, margin: [0, 8, 0, 0] }]
      : [];
  return [
    {
      ...(first ? {} : { pageBreak: 'before' as const }),
      stack: [letterhead(business, 'Lorry Receipt', [lr.lr_no, `Date: ${formatDisplayDate(lr.lr_date)}`, copy])],
    },
    ...cancelled,
    { margin: [0, 12, 0, 8], columns: [partyBlock('Consignor', consignor), partyBlock('Consignee', consignee)] },
    { table: { widths: ['*', '*', '*'], dontBreakRows: true, body: details(document) } },
    ...(payer.reverse_charge === 1 ? [{ text: REVERSE_CHARGE_LINE, bold: true, margin: [0, 8, 0, 0] } as Content] : []),
    {
      margin: [0, 36, 0, 0],
      columns: [
        { text: 'Received the goods as described above', fontSize: 8 },
        { text: `For ${business.companyName}`, alignment: 'right', fontSize: 8 },
      ],
    },
  ];
}

/** LR-<number>.pdf: three copies of one lorry receipt, a page each. */
export function lrDocument(document: LrDocument): TDocumentDefinitions {
  return {
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 40],
    info: {
      title: `Lorry receipt ${document.lr.lr_no}`,
      author: document.business.companyName,
      creator: 'FreightDesk',
    },
    defaultStyle: { fontSize: 10 },
    content: LR_COPIES.flatMap((copy, i) => copyOf(document, copy, i === 0)),
  };
}

export function renderLrPdf(document: LrDocument): Promise<Buffer> {
  return renderPdf(lrDocument(document));
}

/** LR/2026-27/000123 -> LR-2026-27-000123.pdf */
export const lrFileName = (lrNo: string) => `${lrNo.replaceAll('/', '-')}.pdf`;
