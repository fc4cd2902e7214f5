import { type TdsReceivable, addDays, localDate, quarterOf, quarterRange } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gstinOf } from '../test/lorry-receipts.ts';
import { DECCAN, KONKAN, RATNAGIRI, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

/*
 * Issue 33: the TDS customers deducted, per quarter, by the calls. This quarter is today's; reversals are dated the
 * day they are made (today), so each counts in this quarter whatever the quarter of its receipt.
 *   Deccan Steel (GSTIN 29AAACD1234F..., no PAN kept: its PAN is the GSTIN's AAACD1234F): an invoice of ₹55,451.76
 *   (33 t x ₹1,500 + Loading ₹10.50, IGST 12%) 10 days before this quarter, paid 5 days before it ₹54,461.55 net of
 *   TDS ₹990.21; that receipt reversed today. Last quarter: 1 receipt, 54,461.55, 990.21. This quarter: -1,
 *   -54,461.55, -990.21.
 *   Konkan Builders (PAN AAACK1234L): an invoice of ₹10,000.00 on the quarter's first day; R1 that day 3,960.00 +
 *   TDS 40.00; R2 today 5,940.00 + TDS 60.00; R1 reversed today. This quarter: 2 - 1 = 1 receipt, 3,960.00 + 5,940.00
 *   - 3,960.00 = 5,940.00, TDS 40.00 + 60.00 - 40.00 = 60.00.
 *   Ratnagiri Cements (no PAN, no GSTIN): an invoice of ₹12,000.00 on the quarter's first day, paid today 11,760.00 +
 *   TDS 240.00.
 *   Totals this quarter: 1 receipt; -54,461.55 + 5,940.00 + 11,760.00 = -36,761.55; -990.21 + 60.00 + 240.00 = -690.21.
 */
let t: ReceiptTestApp;
const today = localDate();
const { fy, quarter } = quarterOf(today);
const { startDate, endDate } = quarterRange(fy, quarter);
const before = quarterOf(addDays(startDate, -1));
const deccanGstin = gstinOf('29', 'AAACD1234F');

beforeAll(async () => {
  t = await createReceiptTestApp();
  await t.ctx.db.updateTable('customers').set({ pan: 'AAACK1234L' }).where('name', '=', KONKAN).execute();
  let utr = 3000;
  const receive = async (customer: string, invoiceNo: string, amount: number, tds: number, date: string) => {
    utr += 1;
    const response = await t.post('/receipts', {
      customer,
      amount,
      tdsDeducted: tds,
      allocations: [{ invoiceNo, amount: Math.round((amount + tds) * 100) / 100 }],
      date,
      mode: 'NEFT',
      reference: `UTR${utr}`,
    });
    if (response.statusCode !== 201) throw new Error(`receipt: ${response.body}`);
    return response.json<{ id: string }>().id;
  };
  const reverse = async (id: string) => {
    const response = await t.post(`/receipts/${id}/reverse`, { reason: 'Cheque bounced' });
    if (response.statusCode !== 200) throw new Error(`reversal: ${response.body}`);
  };

  const deccan = await t.invoiceFor(DECCAN, 33_000, {
    date: addDays(startDate, -10),
    extraCharges: [{ text: 'Loading', amount: 10.5 }],
  });
  const lastQuarter = await receive(DECCAN, deccan, 54_461.55, 990.21, addDays(startDate, -5));
  const konkan = await t.invoiceFor(KONKAN, 10_000, { date: startDate });
  const r1 = await receive(KONKAN, konkan, 3960, 40, startDate);
  await receive(KONKAN, konkan, 5940, 60, today);
  await reverse(r1);
  await reverse(lastQuarter);
  await receive(RATNAGIRI, await t.invoiceFor(RATNAGIRI, 12_000, { date: startDate }), 11_760, 240, today);
}, 120_000);
afterAll(() => t.ctx.close());

const get = (url: string, cookie = t.office) => t.call('GET', url, cookie);
const query = (q: { fy: string; quarter: string }) => new URLSearchParams(q).toString();

describe('GET /api/tds-receivable', () => {
  it('this quarter: per customer by name, receipts less the reversals dated in it, with PAN and GSTIN', async () => {
    const response = await get(`/tds-receivable?${query({ fy, quarter })}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TdsReceivable>()).toEqual({
      fy,
      quarter,
      startDate,
      endDate,
      rows: [
        {
          customer: DECCAN,
          pan: 'AAACD1234F',
          panValid: true,
          gstin: deccanGstin,
          receipts: -1,
          amountReceived: -54_461.55,
          tdsDeducted: -990.21,
        },
        {
          customer: KONKAN,
          pan: 'AAACK1234L',
          panValid: true,
          gstin: '',
          receipts: 1,
          amountReceived: 5940,
          tdsDeducted: 60,
        },
        {
          customer: RATNAGIRI,
          pan: '',
          panValid: false,
          gstin: '',
          receipts: 1,
          amountReceived: 11_760,
          tdsDeducted: 240,
        },
      ],
      totals: { receipts: 1, amountReceived: -36_761.55, tdsDeducted: -690.21 },
    });
  });

  it('the quarter before keeps the receipt reversed later, as it stood', async () => {
    const response = await get(`/tds-receivable?${query(before)}`);
    expect(response.json<TdsReceivable>()).toMatchObject({
      ...before,
      rows: [
        {
          customer: DECCAN,
          pan: 'AAACD1234F',
          receipts: 1,
          amountReceived: 54_461.55,
          tdsDeducted: 990.21,
        },
      ],
      totals: { receipts: 1, amountReceived: 54_461.55, tdsDeducted: 990.21 },
    });
  });

  it('a quarter without receipts has no rows; a bad year or quarter is refused; a manager 403, signed out 401', async () => {
    expect((await get(`/tds-receivable?${query({ fy: '2030-31', quarter: 'Q1' })}`)).json()).toEqual({
      fy: '2030-31',
      quarter: 'Q1',
      startDate: '2030-04-01',
      endDate: '2030-06-30',
      rows: [],
      totals: { receipts: 0, amountReceived: 0, tdsDeducted: 0 },
    });
    expect((await get(`/tds-receivable?${query({ fy: '2026-28', quarter: 'Q1' })}`)).json()).toMatchObject({
      message: 'Financial year must be written as 2026-27.',
      field: 'fy',
    });
    expect((await get(`/tds-receivable?${query({ fy, quarter: 'Q5' })}`)).json()).toMatchObject({
      message: 'Quarter must be Q1, Q2, Q3 or Q4.',
      field: 'quarter',
    });
    for (const path of ['/tds-receivable', '/tds-receivable/excel']) {
      expect((await get(`${path}?${query({ fy, quarter })}`, t.unloadingManager)).statusCode).toBe(403);
      const anonymous = await t.ctx.app.inject({
        method: 'GET',
        url: `/logistics/api${path}?${query({ fy, quarter })}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('the TDS receivable as Excel', () => {
  it('TDS-Receivable-FY<fy>-<quarter>.xlsx: a row per customer with its PAN check, the totals last', async () => {
    const url = `/api/tds-receivable/excel?${query({ fy, quarter })}`;
    const response = await get(url.slice(4));
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="TDS-Receivable-FY${fy}-${quarter}.xlsx"`,
    );
    const sheet = await downloadSheet(t.ctx, t.office, url);
    expect(sheet.rowCount).toBe(5);
    expect(headedRow(sheet, 2)).toEqual([
      ['Customer', DECCAN],
      ['PAN', 'AAACD1234F'],
      ['PAN check', null],
      ['GSTIN', deccanGstin],
      ['Receipts', -1],
      ['Amount received', -54_461.55],
      ['TDS deducted', -990.21],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([KONKAN, 'AAACK1234L', null, null, 1, 5940, 60]);
    expect(values(4)).toEqual([RATNAGIRI, null, 'No valid PAN', null, 1, 11_760, 240]);
    expect(values(5)).toEqual([`Total FY${fy} ${quarter}`, null, null, null, 1, -36_761.55, -690.21]);
  });
});
