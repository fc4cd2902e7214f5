import { type Receivables, addDays, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../test/pdf-text.ts';
import { DECCAN, KONKAN, RATNAGIRI, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

/*
 * Issue 33: what customers owe, aged by days past due (due = invoice date + the customer's credit days). Pune to
 * Mumbai; d = days from today. Credit notes and reversals are dated the day they are made: today.
 * Konkan Builders (30 credit days, reverse charge, ₹1,000 a ton):
 *   K1 d0,    10 t  10,000.00  due d+30  not due                                    owes 10,000.00
 *   K2 d-31,  12 t  12,000.00  due d-1   1 day past due: 1-30; 3,960 + TDS 40 on d-5  owes  8,000.00
 *   K3 d-90,  15 t  15,000.00  due d-60  60 days: 31-60                              owes 15,000.00
 *   K4 d-91,   8 t   8,000.00  due d-61  61 days: 61-90; paid in full on d-3, the receipt reversed today: owes 8,000.00
 *   K5 d-121, 20 t  20,000.00  due d-91  91 days: over 90; credited whole today      owes 0
 *   invoiced 65,000.00 - 20,000.00 credited = 45,000.00; received 4,000.00 + 8,000.00 - 8,000.00 = 4,000.00;
 *   balance 41,000.00 = 10,000.00 + 8,000.00 + 15,000.00 + 8,000.00 + 0.
 * Deccan Steel (30 days, IGST 12%, ₹1,500 a ton): D1 d-40, 10 t: 15,000.00 + 1,800.00 = 16,800.00, due d-10: 1-30.
 * Sahyadri Cement (7 credit days, reverse charge, ₹1,000 a ton):
 *   S1 d-8, 10 t 10,000.00 due d-1: 1-30;  S2 d-7, 5 t 5,000.00 due today: not due.
 * Ratnagiri Cements: R1 d-10, 10 t, paid in full the same day (9,900.00 + TDS 100.00): left out.
 * Mumbai Builders has no invoice: left out.
 * Yesterday (d-1), before today's reversal and credit note, and without K1:
 *   Konkan: K2 due that day: not due 8,000.00; K3 59 days and K4 60 days: 31-60 15,000.00 + 0; K5 90 days: 61-90
 *   20,000.00. Invoiced 55,000.00, received 12,000.00, balance 43,000.00.
 *   Deccan 9 days past due: 1-30 16,800.00. Sahyadri: S1 due that day, S2 the day after: not due 15,000.00.
 */
let t: ReceiptTestApp;
const today = localDate();
const yesterday = addDays(today, -1);
const day = (offset: number) => addDays(today, offset);
const SAHYADRI = 'Sahyadri Cement';

beforeAll(async () => {
  t = await createReceiptTestApp();
  const sahyadri = await t.addCustomer(SAHYADRI, { credit_days: 7 });
  await t.addRate(sahyadri, { from: 'Pune', to: 'Mumbai' }, 1000, '2026-04-01');
  let utr = 2000;
  const receive = async (customer: string, invoiceNo: string, amount: number, tds: number, date: string) => {
    utr += 1;
    const response = await t.post('/receipts', {
      customer,
      amount,
      tdsDeducted: tds,
      allocations: [{ invoiceNo, amount: amount + tds }],
      date,
      mode: 'NEFT',
      reference: `UTR${utr}`,
    });
    if (response.statusCode !== 201) throw new Error(`receipt: ${response.body}`);
    return response.json<{ id: string }>().id;
  };

  await t.invoiceFor(KONKAN, 10_000, { date: day(0) });
  await receive(KONKAN, await t.invoiceFor(KONKAN, 12_000, { date: day(-31) }), 3960, 40, day(-5));
  await t.invoiceFor(KONKAN, 15_000, { date: day(-90) });
  const paidThenReversed = await receive(
    KONKAN,
    await t.invoiceFor(KONKAN, 8000, { date: day(-91) }),
    7920,
    80,
    day(-3),
  );
  const reversal = await t.post(`/receipts/${paidThenReversed}/reverse`, { reason: 'Cheque bounced' });
  if (reversal.statusCode !== 200) throw new Error(`reversal: ${reversal.body}`);
  const k5 = await t.invoiceFor(KONKAN, 20_000, { date: day(-121) });
  const credit = await t.post(`/invoices/${encodeURIComponent(k5)}/credit-note`, { reason: 'Wrong customer' });
  if (credit.statusCode !== 201) throw new Error(`credit note: ${credit.body}`);

  await t.invoiceFor(DECCAN, 10_000, { date: day(-40) });
  await t.invoiceFor(SAHYADRI, 10_000, { date: day(-8) });
  await t.invoiceFor(SAHYADRI, 5000, { date: day(-7) });
  await receive(RATNAGIRI, await t.invoiceFor(RATNAGIRI, 10_000, { date: day(-10) }), 9900, 100, day(-10));
}, 120_000);
afterAll(() => t.ctx.close());

const get = (url: string, cookie = t.office) => t.call('GET', url, cookie);
const buckets = (notDue: number, d1_30: number, d31_60: number, d61_90: number, over90: number) => ({
  notDue,
  d1_30,
  d31_60,
  d61_90,
  over90,
});

const TODAY: Receivables = [
  {
    customer: KONKAN,
    invoiced: 45_000,
    received: 4000,
    balance: 41_000,
    buckets: buckets(10_000, 8000, 15_000, 8000, 0),
  },
  { customer: DECCAN, invoiced: 16_800, received: 0, balance: 16_800, buckets: buckets(0, 16_800, 0, 0, 0) },
  { customer: SAHYADRI, invoiced: 15_000, received: 0, balance: 15_000, buckets: buckets(5000, 10_000, 0, 0, 0) },
];

describe('GET /api/receivables', () => {
  it('per customer who owes, largest balance first: invoiced, received, balance, aged by days past due', async () => {
    const response = await get('/receivables');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(TODAY);
    expect((await get(`/receivables?asOf=${today}`)).json()).toEqual(TODAY);
  });

  it('as of yesterday: the invoices, credit notes, receipts and reversals dated up to it, aged to it', async () => {
    const response = await get(`/receivables?asOf=${yesterday}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        customer: KONKAN,
        invoiced: 55_000,
        received: 12_000,
        balance: 43_000,
        buckets: buckets(8000, 0, 15_000, 20_000, 0),
      },
      { customer: DECCAN, invoiced: 16_800, received: 0, balance: 16_800, buckets: buckets(0, 16_800, 0, 0, 0) },
      { customer: SAHYADRI, invoiced: 15_000, received: 0, balance: 15_000, buckets: buckets(15_000, 0, 0, 0, 0) },
    ]);
  });

  it('before the first invoice nothing is owed; a day in the future or not a day is refused', async () => {
    expect((await get(`/receivables?asOf=${day(-200)}`)).json()).toEqual([]);
    const future = await get(`/receivables?asOf=${day(1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: 'Receivables cannot be taken as of a day in the future.',
      field: 'asOf',
    });
    expect((await get('/receivables?asOf=2026-02-30')).statusCode).toBe(400);
  });

  it('a manager gets 403, signed out 401', async () => {
    for (const path of ['/receivables', '/receivables/excel', '/receivables/pdf']) {
      expect((await get(path, t.loadingManager)).statusCode).toBe(403);
      expect((await t.ctx.app.inject({ method: 'GET', url: `/logistics/api${path}` })).statusCode).toBe(401);
    }
  });
});

describe('receivables as Excel and PDF', () => {
  // Totals: invoiced 45,000.00 + 16,800.00 + 15,000.00 = 76,800.00; received 4,000.00; balance 72,800.00;
  // not due 10,000.00 + 5,000.00 = 15,000.00; 1-30 8,000.00 + 16,800.00 + 10,000.00 = 34,800.00; 31-60 15,000.00;
  // 61-90 8,000.00; over 90 0.
  it('Receivables.xlsx: the rows as listed and a totals row', async () => {
    const response = await get('/receivables/excel');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Receivables.xlsx"');
    const sheet = await downloadSheet(t.ctx, t.office, '/api/receivables/excel');
    expect(sheet.rowCount).toBe(5);
    expect(headedRow(sheet, 2)).toEqual([
      ['Customer', KONKAN],
      ['Invoiced', 45_000],
      ['Received', 4000],
      ['Balance', 41_000],
      ['Not due', 10_000],
      ['1-30 days past due', 8000],
      ['31-60 days past due', 15_000],
      ['61-90 days past due', 8000],
      ['Over 90 days past due', 0],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([DECCAN, 16_800, 0, 16_800, 0, 16_800, 0, 0, 0]);
    expect(values(4)).toEqual([SAHYADRI, 15_000, 0, 15_000, 5000, 10_000, 0, 0, 0]);
    expect(values(5)).toEqual(['Total', 76_800, 4000, 72_800, 15_000, 34_800, 15_000, 8000, 0]);
    const asOf = await get(`/receivables/excel?asOf=${yesterday}`);
    expect(asOf.headers['content-disposition']).toBe(`attachment; filename="Receivables-as-of-${yesterday}.xlsx"`);
  });

  it('Receivables-as-of-<day>.pdf: the office, the day, the rows and their totals', async () => {
    const response = await get(`/receivables/pdf?asOf=${today}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Receivables-as-of-${today}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Receivables');
    expect(text).toContain(`As of ${formatDisplayDate(today)}`);
    expect(text).toMatch(
      /Konkan Builders\s+45,000\.00\s+4,000\.00\s+41,000\.00\s+10,000\.00\s+8,000\.00\s+15,000\.00\s+8,000\.00\s+0\.00/,
    );
    expect(text).toMatch(/Deccan Steel\s+16,800\.00\s+0\.00\s+16,800\.00\s+0\.00\s+16,800\.00\s+0\.00\s+0\.00\s+0\.00/);
    expect(text).toMatch(
      /Sahyadri Cement\s+15,000\.00\s+0\.00\s+15,000\.00\s+5,000\.00\s+10,000\.00\s+0\.00\s+0\.00\s+0\.00/,
    );
    expect(text).toMatch(
      /Total\s+76,800\.00\s+4,000\.00\s+72,800\.00\s+15,000\.00\s+34,800\.00\s+15,000\.00\s+8,000\.00\s+0\.00/,
    );
    expect(text).not.toContain(RATNAGIRI);
  });

  it('Receivables.pdf without a day is as of today; before the first invoice it says nothing was receivable', async () => {
    const response = await get('/receivables/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Receivables.pdf"');
    expect(await pdfText(response.rawPayload)).toMatch(/Total\s+76,800\.00\s+4,000\.00\s+72,800\.00/);
    const empty = await pdfText((await get(`/receivables/pdf?asOf=${day(-200)}`)).rawPayload);
    expect(empty).toContain(`Nothing was receivable from customers on ${formatDisplayDate(day(-200))}.`);
  });
});
