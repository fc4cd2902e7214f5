import { type VendorLedger, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextNumber } from '../db/counter.repository.ts';
import { insertPayment } from '../payments/payment.repository.ts';
import { issueBill, pay, reverse, reviseBill } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';
import { pdfText } from '../test/pdf-text.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
const ids = { a: '', b: '', e: '', c: '', other: '', p1: '', p2: '', p3: '', p4: '', r4: '' };
const cash = { c1: '', c2: '', c3: '', c4: '', neft: '', r4: '' };
let augustBeforeRevisions: VendorLedger;

/*
 * Sharma Roadlines (2% TDS), Pune-Mumbai at ₹1,250.50/t, no GST. A trip of 10 t: freight 12,505.00, TDS 250.10,
 * amount round(12,254.90) = 12,255.00; 20 t: 25,010.00 - 500.20 = 24,509.80 -> 24,510.00; 5 t: freight
 * round(6,252.50) = 6,253.00, TDS 125.06, amount round(6,127.94) = 6,128.00.
 * - A, 2026-08-10, 10 t: 12,255.00. Revision 1 on 2026-09-25 adds a 5 t trip: + 6,128.00 (A = 18,383.00).
 * - B, 2026-09-15, 20 t + 10 t: 36,765.00. Revision 1 on 2026-10-05 takes the 10 t trip off: - 12,255.00.
 * - P1 5,000.50 on A (2026-08-20, NEFT UTR0001); P2 10,000.00 on B (2026-09-20, NEFT UTR0002);
 *   P3 7,000.00 (2026-10-10, RTGS RTGS0003) across A 3,000.00 and B 4,000.00.
 * - E, 2026-10-20, 10 t: 12,255.00; P4 2,000.00 on E (2026-10-21, NEFT UTR0005), reversed today, then E cancelled
 *   today: a debit of the 12,255.00 still owed.
 * Balaji Carriers (1% TDS), C, 2026-10-01, two trips of 40 t: freight 50,020.00, TDS 500.20, amount 49,519.80 ->
 * 49,520.00 each, C = 99,040.00. Cash on 2026-10-12: 20,000.00 + 15,000.00 = 35,000.00 (not above the limit); on
 * 2026-10-14: 30,000.00 + 5,000.01 = 35,000.01 in cash (above it) and 1,000.00 by NEFT; the 5,000.01 reversed today.
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
  ids.other = await issueBill(ctx, accountant, {
    weights: ['10'],
    date: '2026-08-12',
    fields: { Vendor: MASTER.otherVendor },
  });
  ids.p1 = await pay(ctx, accountant, { billId: ids.a, amount: '5000.50', date: '2026-08-20', reference: 'UTR0001' });
  await pay(ctx, accountant, { billId: ids.other, amount: '700', date: '2026-08-25', reference: 'UTR0900' });
  augustBeforeRevisions = (await get(`/vendor-ledger?${query('2026-08-01', '2026-08-31')}`)).json();

  ids.b = await issueBill(ctx, accountant, { weights: ['20', '10'], date: '2026-09-15' });
  ids.p2 = await pay(ctx, accountant, { billId: ids.b, amount: '10000', date: '2026-09-20', reference: 'UTR0002' });
  const fiveTons = await addAcknowledgedTrip(ctx, accountant, { Weight: '5' });
  await reviseBill(ctx, accountant, ids.a, { add: [fiveTons], date: '2026-09-25' });
  const [tenTons] = await ctx.db
    .selectFrom('trips')
    .select('id')
    .where('bill_id', '=', ids.b)
    .where('weight_kg', '=', 10_000)
    .execute();
  await reviseBill(ctx, accountant, ids.b, { release: [tenTons?.id ?? ''], date: '2026-10-05' });
  ids.p3 = `P${await nextNumber(ctx.db, 'payment')}`;
  const vendor = await ctx.db.selectFrom('bills').select('vendor_id').where('id', '=', ids.a).executeTakeFirstOrThrow();
  await insertPayment(
    ctx.db,
    {
      id: ids.p3,
      bill_id: ids.a,
      vendor_id: vendor.vendor_id,
      amount_paise: 700_000,
      date: '2026-10-10',
      mode: 'RTGS',
      reference: 'RTGS0003',
      note: '',
      reverses: null,
      reason: '',
      created_by: 'tester',
      created_at: new Date().toISOString(),
    },
    [
      { bill_id: ids.a, amount_paise: 300_000 },
      { bill_id: ids.b, amount_paise: 400_000 },
    ],
  );
  ids.e = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-10-20' });
  ids.p4 = await pay(ctx, accountant, { billId: ids.e, amount: '2000', date: '2026-10-21', reference: 'UTR0005' });
  ids.r4 = await reverse(ctx, accountant, ids.p4, 'Paid to the wrong bill');
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/delete-transaction',
    headers: { cookie: accountant },
    payload: { billId: ids.e },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);

  const balaji = { Vendor: MASTER.otherVendor };
  ids.c = await issueBill(ctx, accountant, { weights: ['40', '40'], date: '2026-10-01', fields: balaji });
  const cashPayment = (amount: string, date: string) =>
    pay(ctx, accountant, { billId: ids.c, amount, date, mode: 'Cash', reference: '' });
  cash.c1 = await cashPayment('20000', '2026-10-12');
  cash.c2 = await cashPayment('15000', '2026-10-12');
  cash.c3 = await cashPayment('30000', '2026-10-14');
  cash.c4 = await cashPayment('5000.01', '2026-10-14');
  cash.neft = await pay(ctx, accountant, { billId: ids.c, amount: '1000', date: '2026-10-14', reference: 'UTR0101' });
  cash.r4 = await reverse(ctx, accountant, cash.c4, 'Counted twice');
});
afterAll(() => ctx.close());

function query(startDate: string, endDate: string, vendor: string = MASTER.vendor) {
  return new URLSearchParams({ vendor, startDate, endDate }).toString();
}
function get(url: string, cookie = accountant) {
  return ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });
}

/** A line of a bill, a revision or a cancellation: no mode, no reference, never cash. */
const billLine = (date: string, kind: string, ref: string, debit: number, credit: number, balance: number) => ({
  date,
  kind,
  ref,
  mode: null,
  reference: null,
  debit,
  credit,
  balance,
  cashAboveLimit: false,
});

