import { type CustomerLedger, addDays, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.ts';
import { DECCAN, KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

/*
 * Issue 33: a customer's ledger, by the calls. Konkan Builders pays GST under reverse charge at ₹1,000 a ton, so an
 * invoice is its freight and extra charges. Figures by hand (d = days from today; credit notes and reversals are
 * always dated the day they are made):
 *   d-40  invoice A, 10 t                                   10,000.00
 *   d-35  receipt Ra: 4,950.00 + TDS 50.00 settle 5,000.00 of A
 *   --- the period starts at d-30: opening 10,000.00 - 5,000.00 = 5,000.00 ---
 *   d-20  invoice B, 12 t + 5 t + Loading 250.50             debit 17,250.50   balance 22,250.50
 *   d-10  receipt Rb: 9,900.00 + TDS 100.00 settle 5,000.00 of A (the rest) and 5,000.00 of B
 *                                                             credit 10,000.00  balance 12,250.50
 *   today credit note on B's 5 t line (made first)           credit 5,000.00   (listed last within the day)
 *   today reversal of Rb                                     debit 10,000.00   balance 22,250.50
 *                                                             then the credit note: balance 17,250.50
 *   totals: debit 17,250.50 + 10,000.00 = 27,250.50; credit 10,000.00 + 5,000.00 = 15,000.00
 *   closing 5,000.00 + 27,250.50 - 15,000.00 = 17,250.50 = A 5,000.00 + B (17,250.50 - 5,000.00 credited) 12,250.50.
 * Deccan Steel has an invoice in the period too, which Konkan's ledger never shows.
 */
let t: ReceiptTestApp;
const today = localDate();
const day = (offset: number) => addDays(today, offset);
const ids = { a: '', b: '', ra: '', rb: '', reversal: '', creditNote: '' };

beforeAll(async () => {
  t = await createReceiptTestApp();
  const receive = async (
    amount: number,
    tdsDeducted: number,
    date: string,
    allocations: object[],
    reference: string,
  ) => {
    const response = await t.post('/receipts', {
      customer: KONKAN,
      amount,
      tdsDeducted,
      allocations,
      date,
      mode: 'NEFT',
      reference,
    });
    if (response.statusCode !== 201) throw new Error(`receipt: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  ids.a = await t.invoiceFor(KONKAN, 10_000, { date: day(-40) });
  ids.ra = await receive(4950, 50, day(-35), [{ invoiceNo: ids.a, amount: 5000 }], 'UTR1001');
  ids.b = await t.invoiceFor(KONKAN, [12_000, 5_000], {
    date: day(-20),
    extraCharges: [{ text: 'Loading', amount: 250.5 }],
  });
  await t.invoiceFor(DECCAN, 10_000, { date: day(-20) });
  ids.rb = await receive(
    9900,
    100,
    day(-10),
    [
      { invoiceNo: ids.b, amount: 5000 },
      { invoiceNo: ids.a, amount: 5000 },
    ],
    'UTR1002',
  );
  const b = await t.invoice(ids.b);
  const fiveTons = b.lines.find((line) => line.weight === 5)?.lrNo ?? '';
  const credit = await t.post(`/invoices/${encodeURIComponent(ids.b)}/credit-note`, {
    reason: 'Short delivery',
    lines: [fiveTons],
  });
  if (credit.statusCode !== 201) throw new Error(`credit note: ${credit.body}`);
  ids.creditNote = credit.json<{ creditNoteNo: string }>().creditNoteNo;
  const reversal = await t.post(`/receipts/${ids.rb}/reverse`, { reason: 'Cheque bounced' });
  if (reversal.statusCode !== 200) throw new Error(`reversal: ${reversal.body}`);
  ids.reversal = reversal.json<{ id: string }>().id;
}, 120_000);
afterAll(() => t.ctx.close());

const query = (startDate: string, endDate: string, customer = KONKAN) =>
  new URLSearchParams({ customer, startDate, endDate }).toString();
const get = (url: string, cookie = t.office) => t.call('GET', url, cookie);

describe('GET /api/customer-ledger', () => {
  it('opens at what was owed before the period, then runs each invoice, receipt, reversal and credit note', async () => {
    expect((await t.invoice(ids.b)).total).toBe(17_250.5);
    const response = await get(`/customer-ledger?${query(day(-30), today)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<CustomerLedger>()).toEqual({
      opening: 5000,
      entries: [
        { date: day(-20), kind: 'invoice', ref: ids.b, debit: 17_250.5, credit: 0, balance: 22_250.5 },
        // Net of TDS 9,900.00, with the TDS deducted 10,000.00; its invoices by number.
        {
          date: day(-10),
          kind: 'receipt',
          ref: `${ids.rb} (${ids.a}, ${ids.b})`,
          debit: 0,
          credit: 10_000,
          balance: 12_250.5,
        },
        {
          date: today,
          kind: 'reversal',
          ref: `${ids.reversal} (${ids.a}, ${ids.b})`,
          debit: 10_000,
          credit: 0,
          balance: 22_250.5,
        },
        // Made before the reversal, listed after it: credit notes close the day.
        {
          date: today,
          kind: 'creditNote',
          ref: `${ids.creditNote} (${ids.b})`,
          debit: 0,
          credit: 5000,
          balance: 17_250.5,
        },
      ],
      totals: { debit: 27_250.5, credit: 15_000 },
      closing: 17_250.5,
    });
    // The closing is what the invoices still stand at.
    const [a, b] = [await t.invoice(ids.a), await t.invoice(ids.b)];
    expect(a.balance + b.balance).toBe(17_250.5);
  });

  it('the whole history opens at zero; a period closes where the next one opens; an empty period keeps its opening', async () => {
    const whole = (await get(`/customer-ledger?${query(day(-60), today)}`)).json<CustomerLedger>();
    expect(whole.opening).toBe(0);
    expect(whole.entries.slice(0, 2)).toEqual([
      { date: day(-40), kind: 'invoice', ref: ids.a, debit: 10_000, credit: 0, balance: 10_000 },
      { date: day(-35), kind: 'receipt', ref: `${ids.ra} (${ids.a})`, debit: 0, credit: 5000, balance: 5000 },
    ]);
    expect(whole.closing).toBe(17_250.5);

    const first = (await get(`/customer-ledger?${query(day(-30), day(-15))}`)).json<CustomerLedger>();
    expect(first).toEqual({
      opening: 5000,
      entries: [{ date: day(-20), kind: 'invoice', ref: ids.b, debit: 17_250.5, credit: 0, balance: 22_250.5 }],
      totals: { debit: 17_250.5, credit: 0 },
      closing: 22_250.5,
    });
    const second = (await get(`/customer-ledger?${query(day(-14), today)}`)).json<CustomerLedger>();
    expect(second.opening).toBe(first.closing);
    expect(second.closing).toBe(17_250.5);
    expect((await get(`/customer-ledger?${query(day(-9), day(-1))}`)).json()).toEqual({
      opening: 12_250.5,
      entries: [],
      totals: { debit: 0, credit: 0 },
      closing: 12_250.5,
    });
  });

  it('reads the customer ignoring case; another customer has its own ledger', async () => {
    const upper = (
      await get(`/customer-ledger?${query(day(-30), today, KONKAN.toUpperCase())}`)
    ).json<CustomerLedger>();
    expect(upper.closing).toBe(17_250.5);
    const deccan = (await get(`/customer-ledger?${query(day(-30), today, DECCAN)}`)).json<CustomerLedger>();
    // 10 t x ₹1,500 = ₹15,000 + IGST 12% ₹1,800.
    expect(deccan.entries.map((entry) => [entry.kind, entry.debit, entry.balance])).toEqual([
      ['invoice', 16_800, 16_800],
    ]);
  });

  it('400 for a missing customer or a bad period, 404 for an unknown customer; a manager 403, signed out 401', async () => {
    expect((await get(`/customer-ledger?startDate=${today}&endDate=${today}`)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'customer',
    });
    expect((await get(`/customer-ledger?${query(today, day(-1))}`)).json()).toEqual({
      message: 'End date should be greater than or equal to the start date.',
      code: 'VALIDATION_ERROR',
      field: 'endDate',
    });
    const unknown = await get(`/customer-ledger?${query(day(-30), today, 'Nobody Cements')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Customer not found.', code: 'NOT_FOUND' });
    for (const path of ['/customer-ledger', '/customer-ledger/pdf', '/customer-ledger/excel']) {
      expect((await get(`${path}?${query(day(-30), today)}`, t.loadingManager)).statusCode).toBe(403);
      const anonymous = await t.ctx.app.inject({
        method: 'GET',
        url: `/logistics/api${path}?${query(day(-30), today)}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('the customer ledger as PDF and Excel', () => {
  it('Customer-ledger-<customer>-<from>-<to>.pdf: opening, each line, totals, closing and its statement', async () => {
    const response = await get(`/customer-ledger/pdf?${query(day(-30), today)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Customer-ledger-Konkan%20Builders-${day(-30)}-${today}.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    const shown = (offset: number) => formatDisplayDate(day(offset)).replaceAll('/', '\\/');
    const escaped = (ref: string) => ref.replaceAll('/', '\\/');
    expect(text).toContain('Customer ledger');
    expect(text).toContain(`${formatDisplayDate(day(-30))} to ${formatDisplayDate(today)}`);
    expect(text).toMatch(/Customer\s+Konkan Builders\s+Plot 4, MIDC\s+Maharashtra - 411019/);
    expect(text).toMatch(new RegExp(`${shown(-30)}\\s+Opening balance\\s+5,000\\.00`));
    expect(text).toMatch(new RegExp(`${shown(-20)}\\s+Invoice\\s+${escaped(ids.b)}\\s+17,250\\.50\\s+22,250\\.50`));
    expect(text).toMatch(
      new RegExp(
        `${shown(-10)}\\s+Receipt\\s+${ids.rb} \\(${escaped(ids.a)},\\s+${escaped(ids.b)}\\)\\s+10,000\\.00\\s+12,250\\.50`,
      ),
    );
    expect(text).toMatch(
      new RegExp(
        `Reversal\\s+${ids.reversal} \\(${escaped(ids.a)},\\s+${escaped(ids.b)}\\)\\s+10,000\\.00\\s+22,250\\.50`,
      ),
    );
    expect(text).toMatch(
      new RegExp(`Credit note\\s+${escaped(ids.creditNote)}\\s+\\(${escaped(ids.b)}\\)\\s+5,000\\.00\\s+17,250\\.50`),
    );
    expect(text).toMatch(/Total\s+27,250\.50\s+15,000\.00/);
    expect(text).toMatch(/Closing balance\s+17,250\.50/);
    expect(text).toContain('Closing balance receivable from Konkan Builders: ₹17,250.50');
  });

  it('Customer-ledger-<customer>-<from>-<to>.xlsx: opening, the lines, the totals, closing with its statement', async () => {
    const url = `/api/customer-ledger/excel?${query(day(-30), today)}`;
    const response = await get(url.slice(4));
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Customer-ledger-Konkan%20Builders-${day(-30)}-${today}.xlsx`,
    );
    const sheet = await downloadSheet(t.ctx, t.office, url);
    expect(sheet.rowCount).toBe(8);
    const date = (offset: number) => new Date(`${day(offset)}T00:00:00Z`);
    expect(headedRow(sheet, 2)).toEqual([
      ['Date', date(-30)],
      ['Kind', 'Opening balance'],
      ['Ref', null],
      ['Debit', null],
      ['Credit', null],
      ['Balance', 5000],
      ['Note', null],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([date(-20), 'Invoice', ids.b, 17_250.5, null, 22_250.5, null]);
    expect(values(4)).toEqual([date(-10), 'Receipt', `${ids.rb} (${ids.a}, ${ids.b})`, null, 10_000, 12_250.5, null]);
    expect(values(5)).toEqual([
      date(0),
      'Reversal',
      `${ids.reversal} (${ids.a}, ${ids.b})`,
      10_000,
      null,
      22_250.5,
      null,
    ]);
    expect(values(6)).toEqual([date(0), 'Credit note', `${ids.creditNote} (${ids.b})`, null, 5000, 17_250.5, null]);
    expect(values(7)).toEqual([null, 'Total', null, 27_250.5, 15_000, null, null]);
    expect(values(8)).toEqual([
      date(0),
      'Closing balance',
      null,
      null,
      null,
      17_250.5,
      'Closing balance receivable from Konkan Builders: ₹17,250.50',
    ]);
  });
});
