import { type CreditNote, type Invoice, type InvoiceLine, REVERSE_CHARGE_NOTE } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { BUSINESS_SETTINGS } from '../test/master-data.ts';
import { pdfText } from '../test/pdf-text.ts';
import {
  type InvoiceParty,
  creditNoteFileName,
  invoiceFileName,
  renderCreditNotePdf,
  renderInvoicePdf,
} from './invoice-pdf.ts';

// The office (BUSINESS_SETTINGS) is in Maharashtra: Deccan Cements is in the same state, Bengaluru Builders is not.
const DECCAN: InvoiceParty = {
  name: 'Deccan Cements',
  gstin: '27AAACD1234E1Z1',
  address: 'Plot 12, Chakan MIDC',
  state: 'Maharashtra',
};
const BUILDERS: InvoiceParty = { name: 'Bengaluru Builders', gstin: '', address: '45 Hosur Road', state: 'Karnataka' };

const line = (lrNo: string, tripId: string, weight: number, rate: number, freight: number): InvoiceLine => ({
  lrNo,
  tripId,
  truck: 'MH12AB1234',
  from: 'Pune',
  to: 'Mumbai',
  weight,
  rate,
  freight,
  creditNoteNo: null,
});

// Worked by hand: 18.25 t x ₹1,250.50 = ₹22,821.625, rounded to ₹22,822; 10 t x ₹1,400 = ₹14,000;
// 8.5 t x ₹1,200 = ₹10,200. Freight ₹47,022 on 36.75 t, plus ₹2,488.50 loading: taxable ₹49,510.50.
const LINES = [
  line('LR/2026-27/000101', 'T000501', 18.25, 1250.5, 22_822),
  line('LR/2026-27/000102', 'T000502', 10, 1400, 14_000),
  line('LR/2026-27/000103', 'T000503', 8.5, 1200, 10_200),
];

// 12% forward within the state: CGST 6% of ₹49,510.50 = ₹2,970.63, SGST the same; total ₹55,451.76.
const FORWARD: Invoice = {
  invoiceNo: 'INV/2026-27/0001',
  date: '2026-11-30',
  dueDate: '2026-12-30',
  customer: DECCAN.name,
  lines: LINES,
  extraCharges: [{ text: 'Loading charges', amount: 2488.5 }],
  taxable: 49_510.5,
  gst: { mode: 'forward', rate: 12, cgst: 2970.63, sgst: 2970.63, igst: 0 },
  total: 55_451.76,
  totalInWords: 'Rupees Fifty Five Thousand Four Hundred Fifty One and Seventy Six Paise Only',
  credited: 0,
  received: 0,
  balance: 55_451.76,
  status: 'Unpaid',
  createdBy: 'office',
};

// 12% forward across states: IGST 12% of ₹49,510.50 = ₹5,941.26; the total is the same ₹55,451.76.
const ACROSS: Invoice = {
  ...FORWARD,
  invoiceNo: 'INV/2026-27/0002',
  customer: BUILDERS.name,
  gst: { mode: 'forward', rate: 12, cgst: 0, sgst: 0, igst: 5941.26 },
};

// Reverse charge: the customer pays the GST to the government, so the total is the taxable value.
const REVERSE: Invoice = {
  ...FORWARD,
  invoiceNo: 'INV/2026-27/0003',
  gst: { mode: 'reverse', rate: 0, cgst: 0, sgst: 0, igst: 0 },
  total: 49_510.5,
  totalInWords: 'Rupees Forty Nine Thousand Five Hundred Ten and Fifty Paise Only',
  balance: 49_510.5,
};

const invoiceText = async (invoice: Invoice, customer = DECCAN) =>
  pdfText(await renderInvoicePdf({ business: BUSINESS_SETTINGS, invoice, customer }));