describe('GET /api/vendor-ledger', () => {
  it('August: the bill at the amount it was issued with, though revised later; the same as before the revisions', async () => {
    const response = await get(`/vendor-ledger?${query('2026-08-01', '2026-08-31')}`);
    expect(response.statusCode, response.body).toBe(200);
    const august = {
      opening: 0,
      entries: [
        billLine('2026-08-10', 'bill', ids.a, 0, 12255, 12255),
        // 12,255.00 - 5,000.50
        {
          date: '2026-08-20',
          kind: 'payment',
          ref: `${ids.p1} (${ids.a})`,
          mode: 'NEFT',
          reference: 'UTR0001',
          debit: 5000.5,
          credit: 0,
          balance: 7254.5,
          cashAboveLimit: false,
        },
      ],
      totals: { debit: 5000.5, credit: 12255 },
      closing: 7254.5,
    };
    expect(response.json()).toEqual(august);
    expect(augustBeforeRevisions).toEqual(august);
  });

  it('August to today: revisions on their days, a payment across two bills, a reversal and a cancellation', async () => {
    const ledger = (await get(`/vendor-ledger?${query('2026-08-01', today)}`)).json<VendorLedger>();
    const payment = (date: string, kind: string, ref: string, mode: string, reference: string) => ({
      date,
      kind,
      ref,
      mode,
      reference,
      cashAboveLimit: false,
    });
    expect(ledger).toEqual({
      opening: 0,
      entries: [
        billLine('2026-08-10', 'bill', ids.a, 0, 12255, 12255),
        { ...payment('2026-08-20', 'payment', `${ids.p1} (${ids.a})`, 'NEFT', 'UTR0001'), debit: 5000.5, credit: 0 },
        // 7,254.50 + 36,765.00
        billLine('2026-09-15', 'bill', ids.b, 0, 36765, 44019.5),
        { ...payment('2026-09-20', 'payment', `${ids.p2} (${ids.b})`, 'NEFT', 'UTR0002'), debit: 10000, credit: 0 },
        // 34,019.50 + 6,128.00: A grew
        billLine('2026-09-25', 'revision', ids.a, 0, 6128, 40147.5),
        // 40,147.50 - 12,255.00: B shrank
        billLine('2026-10-05', 'revision', ids.b, 12255, 0, 27892.5),
        {
          ...payment('2026-10-10', 'payment', `${ids.p3} (${ids.a}, ${ids.b})`, 'RTGS', 'RTGS0003'),
          debit: 7000,
          credit: 0,
        },
        // 20,892.50 + 12,255.00
        billLine('2026-10-20', 'bill', ids.e, 0, 12255, 33147.5),
        { ...payment('2026-10-21', 'payment', `${ids.p4} (${ids.e})`, 'NEFT', 'UTR0005'), debit: 2000, credit: 0 },
        { ...payment(today, 'reversal', `${ids.r4} (${ids.e})`, 'NEFT', 'UTR0005'), debit: 0, credit: 2000 },
        // 33,147.50 - 12,255.00: what E still owed, once its payment was reversed
        billLine(today, 'cancellation', ids.e, 12255, 0, 20892.5),
      ].map((entry, i) => ({
        ...entry,
        balance: [12255, 7254.5, 44019.5, 34019.5, 40147.5, 27892.5, 20892.5, 33147.5, 31147.5, 33147.5, 20892.5][i],
      })),
      // debits 5,000.50 + 10,000.00 + 12,255.00 + 7,000.00 + 2,000.00 + 12,255.00 = 48,510.50;
      // credits 12,255.00 + 36,765.00 + 6,128.00 + 12,255.00 + 2,000.00 = 69,403.00
      totals: { debit: 48510.5, credit: 69403 },
      // A 18,383.00 - 5,000.50 - 3,000.00 + B 24,510.00 - 10,000.00 - 4,000.00 + E 0 = 20,892.50
      closing: 20892.5,
    });
  });

  it('a period opens at the entries and payments before it; an empty period closes at its opening', async () => {
    const september = (await get(`/vendor-ledger?${query('2026-09-16', '2026-09-30')}`)).json<VendorLedger>();
    // 12,255.00 - 5,000.50 + 36,765.00 = 44,019.50
    expect(september.opening).toBe(44019.5);
    expect(september.entries.map((entry) => [entry.kind, entry.balance])).toEqual([
      ['payment', 34019.5],
      ['revision', 40147.5],
    ]);
    expect(september.closing).toBe(40147.5);
    expect((await get(`/vendor-ledger?${query('2026-09-16', '2026-09-19')}`)).json()).toEqual({
      opening: 44019.5,
      entries: [],
      totals: { debit: 0, credit: 0 },
      closing: 44019.5,
    });
  });

  it("marks each cash payment of a day whose cash to the vendor is above ₹35,000.00, that day's reversals counted", async () => {
    const ledger = (await get(`/vendor-ledger?${query('2026-10-01', today, MASTER.otherVendor)}`)).json<VendorLedger>();
    expect(ledger.entries.map((e) => [e.date, e.ref, e.mode, e.debit, e.credit, e.balance, e.cashAboveLimit])).toEqual([
      // Opening 12,380.00 - 700.00 = 11,680.00 (Balaji's bill of August); + 99,040.00
      ['2026-10-01', ids.c, null, 0, 99040, 110720, false],
      // 20,000.00 + 15,000.00 = 35,000.00: not above
      ['2026-10-12', `${cash.c1} (${ids.c})`, 'Cash', 20000, 0, 90720, false],
      ['2026-10-12', `${cash.c2} (${ids.c})`, 'Cash', 15000, 0, 75720, false],
      // 30,000.00 + 5,000.01 = 35,000.01 in cash: above; the NEFT payment is not cash
      ['2026-10-14', `${cash.c3} (${ids.c})`, 'Cash', 30000, 0, 45720, true],
      ['2026-10-14', `${cash.c4} (${ids.c})`, 'Cash', 5000.01, 0, 40719.99, true],
      ['2026-10-14', `${cash.neft} (${ids.c})`, 'NEFT', 1000, 0, 39719.99, false],
      // Reversed today: the line of 2026-10-14 keeps its mark, as sent
      [today, `${cash.r4} (${ids.c})`, 'Cash', 0, 5000.01, 44720, false],
    ]);
    expect(ledger.entries[1]?.reference).toBe('');
    expect(ledger.totals).toEqual({ debit: 71000.01, credit: 104040.01 });
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
  it('Ledger-<vendor>-<from>-<to>.pdf: opening, each line with mode and reference, totals, closing and its statement', async () => {
    const response = await get(`/vendor-ledger/pdf?${query('2026-09-16', today)}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain(
      `filename*=UTF-8''Ledger-Sharma%20Roadlines-2026-09-16-${today}.pdf`,
    );
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Vendor ledger');
    expect(text).toContain(`16/09/2026 to ${formatDisplayDate(today)}`);
    expect(text).toMatch(/Vendor\s+Sharma Roadlines\s+Plot 4, MIDC Bhosari\s+Pune, Maharashtra - 411026/);
    expect(text).toMatch(/16\/09\/2026\s+Opening balance\s+44,019\.50/);
    expect(text).toMatch(
      new RegExp(`20/09/2026\\s+Payment\\s+${ids.p2} \\(${ids.b}\\)\\s+NEFT UTR0002\\s+10,000\\.00`),
    );
    expect(text).toMatch(new RegExp(`25/09/2026\\s+Revision\\s+${ids.a}\\s+6,128\\.00\\s+40,147\\.50`));
    expect(text).toMatch(new RegExp(`05/10/2026\\s+Revision\\s+${ids.b}\\s+12,255\\.00\\s+27,892\\.50`));
    expect(text).toMatch(new RegExp(`Payment\\s+${ids.p3} \\(${ids.a},\\s+${ids.b}\\)\\s+RTGS RTGS0003\\s+7,000\\.00`));
    expect(text).toMatch(new RegExp(`Cancellation\\s+${ids.e}\\s+12,255\\.00\\s+20,892\\.50`));
    // Debits 10,000.00 + 12,255.00 + 7,000.00 + 2,000.00 + 12,255.00; credits 6,128.00 + 12,255.00 + 2,000.00
    expect(text).toMatch(/Total\s+43,510\.00\s+20,383\.00/);
    expect(text).toMatch(/Closing balance\s+20,892\.50/);
    expect(text).toContain('Closing balance payable to Sharma Roadlines: ₹20,892.50');
    expect(text).not.toContain('above ₹35,000.00');
  });

  it("the PDF marks the cash lines above the day's limit and says why", async () => {
    const response = await get(`/vendor-ledger/pdf?${query('2026-10-01', today, MASTER.otherVendor)}`);
    const text = await pdfText(response.rawPayload);
    expect(text).toMatch(new RegExp(`14/10/2026\\s+Payment \\*\\s+${cash.c3} \\(${ids.c}\\)\\s+Cash\\s+30,000\\.00`));
    expect(text).toMatch(new RegExp(`12/10/2026\\s+Payment\\s+${cash.c1} \\(${ids.c}\\)\\s+Cash\\s+20,000\\.00`));
    expect(text).toContain(
      "* Cash paid to Balaji Carriers that day is above ₹35,000.00: not deductible for the office's own income tax " +
        '(Income-tax Act, s. 40A(3A)).',
    );
    expect(text).toContain('Closing balance payable to Balaji Carriers: ₹44,720.00');
  });

  it('Ledger-<vendor>-<from>-<to>.xlsx: opening, the lines with mode and reference, the totals, closing', async () => {
    const url = `/api/vendor-ledger/excel?${query('2026-08-01', '2026-08-31')}`;
    const response = await get(url.slice(4));
    expect(response.headers['content-disposition']).toContain(
      "filename*=UTF-8''Ledger-Sharma%20Roadlines-2026-08-01-2026-08-31.xlsx",
    );
    const sheet = await downloadSheet(ctx, accountant, url);
    expect(sheet.rowCount).toBe(6);
    const date = (day: string) => new Date(`${day}T00:00:00Z`);
    expect(headedRow(sheet, 2)).toEqual([
      ['Date', date('2026-08-01')],
      ['Kind', 'Opening balance'],
      ['Ref', null],
      ['Mode', null],
      ['Reference', null],
      ['Debit', null],
      ['Credit', null],
      ['Balance', 0],
      ['Note', null],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([date('2026-08-10'), 'Bill', ids.a, null, null, null, 12255, 12255, null]);
    expect(values(4)).toEqual([
      date('2026-08-20'),
      'Payment',
      `${ids.p1} (${ids.a})`,
      'NEFT',
      'UTR0001',
      5000.5,
      null,
      7254.5,
      null,
    ]);
    expect(values(5)).toEqual([null, 'Total', null, null, null, 5000.5, 12255, null, null]);
    expect(values(6)).toEqual([date('2026-08-31'), 'Closing balance', null, null, null, null, null, 7254.5, null]);
  });

  it('Excel notes each cash line above the limit', async () => {
    const sheet = await downloadSheet(
      ctx,
      accountant,
      `/api/vendor-ledger/excel?${query('2026-10-14', '2026-10-14', MASTER.otherVendor)}`,
    );
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([
      new Date('2026-10-14T00:00:00Z'),
      'Payment',
      `${cash.c3} (${ids.c})`,
      'Cash',
      null,
      30000,
      null,
      // 11,680.00 + 99,040.00 - 35,000.00 - 30,000.00
      45720,
      'Cash above ₹35,000.00 that day (s. 40A(3A))',
    ]);
    expect(values(5).at(-1)).toBeNull();
  });
});
