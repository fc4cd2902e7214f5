import { type VendorLedger, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill, pay, reverse } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';
import { pdfText } from '../test/pdf-text.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
const ids = { a: '', b: '', other: '', p1: '', p2: '', p3: '', r3: '' };

/*
 * Sharma Roadlines (2% TDS), Pune-Mumbai at ₹1,250.50/t, no GST:
 * - bill A, 2026-08-10, 10 t: freight 12,505.00, TDS 250.10, amount round(12,254.90) = 12,255.00;
 *   revised (issue 17 rule: the ledger counts its current amount on its first day) with a trip of 5 t:
 *   freight round(6,252.50) = 6,253.00, TDS 125.06, amount round(6,127.94) = 6,128.00: A = 18,383.00.
 * - bill B, 2026-09-15, 20 t: freight 25,010.00, TDS 500.20, amount round(24,509.80) = 24,510.00.
 * - P1 5,000.50 on A (2026-08-20); P2 10,000.00 on B (2026-09-20); P3 1,000.00 on A (2026-09-20), reversed today.
 * Balaji Carriers' bill (2026-08-12) never shows in Sharma's ledger.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  await ctx.db
    .updateTable('vendors')
    .set({ address_line1: 'Plot 4, MIDC Bhosari', city: 'Pune', state: 'Maharashtra', pin_code: '411026' })
    .where('company_name', '=', MASTER.vendor)
    .execute();
  ids.a = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-08-10' });
  ids.b = await issueBill(ctx, accountant, { weights: ['20'], date: '2026-09-15' });
  ids.other = await issueBill(ctx, accountant, {
    weights: ['10'],
    date: '2026-08-12',
    fields: { Vendor: MASTER.otherVendor },
  });
  const extra = await addAcknowledgedTrip(ctx, accountant, { Weight: '5' });
  const [tripOfA] = await ctx.db.selectFrom('trips').select('id').where('bill_id', '=', ids.a).execute();
  const revised = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/generate-pdf-revised-bill',
    headers: { cookie: accountant },
    payload: {
      billedSelectedRows: [{ trip_id: tripOfA?.id, billing_id: ids.a }],
      billedUnselectedRows: [],
      ackSelectedRows: [{ trip_id: extra }],
    },
  });
  expect(revised.statusCode, revised.body.slice(0, 200)).toBe(200);
  ids.p1 = await pay(ctx, accountant, { billId: ids.a, amount: '5000.50', date: '2026-08-20' });
  ids.p2 = await pay(ctx, accountant, { billId: ids.b, amount: '10000', date: '2026-09-20' });
  ids.p3 = await pay(ctx, accountant, { billId: ids.a, amount: '1000', date: '2026-09-20', mode: 'Cash' });
  await pay(ctx, accountant, { billId: ids.other, amount: '700', date: '2026-08-25' });
  ids.r3 = await reverse(ctx, accountant, ids.p3, 'Paid in error');
});
afterAll(() => ctx.close());

const query = (startDate: string, endDate: string, vendor: string = MASTER.vendor) =>
  new URLSearchParams({ vendor, startDate, endDate }).toString();
const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });

describe('GET /api/vendor-ledger', () => {
  it('August: opens at 0, the revised bill at its current amount on its day, a payment; closes at 13,382.50', async () => {
    const response = await get(`/vendor-ledger?${query('2026-08-01', '2026-08-31')}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      opening: 0,
      entries: [
        { date: '2026-08-10', kind: 'bill', ref: ids.a, debit: 0, credit: 18383, balance: 18383 },
        // 18,383.00 - 5,000.50
        {
          date: '2026-08-20',
          kind: 'payment',
          ref: `${ids.p1} (${ids.a})`,
          debit: 5000.5,
          credit: 0,
          balance: 13382.5,
        },
      ],
      closing: 13382.5,
    });
  });

  it('September to today opens where August closed; the reversal (today) gives the 1,000.00 back', async () => {
    const ledger = (await get(`/vendor-ledger?${query('2026-09-01', today)}`)).json<VendorLedger>();
    expect(ledger).toEqual({
      opening: 13382.5,
      entries: [
        // 13,382.50 + 24,510.00
        { date: '2026-09-15', kind: 'bill', ref: ids.b, debit: 0, credit: 24510, balance: 37892.5 },
        // 37,892.50 - 10,000.00 - 1,000.00 (same day: by payment number)
        { date: '2026-09-20', kind: 'payment', ref: `${ids.p2} (${ids.b})`, debit: 10000, credit: 0, balance: 27892.5 },
        { date: '2026-09-20', kind: 'payment', ref: `${ids.p3} (${ids.a})`, debit: 1000, credit: 0, balance: 26892.5 },
        { date: today, kind: 'reversal', ref: `${ids.r3} (${ids.a})`, debit: 0, credit: 1000, balance: 27892.5 },
      ],
      // 18,383.00 + 24,510.00 - 5,000.50 - 10,000.00 = 27,892.50
      closing: 27892.5,
    });
    // A period with nothing in it opens and closes at the balance before it.
    expect((await get(`/vendor-ledger?${query('2026-09-16', '2026-09-19')}`)).json()).toEqual({
      opening: 37892.5,
      entries: [],
      closing: 37892.5,
    });
  });

  it('400 for a missing vendor or a bad period, 404 for an unknown vendor; a manager 403, signed out 401', async () => {
    expect((await get(`/vendor-ledger?startDate=2026-08-01&endDate=2026-08-31`)).json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'vendor',
    });
    expect((await get(`/vendor-ledger?${query('2026-08-31', '2026-08-01')}`)).json()).toEqual({
      message: 'End date should be greater than or equal to the start date.',
      code: 'VALIDATION_ERROR',
      field: 'endDate',
    });
    const unknown = await get(`/vendor-ledger?${query('2026-08-01', '2026-08-31', 'Nobody Transport')}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Vendor not found.', code: 'NOT_FOUND' });
    const { cookie: manager } = await ctx.signIn('unloadingManager');
    for (const path of ['/vendor-ledger', '/vendor-ledger/pdf', '/vendor-ledger/excel']) {
      expect((await get(`${path}?${query('2026-08-01', '2026-08-31')}`, manager)).statusCode).toBe(403);
      const anonymous = await ctx.app.inject({
        method: 'GET',
        url: `/logistics/api${path}?${query('2026-08-01', today)}`,
      });
      expect(anonymous.statusCode).toBe(401);
    }
  });
});

describe('the ledger as PDF and Excel', () => {
  it('Ledger-<vendor>-<from>-<to>.pdf prints the office, the vendor, opening, each line and closing', async () => {
    const response = await get(`/vendor-ledger/pdf?${query('2026-09-01', today)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Ledger-Sharma%20Roadlines-2026-09-01-${today}.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Vendor ledger');
    expect(text).toContain(`01/09/2026 to ${formatDisplayDate(today)}`);
    expect(text).toMatch(/Vendor\s+Sharma Roadlines\s+Plot 4, MIDC Bhosari\s+Pune, Maharashtra - 411026/);
    expect(text).toMatch(/01\/09\/2026\s+Opening balance\s+13,382\.50/);
    expect(text).toMatch(new RegExp(`15/09/2026\\s+Bill\\s+${ids.b}\\s+24,510\\.00\\s+37,892\\.50`));
    expect(text).toMatch(new RegExp(`20/09/2026\\s+Payment\\s+${ids.p2} \\(${ids.b}\\)\\s+10,000\\.00\\s+27,892\\.50`));
    expect(text).toMatch(new RegExp(`Reversal\\s+${ids.r3} \\(${ids.a}\\)\\s+1,000\\.00\\s+27,892\\.50`));
    expect(text).toMatch(/Closing balance\s+27,892\.50/);
  });

  it('Ledger-<vendor>-<from>-<to>.xlsx: opening, the lines with real dates and amounts, closing', async () => {
    const url = `/api/vendor-ledger/excel?${query('2026-08-01', '2026-08-31')}`;
    const response = await get(url.slice(4));
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Ledger-Sharma%20Roadlines-2026-08-01-2026-08-31.xlsx",
    );
    const sheet = await downloadSheet(ctx, accountant, url);
    expect(sheet.rowCount).toBe(5);
    const date = (day: string) => new Date(`${day}T00:00:00Z`);
    expect(headedRow(sheet, 2)).toEqual([
      ['Date', date('2026-08-01')],
      ['Kind', 'Opening balance'],
      ['Ref', null],
      ['Debit', null],
      ['Credit', null],
      ['Balance', 0],
    ]);
    expect(headedRow(sheet, 3).map(([, value]) => value)).toEqual([
      date('2026-08-10'),
      'Bill',
      ids.a,
      null,
      18383,
      18383,
    ]);
    expect(headedRow(sheet, 4).map(([, value]) => value)).toEqual([
      date('2026-08-20'),
      'Payment',
      `${ids.p1} (${ids.a})`,
      5000.5,
      null,
      13382.5,
    ]);
    expect(headedRow(sheet, 5).map(([, value]) => value)).toEqual([
      date('2026-08-31'),
      'Closing balance',
      null,
      null,
      null,
      13382.5,
    ]);
  });
});