describe('invoice PDF', () => {
  it('prints a forward-charge invoice within the state with CGST and SGST', async () => {
    const text = await invoiceText(FORWARD);
    for (const printed of [
      BUSINESS_SETTINGS.companyName,
      `GSTIN: ${BUSINESS_SETTINGS.gstin}`,
      `PAN: ${BUSINESS_SETTINGS.pan}`,
      'TAX INVOICE',
      'Invoice No: INV/2026-27/0001',
      'Date: 30/11/2026',
      'Due date: 30/12/2026',
      'SAC 996511 (goods transport agency services)',
      'Bill to',
      'Deccan Cements',
      'Plot 12, Chakan MIDC',
      'GSTIN: 27AAACD1234E1Z1',
      'Place of supply: Maharashtra',
      ...LINES.map((l) => l.lrNo),
      'Pune -> Mumbai',
      '18.25',
      '1,250.50',
      '22,822.00',
      '36.75',
      '47,022.00',
      'Loading charges',
      '₹2,488.50',
      'Taxable value',
      '₹49,510.50',
      'CGST @ 6%',
      'SGST @ 6%',
      '₹2,970.63',
      '₹55,451.76',
      FORWARD.totalInWords,
      'Freight = charged weight × rate, rounded to the rupee',
      'Pay to: Canara Bank',
      'A/c: 1234567890',
      'IFSC: CNRB0001234',
    ]) {
      expect(text, printed).toContain(printed);
    }
    expect(text).not.toContain('IGST');
    expect(text).not.toContain(REVERSE_CHARGE_NOTE);
    expect(text).not.toContain('CANCELLED');
  });

  it('prints IGST across states, and no GSTIN line for a customer without one', async () => {
    const text = await invoiceText(ACROSS, BUILDERS);
    expect(text).toContain('Bengaluru Builders');
    expect(text).toContain('Place of supply: Karnataka');
    expect(text).toContain('IGST @ 12%');
    expect(text).toContain('₹5,941.26');
    expect(text).toContain('₹55,451.76');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    // The office's own GSTIN is printed; the customer has none.
    expect(text.match(/GSTIN/g)).toHaveLength(1);
  });

  it('prints no tax line under reverse charge, and says who pays the GST', async () => {
    const text = await invoiceText(REVERSE);
    expect(text).toContain(REVERSE_CHARGE_NOTE);
    expect(text).toContain('₹49,510.50');
    expect(text).toContain(REVERSE.totalInWords);
    expect(text).not.toMatch(/[CSI]GST @/);
  });

  it('marks a cancelled invoice', async () => {
    expect(await invoiceText({ ...FORWARD, status: 'Cancelled' })).toContain('CANCELLED');
  });

  it('prints 500 lorry receipts over several pages, the table header on each', async () => {
    // 500 lines of 10 t x ₹1,000 = ₹10,000: freight ₹50,00,000 on 5,000 t.
    const lines = Array.from({ length: 500 }, (_, i) =>
      line(`LR/2026-27/${String(i + 1).padStart(6, '0')}`, `T${i + 1}`, 10, 1000, 10_000),
    );
    const text = await invoiceText({ ...REVERSE, lines, taxable: 5_000_000, total: 5_000_000 });
    for (const { lrNo } of lines) expect(text, lrNo).toContain(lrNo);
    expect(text).toContain('50,00,000.00');
    expect(text).toContain('5,000');
    const pages = text.split(/-- \d+ of \d+ --/).filter((page) => page.trim());
    // The summary may start a page of its own; every page that carries lines carries the header too.
    const withLines = pages.filter((page) => page.includes('LR/2026-27/'));
    expect(withLines.length).toBeGreaterThan(5);
    for (const page of withLines) expect(page).toContain('Freight (₹)');
    expect(text).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('names its files without slashes', () => {
    expect(invoiceFileName('INV/2026-27/0001')).toBe('INV-2026-27-0001.pdf');
    expect(creditNoteFileName('CN/2026-27/0001')).toBe('CN-2026-27-0001.pdf');
  });
});

describe('credit note PDF', () => {
  // Credits the second and third lines: ₹14,000 + ₹10,200 = ₹24,200; CGST 6% = ₹1,452.00, SGST the same;
  // total ₹27,104.00.
  const partial: CreditNote = {
    creditNoteNo: 'CN/2026-27/0001',
    invoiceNo: FORWARD.invoiceNo,
    date: '2026-12-05',
    customer: DECCAN.name,
    reason: 'Two loads short delivered',
    lrNos: ['LR/2026-27/000102', 'LR/2026-27/000103'],
    taxable: 24_200,
    gst: { mode: 'forward', rate: 12, cgst: 1452, sgst: 1452, igst: 0 },
    total: 27_104,
    totalInWords: 'Rupees Twenty Seven Thousand One Hundred Four Only',
    createdBy: 'office',
  };

  const creditText = async (creditNote: CreditNote, invoice: Invoice) =>
    pdfText(await renderCreditNotePdf({ business: BUSINESS_SETTINGS, creditNote, invoice, customer: DECCAN }));

  it('prints the credited lines only, taxed as the invoice was', async () => {
    const text = await creditText(partial, FORWARD);
    for (const printed of [
      'CREDIT NOTE',
      'Credit note No: CN/2026-27/0001',
      'Date: 05/12/2026',
      'Against invoice INV/2026-27/0001 of 30/11/2026',
      'Deccan Cements',
      'GSTIN: 27AAACD1234E1Z1',
      'Reason: Two loads short delivered',
      'LR/2026-27/000102',
      'LR/2026-27/000103',
      '24,200.00',
      '₹24,200.00',
      'CGST @ 6%',
      'SGST @ 6%',
      '₹1,452.00',
      '₹27,104.00',
      partial.totalInWords,
    ]) {
      expect(text, printed).toContain(printed);
    }
    expect(text).not.toContain('LR/2026-27/000101');
    expect(text).not.toContain('Loading charges');
    expect(text).not.toContain(REVERSE_CHARGE_NOTE);
  });

  it('credits a reverse-charge invoice whole, its extra charge included, with the reverse-charge note', async () => {
    const whole: CreditNote = {
      ...partial,
      invoiceNo: REVERSE.invoiceNo,
      lrNos: LINES.map((l) => l.lrNo),
      taxable: 49_510.5,
      gst: REVERSE.gst,
      total: 49_510.5,
      totalInWords: REVERSE.totalInWords,
    };
    const text = await creditText(whole, REVERSE);
    for (const { lrNo } of LINES) expect(text).toContain(lrNo);
    expect(text).toContain('Loading charges');
    expect(text).toContain('₹2,488.50');
    expect(text).toContain('₹49,510.50');
    expect(text).toContain(REVERSE_CHARGE_NOTE);
    expect(text).not.toMatch(/[CSI]GST @/);
  });
});
