import type { TdsRegister } from '@freightdesk/domain';
import { pdfText } from '../test/pdf-text.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill, pay, reverse, reviseBill } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

let ctx: TestContext;
let accountant: string;
const bills = { q2: '', x: '', y: '', z: '', w: '' };

/*
 * Pune-Mumbai at ₹1,250.50/t. Sharma Roadlines (2% TDS, PAN AAAPS1234K), Balaji Carriers (1%, PAN ABCDE12345: ten
 * characters but not a PAN's form, so flagged). FY 2026-27 Q3 is 2026-10-01 to 2026-12-31; each bill counts in the
 * quarter of its day, each revision's difference and each cancellation in the quarter of theirs:
 * - Q2, Sharma, 2026-09-30: 20 t, freight 25,010.00, TDS 500.20 (in Q2). Revised on 2026-10-10 with a 5 t trip:
 *   freight round(6,252.50) = 6,253.00, TDS 125.06, a line of Q3.
 * - X, Sharma, 2026-10-01: 10 t, freight 12,505.00, TDS 250.10; 7.5 t, freight round(9,378.75) = 9,379.00,
 *   TDS 187.58: 21,884.00 and 437.68. Revised on 2026-10-20 without the 7.5 t trip: -9,379.00 and -187.58.
 * - Y, Sharma, 2026-12-31: 3 t, freight round(3,751.50) = 3,752.00, TDS 75.04
 * - Z, Balaji, 2026-11-15: 10 t, freight 12,505.00, TDS 125.05
 * - W, Balaji, 2026-11-20: 10 t, 12,505.00 and 125.05; paid, the payment reversed and W cancelled on 2026-11-25 (Q3):
 *   -12,505.00 and -125.05.
 * - Balaji 2027-01-01 (Q4) stays out.
 * Sharma: 21,884.00 + 6,253.00 - 9,379.00 + 3,752.00 = 22,510.00 and 437.68 + 125.06 - 187.58 + 75.04 = 450.20;
 * Balaji: 12,505.00 and 125.05; the quarter: 35,015.00 and 575.25.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  const setPan = (name: string, pan: string) =>
    ctx.db.updateTable('vendors').set({ pan }).where('company_name', '=', name).execute();
  await setPan(MASTER.vendor, 'AAAPS1234K');
  await setPan(MASTER.otherVendor, 'ABCDE12345');
  const balaji = { Vendor: MASTER.otherVendor };
  bills.q2 = await issueBill(ctx, accountant, { weights: ['20'], date: '2026-09-30' });
  bills.x = await issueBill(ctx, accountant, { weights: ['10', '7.5'], date: '2026-10-01' });
  bills.z = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-15', fields: balaji });
  bills.y = await issueBill(ctx, accountant, { weights: ['3'], date: '2026-12-31' });
  await issueBill(ctx, accountant, { weights: ['10'], date: '2027-01-01', fields: balaji });
  bills.w = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-20', fields: balaji });
  await reviseBill(ctx, accountant, bills.q2, {
    add: [await addAcknowledgedTrip(ctx, accountant, { Weight: '5' })],
    date: '2026-10-10',
  });
  const [sevenAndAHalf] = await ctx.db
    .selectFrom('trips')
    .select('id')
    .where('bill_id', '=', bills.x)
    .where('weight_kg', '=', 7_500)
    .execute();
  await reviseBill(ctx, accountant, bills.x, { release: [sevenAndAHalf?.id ?? ''], date: '2026-10-20' });
  const paid = await pay(ctx, accountant, { billId: bills.w, amount: '1000', date: '2026-11-21' });
  await reverse(ctx, accountant, paid, 'Wrong vendor');
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/delete-transaction',
    headers: { cookie: accountant },
    payload: { billId: bills.w },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  // As if cancelled on 2026-11-25, so the test keeps its quarter whenever it runs.
  await ctx.db
    .updateTable('bill_entries')
    .set({ local_date: '2026-11-25' })
    .where('bill_id', '=', bills.w)
    .where('kind', '=', 'cancellation')
    .execute();
});
afterAll(() => ctx.close());

const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });

describe('GET /api/tds-register', () => {
  it('per vendor by name, a line per bill, revision and cancellation of the quarter, on its day; a bad PAN flagged', async () => {
    const response = await get('/tds-register?fy=2026-27&quarter=Q3');
    expect(response.statusCode, response.body).toBe(200);
    const line = (billId: string, date: string, kind: string, revision: number) => ({ billId, date, kind, revision });
    expect(response.json<TdsRegister>()).toEqual({
      fy: '2026-27',
      quarter: 'Q3',
      startDate: '2026-10-01',
      endDate: '2026-12-31',
      rows: [
        {
          vendor: MASTER.otherVendor,
          pan: 'ABCDE12345',
          panValid: false,
          bills: [
            { ...line(bills.z, '2026-11-15', 'bill', 0), trips: 1, tdsRate: 1, freight: 12505, tds: 125.05 },
            { ...line(bills.w, '2026-11-20', 'bill', 0), trips: 1, tdsRate: 1, freight: 12505, tds: 125.05 },
            { ...line(bills.w, '2026-11-25', 'cancellation', 0), trips: -1, tdsRate: 1, freight: -12505, tds: -125.05 },
          ],
          freight: 12505,
          tds: 125.05,
        },
        {
          vendor: MASTER.vendor,
          pan: 'AAAPS1234K',
          panValid: true,
          bills: [
            { ...line(bills.x, '2026-10-01', 'bill', 0), trips: 2, tdsRate: 2, freight: 21884, tds: 437.68 },
            { ...line(bills.q2, '2026-10-10', 'revision', 1), trips: 1, tdsRate: 2, freight: 6253, tds: 125.06 },
            { ...line(bills.x, '2026-10-20', 'revision', 1), trips: -1, tdsRate: 2, freight: -9379, tds: -187.58 },
            { ...line(bills.y, '2026-12-31', 'bill', 0), trips: 1, tdsRate: 2, freight: 3752, tds: 75.04 },
          ],
          freight: 22510,
          tds: 450.2,
        },
      ],
      totals: { freight: 35015, tds: 575.25 },
    });
  });

  it('Q2 keeps the bill as issued, though revised in Q3: a quarter over never changes', async () => {
    const q2 = (await get('/tds-register?fy=2026-27&quarter=Q2')).json<TdsRegister>();
    expect(q2.rows.flatMap((r) => r.bills)).toEqual([
      {
        billId: bills.q2,
        date: '2026-09-30',
        kind: 'bill',
        revision: 0,
        trips: 1,
        tdsRate: 2,
        freight: 25010,
        tds: 500.2,
      },
    ]);
    expect(q2.totals).toEqual({ freight: 25010, tds: 500.2 });
  });

  it('Q4 of the same year holds the January bill; a quarter without bills is empty', async () => {
    const q4 = (await get('/tds-register?fy=2026-27&quarter=Q4')).json<TdsRegister>();
    expect(q4.rows.map((r) => [r.vendor, r.bills.map((b) => b.date)])).toEqual([[MASTER.otherVendor, ['2027-01-01']]]);
    expect(q4.totals).toEqual({ freight: 12505, tds: 125.05 });
    expect((await get('/tds-register?fy=2025-26&quarter=Q1')).json()).toMatchObject({
      rows: [],
      totals: { freight: 0, tds: 0 },
    });
  });

  it('two vendors without a PAN in one quarter stay two rows, each flagged', async () => {
    // FY 2025-26 Q3 (2025-10-01 to 2025-12-31) holds only these two bills of 10 t at ₹1,250.50/t: freight 12,505.00;
    // TDS at 1% 125.05 and at 2% 250.10; the quarter 25,010.00 and 375.15.
    const withoutPan = [
      { companyName: 'Ganesh Transport', companyOwner: 'G Patil', tdsRate: 1 },
      { companyName: 'Kaveri Logistics', companyOwner: 'K Rao', tdsRate: 2 },
    ];
    for (const vendor of withoutPan) {
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/add-vendor',
        headers: { cookie: accountant },
        payload: vendor,
      });
      expect(added.statusCode, added.body).toBe(201);
    }
    const ganesh = await issueBill(ctx, accountant, {
      weights: ['10'],
      date: '2025-11-03',
      fields: { Vendor: 'Ganesh Transport' },
    });
    const kaveri = await issueBill(ctx, accountant, {
      weights: ['10'],
      date: '2025-11-04',
      fields: { Vendor: 'Kaveri Logistics' },
    });
    const register = (await get('/tds-register?fy=2025-26&quarter=Q3')).json<TdsRegister>();
    const issue = (billId: string, date: string) => ({ billId, date, kind: 'bill', revision: 0, trips: 1 });
    expect(register.rows).toEqual([
      {
        vendor: 'Ganesh Transport',
        pan: '',
        panValid: false,
        bills: [{ ...issue(ganesh, '2025-11-03'), tdsRate: 1, freight: 12505, tds: 125.05 }],
        freight: 12505,
        tds: 125.05,
      },
      {
        vendor: 'Kaveri Logistics',
        pan: '',
        panValid: false,
        bills: [{ ...issue(kaveri, '2025-11-04'), tdsRate: 2, freight: 12505, tds: 250.1 }],
        freight: 12505,
        tds: 250.1,
      },
    ]);
    expect(register.totals).toEqual({ freight: 25010, tds: 375.15 });
  });

  it('400 for a bad year or quarter; a manager 403, signed out 401', async () => {
    expect((await get('/tds-register?fy=2026-28&quarter=Q3')).json()).toEqual({
      message: 'Financial year must be written as 2026-27.',
      code: 'VALIDATION_ERROR',
      field: 'fy',
    });
    expect((await get('/tds-register/excel?fy=2026-27&quarter=Q0')).json()).toMatchObject({ field: 'quarter' });
    const { cookie: manager } = await ctx.signIn('unloadingManager');
    expect((await get('/tds-register/pdf?fy=2026-27')).json()).toMatchObject({ field: 'quarter' });
    for (const path of ['/tds-register', '/tds-register/excel', '/tds-register/pdf']) {
      expect((await get(`${path}?fy=2026-27&quarter=Q3`, manager)).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/logistics/api${path}?fy=2026-27&quarter=Q3` })).statusCode,
      ).toBe(401);
    }
  });
});

describe('TDS-Register-FY2026-27-Q3.xlsx', () => {
  it('a line per bill, revision and cancellation with the PAN check, each vendor’s total, the quarter’s last', async () => {
    const response = await get('/tds-register/excel?fy=2026-27&quarter=Q3');
    expect(response.headers['content-disposition']).toBe('attachment; filename="TDS-Register-FY2026-27-Q3.xlsx"');
    const sheet = await downloadSheet(ctx, accountant, '/api/tds-register/excel?fy=2026-27&quarter=Q3');
    expect(sheet.rowCount).toBe(11);
    expect(headedRow(sheet, 2)).toEqual([
      ['Vendor', MASTER.otherVendor],
      ['PAN', 'ABCDE12345'],
      ['PAN check', 'No valid PAN'],
      ['Bill ID', bills.z],
      ['Entry', 'Bill'],
      ['Revision', 0],
      ['Date', new Date('2026-11-15T00:00:00Z')],
      ['Trips', 1],
      ['Freight', 12505],
      ['TDS rate (%)', 1],
      ['TDS', 125.05],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    const day = (date: string) => new Date(`${date}T00:00:00Z`);
    const balaji = [MASTER.otherVendor, 'ABCDE12345', 'No valid PAN'];
    expect(values(4)).toEqual([...balaji, bills.w, 'Cancellation', 0, day('2026-11-25'), -1, -12505, 1, -125.05]);
    expect(values(5)).toEqual([
      `Total ${MASTER.otherVendor}`,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      12505,
      null,
      125.05,
    ]);
    expect(values(7)).toEqual([
      MASTER.vendor,
      'AAAPS1234K',
      null,
      bills.q2,
      'Revision',
      1,
      day('2026-10-10'),
      1,
      6253,
      2,
      125.06,
    ]);
    expect(values(10)).toEqual([
      `Total ${MASTER.vendor}`,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      22510,
      null,
      450.2,
    ]);
    expect(values(11)).toEqual(['Total FY2026-27 Q3', null, null, null, null, null, null, null, 35015, null, 575.25]);
  });
});

describe('TDS-Register-FY2026-27-Q3.pdf', () => {
  it('the office and the quarter, each vendor with its PAN, a line per entry, its total, the quarter’s last', async () => {
    const response = await get('/tds-register/pdf?fy=2026-27&quarter=Q3');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="TDS-Register-FY2026-27-Q3.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('TDS register');
    expect(text).toContain('FY 2026-27 Q3');
    expect(text).toContain('01/10/2026 to 31/12/2026');
    expect(text).toMatch(/Bill ID\s+Entry\s+Date\s+Trips\s+Freight\s+TDS rate\s+TDS/);
    expect(text).toMatch(/Balaji Carriers\s+PAN ABCDE12345\s+No valid PAN/);
    expect(text).toMatch(new RegExp(`${bills.z}\\s+Bill\\s+15/11/2026\\s+1\\s+12,505\\.00\\s+1%\\s+125\\.05`));
    expect(text).toMatch(new RegExp(`${bills.w}\\s+Bill\\s+20/11/2026\\s+1\\s+12,505\\.00\\s+1%\\s+125\\.05`));
    expect(text).toMatch(
      new RegExp(`${bills.w}\\s+Cancellation\\s+25/11/2026\\s+-1\\s+-12,505\\.00\\s+1%\\s+-125\\.05`),
    );
    expect(text).toMatch(/Total of Balaji Carriers\s+12,505\.00\s+125\.05/);
    expect(text).toMatch(/Sharma Roadlines\s+PAN AAAPS1234K/);
    expect(text).not.toMatch(/AAAPS1234K\s+No valid PAN/);
    expect(text).toMatch(new RegExp(`${bills.x}\\s+Bill\\s+01/10/2026\\s+2\\s+21,884\\.00\\s+2%\\s+437\\.68`));
    expect(text).toMatch(new RegExp(`${bills.q2}\\s+Revision 1\\s+10/10/2026\\s+1\\s+6,253\\.00\\s+2%\\s+125\\.06`));
    expect(text).toMatch(new RegExp(`${bills.x}\\s+Revision 1\\s+20/10/2026\\s+-1\\s+-9,379\\.00\\s+2%\\s+-187\\.58`));
    expect(text).toMatch(new RegExp(`${bills.y}\\s+Bill\\s+31/12/2026\\s+1\\s+3,752\\.00\\s+2%\\s+75\\.04`));
    expect(text).toMatch(/Total of Sharma Roadlines\s+22,510\.00\s+450\.20/);
    expect(text).toMatch(/Total of Q3 FY 2026-27\s+35,015\.00\s+575\.25/);
    // Vendors by name, as on the screen.
    expect(text.indexOf('Balaji Carriers')).toBeLessThan(text.indexOf('Sharma Roadlines'));
  });

  it('a quarter without bills prints its heading and zero totals', async () => {
    const text = await pdfText((await get('/tds-register/pdf?fy=2025-26&quarter=Q1')).rawPayload);
    expect(text).toContain('FY 2025-26 Q1');
    expect(text).toContain('01/04/2025 to 30/06/2025');
    expect(text).toContain('No bills in this quarter.');
    expect(text).toMatch(/Total of Q1 FY 2025-26\s+0\.00\s+0\.00/);
  });
});
