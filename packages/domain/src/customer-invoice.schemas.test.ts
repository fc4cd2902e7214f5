import { describe, expect, it } from 'vitest';
import {
  creditNoteRequestSchema,
  creditNoteSchema,
  forwardRateRequestSchema,
  forwardRateSchema,
  invoiceListQuerySchema,
  invoiceRequestSchema,
  invoiceSchema,
  invoiceSummarySchema,
} from './customer-invoice.schemas.ts';

const problems = (
  schema: { safeParse: (input: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  input: unknown,
) => schema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

const INVOICE = { customer: '  Konkan   Builders ', lrNos: [' lr/2026-27/000001', 'LR/2026-27/000002'] };

describe('invoiceRequestSchema', () => {
  it('reads the customer, the LR numbers in capitals, no date (today) and no extra charges', () => {
    expect(invoiceRequestSchema.parse(INVOICE)).toEqual({
      customer: 'Konkan Builders',
      lrNos: ['LR/2026-27/000001', 'LR/2026-27/000002'],
      extraCharges: [],
    });
  });

  it('reads extra charges typed as an office types amounts', () => {
    const invoice = invoiceRequestSchema.parse({
      ...INVOICE,
      date: '2026-11-27',
      extraCharges: [
        { text: 'loading', amount: '1,500' },
        { text: 'Detention (2 days)', amount: '₹ 750.50' },
      ],
    });
    expect(invoice.date).toBe('2026-11-27');
    expect(invoice.extraCharges).toEqual([
      { text: 'loading', amount: 1500 },
      { text: 'Detention (2 days)', amount: 750.5 },
    ]);
  });

  it('refuses an extra charge of ₹0 or less, or without a text', () => {
    expect(problems(invoiceRequestSchema, { ...INVOICE, extraCharges: [{ text: 'Loading', amount: 0 }] })).toEqual([
      ['extraCharges.0.amount', 'Each extra charge must be more than ₹0.'],
    ]);
    expect(problems(invoiceRequestSchema, { ...INVOICE, extraCharges: [{ text: 'Loading', amount: '-5' }] })).toEqual([
      ['extraCharges.0.amount', 'Each extra charge must be more than ₹0.'],
    ]);
    expect(problems(invoiceRequestSchema, { ...INVOICE, extraCharges: [{ text: ' ', amount: 5 }] })).toEqual([
      ['extraCharges.0.text', 'Describe each extra charge in 2 to 60 characters.'],
    ]);
  });

  it('refuses no LR, an LR listed twice (in any case) and no customer', () => {
    expect(problems(invoiceRequestSchema, { ...INVOICE, lrNos: [] })).toEqual([
      ['lrNos', 'Choose at least one lorry receipt to invoice.'],
    ]);
    expect(problems(invoiceRequestSchema, { ...INVOICE, lrNos: ['LR/2026-27/000001', 'lr/2026-27/000001'] })).toEqual([
      ['lrNos.1', 'Lorry receipt LR/2026-27/000001 is listed twice.'],
    ]);
    expect(problems(invoiceRequestSchema, { ...INVOICE, customer: '' })).toEqual([['customer', 'Choose a customer.']]);
    expect(problems(invoiceRequestSchema, { lrNos: INVOICE.lrNos })).toEqual([['customer', 'Choose a customer.']]);
  });

  it('asks for the amount of an extra charge that has none', () => {
    expect(problems(invoiceRequestSchema, { ...INVOICE, extraCharges: [{ text: 'Loading' }] })).toEqual([
      ['extraCharges.0.amount', 'Each extra charge must be more than ₹0.'],
    ]);
  });

  it('refuses a date longer than YYYY-MM-DD by its length, before the calendar is read', () => {
    expect(
      invoiceRequestSchema.safeParse({ ...INVOICE, date: `2026-11-27${' '.repeat(90)}` }).error?.issues[0],
    ).toMatchObject({ path: ['date'], code: 'too_big', maximum: 10 });
  });

  it('refuses more than 500 LRs and more than 10 extra charges', () => {
    const lrNos = Array.from({ length: 501 }, (_, i) => `LR/2026-27/${String(i + 1).padStart(6, '0')}`);
    expect(problems(invoiceRequestSchema, { ...INVOICE, lrNos })).toEqual([
      ['lrNos', 'An invoice can carry at most 500 lorry receipts.'],
    ]);
    expect(problems(invoiceRequestSchema, { ...INVOICE, lrNos: lrNos.slice(0, 500) })).toEqual([]);
    const extraCharges = Array.from({ length: 11 }, () => ({ text: 'Loading', amount: 1 }));
    expect(problems(invoiceRequestSchema, { ...INVOICE, extraCharges })).toEqual([
      ['extraCharges', 'An invoice can carry at most 10 extra charges.'],
    ]);
  });
});

describe('creditNoteRequestSchema', () => {
  it('credits the whole invoice without lines, or the LRs named', () => {
    expect(creditNoteRequestSchema.parse({ reason: 'Wrong customer' })).toEqual({ reason: 'Wrong customer' });
    expect(creditNoteRequestSchema.parse({ reason: 'Short delivery', lines: ['lr/2026-27/000002'] }).lines).toEqual([
      'LR/2026-27/000002',
    ]);
    expect(
      creditNoteRequestSchema.parse({ reason: 'Short delivery', lines: ['LR/2026-27/000002', 'LR/2026-27/000003'] })
        .lines,
    ).toEqual(['LR/2026-27/000002', 'LR/2026-27/000003']);
  });

  it('refuses an empty list of lines: no lines at all means the whole invoice', () => {
    expect(problems(creditNoteRequestSchema, { reason: 'Short delivery', lines: [] })).toEqual([
      ['lines', 'Choose at least one lorry receipt to invoice.'],
    ]);
  });

  it('asks for a reason of 3 to 200 characters', () => {
    expect(problems(creditNoteRequestSchema, { reason: 'no' })).toEqual([
      ['reason', 'Give the reason for the credit note, 3 to 200 characters.'],
    ]);
  });
});

describe('forwardRateRequestSchema', () => {
  it('takes 5% or 12% from a day', () => {
    expect(forwardRateRequestSchema.parse({ rate: 5, validFrom: '2026-12-01' })).toEqual({
      rate: 5,
      validFrom: '2026-12-01',
    });
    expect(forwardRateRequestSchema.parse({ rate: 12, validFrom: '2026-04-01' }).rate).toBe(12);
  });

  it('refuses a rate the law does not offer', () => {
    expect(problems(forwardRateRequestSchema, { rate: 18, validFrom: '2026-12-01' })).toEqual([
      ['rate', 'The forward-charge rate must be 5% or 12%.'],
    ]);
  });
});

describe('the invoice answers', () => {
  // ₹15,000 at 12% within the state: CGST and SGST ₹900 each, total ₹16,800; ₹6,800 received leaves ₹10,000.
  const gst = { mode: 'forward', rate: 12, cgst: 900, sgst: 900, igst: 0 };
  const invoice = {
    invoiceNo: 'INV/2026-27/0001',
    date: '2026-11-27',
    dueDate: '2026-12-27',
    customer: 'Konkan Builders',
    lines: [
      {
        lrNo: 'LR/2026-27/000002',
        tripId: 'T12',
        truck: 'MH12AB1234',
        from: 'Pune',
        to: 'Mumbai',
        weight: 10,
        rate: 1_500,
        freight: 15_000,
        creditNoteNo: 'CN/2026-27/0001',
      },
    ],
    extraCharges: [{ text: 'Loading', amount: 0.5 }],
    taxable: 15_000,
    gst,
    total: 16_800,
    totalInWords: 'Rupees Sixteen Thousand Eight Hundred Only',
    credited: 0,
    received: 6_800,
    balance: 10_000,
    status: 'Partly paid',
    createdBy: 'office',
  };

  it('keep every figure of an invoice, its lines, extra charges and GST', () => {
    expect(invoiceSchema.parse(invoice)).toEqual(invoice);
    // A line not credited says so with null; a line must say it.
    const uncredited = { ...invoice, lines: invoice.lines.map((line) => ({ ...line, creditNoteNo: null })) };
    expect(invoiceSchema.parse(uncredited)).toEqual(uncredited);
    const silent = { ...invoice, lines: invoice.lines.map(({ creditNoteNo: _credited, ...line }) => line) };
    expect(invoiceSchema.safeParse(silent).success).toBe(false);
  });

  it('keep every figure of a credit note', () => {
    const creditNote = {
      creditNoteNo: 'CN/2026-27/0001',
      invoiceNo: 'INV/2026-27/0001',
      date: '2026-11-28',
      customer: 'Konkan Builders',
      reason: 'Short delivery',
      lrNos: ['LR/2026-27/000002'],
      taxable: 15_000,
      gst,
      total: 16_800,
      totalInWords: 'Rupees Sixteen Thousand Eight Hundred Only',
      createdBy: 'office',
    };
    expect(creditNoteSchema.parse(creditNote)).toEqual(creditNote);
  });

  it('keep an invoice in a list with its figures, LR count and GST mode, without its lines', () => {
    const summary = {
      invoiceNo: 'INV/2026-27/0001',
      date: '2026-11-27',
      dueDate: '2026-12-27',
      customer: 'Konkan Builders',
      taxable: 15_000,
      total: 16_800,
      credited: 0,
      received: 6_800,
      balance: 10_000,
      status: 'Partly paid',
      lrCount: 1,
      gstMode: 'forward',
    };
    expect(invoiceSummarySchema.parse({ ...invoice, lrCount: 1, gstMode: 'forward' })).toEqual(summary);
  });

  it('keep the forward-charge rate, its first day and who set it', () => {
    const rate = { rate: 12, validFrom: '2026-04-01', createdBy: 'admin' };
    expect(forwardRateSchema.parse(rate)).toEqual(rate);
  });
});

describe('invoiceListQuerySchema', () => {
  it('takes both days or neither, a customer and a status', () => {
    expect(invoiceListQuerySchema.parse({})).toEqual({});
    expect(
      invoiceListQuerySchema.parse({
        customer: ' Konkan Builders ',
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        status: 'Partly paid',
      }),
    ).toEqual({ customer: 'Konkan Builders', startDate: '2026-11-01', endDate: '2026-11-30', status: 'Partly paid' });
    expect(invoiceListQuerySchema.parse({ startDate: '', endDate: '' })).toEqual({});
  });

  it('refuses one day alone, days out of order and an unknown status', () => {
    expect(problems(invoiceListQuerySchema, { startDate: '2026-11-01' })).toEqual([
      ['startDate', 'Please select both start and end dates.'],
    ]);
    expect(problems(invoiceListQuerySchema, { startDate: '2026-11-30', endDate: '2026-11-01' })).toEqual([
      ['startDate', 'End date cannot be earlier than start date.'],
    ]);
    expect(problems(invoiceListQuerySchema, { status: 'Overdue' })).toHaveLength(1);
  });
});
