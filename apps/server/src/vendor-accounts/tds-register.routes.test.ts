import type { TdsRegister } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

let ctx: TestContext;
let accountant: string;
const bills = { x: '', y: '', z: '' };

/*
 * Pune-Mumbai at ₹1,250.50/t. Sharma Roadlines (2% TDS, PAN AAAPS1234K), Balaji Carriers (1%, PAN ABCDE12345: ten
 * characters but not a PAN's form, so flagged). FY 2026-27 Q3 is 2026-10-01 to 2026-12-31, by bill date:
 * - X, Sharma, 2026-10-01: 10 t, freight 12,505.00, TDS 250.10; 7.5 t, freight round(9,378.75) = 9,379.00,
 *   TDS 187.58: 21,884.00 and 437.68
 * - Y, Sharma, 2026-12-31: 3 t, freight round(3,751.50) = 3,752.00, TDS 75.04
 * - Z, Balaji, 2026-11-15: 10 t, freight 12,505.00, TDS 125.05
 * - Sharma 2026-09-30 (Q2) and Balaji 2027-01-01 (Q4) stay out.
 * Sharma: 25,636.00 and 512.72; the quarter: 38,141.00 and 637.77.
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
  await issueBill(ctx, accountant, { weights: ['20'], date: '2026-09-30' });
  bills.x = await issueBill(ctx, accountant, { weights: ['10', '7.5'], date: '2026-10-01' });
  bills.z = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-15', fields: balaji });
  bills.y = await issueBill(ctx, accountant, { weights: ['3'], date: '2026-12-31' });
  await issueBill(ctx, accountant, { weights: ['10'], date: '2027-01-01', fields: balaji });
});
afterAll(() => ctx.close());

const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });

describe('GET /api/tds-register', () => {
  it('per vendor by name, a line per bill of the quarter, totals per vendor and for the quarter; a bad PAN flagged', async () => {
    const response = await get('/tds-register?fy=2026-27&quarter=Q3');
    expect(response.statusCode, response.body).toBe(200);
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
          bills: [{ billId: bills.z, date: '2026-11-15', trips: 1, tdsRate: 1, freight: 12505, tds: 125.05 }],
          freight: 12505,
          tds: 125.05,
        },
        {
          vendor: MASTER.vendor,
          pan: 'AAAPS1234K',
          panValid: true,
          bills: [
            { billId: bills.x, date: '2026-10-01', trips: 2, tdsRate: 2, freight: 21884, tds: 437.68 },
            { billId: bills.y, date: '2026-12-31', trips: 1, tdsRate: 2, freight: 3752, tds: 75.04 },
          ],
          freight: 25636,
          tds: 512.72,
        },
      ],
      totals: { freight: 38141, tds: 637.77 },
    });
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

  it('400 for a bad year or quarter; a manager 403, signed out 401', async () => {
    expect((await get('/tds-register?fy=2026-28&quarter=Q3')).json()).toEqual({
      message: 'Financial year must be written as 2026-27.',
      code: 'VALIDATION_ERROR',
      field: 'fy',
    });
    expect((await get('/tds-register/excel?fy=2026-27&quarter=Q0')).json()).toMatchObject({ field: 'quarter' });
    const { cookie: manager } = await ctx.signIn('unloadingManager');
    for (const path of ['/tds-register', '/tds-register/excel']) {
      expect((await get(`${path}?fy=2026-27&quarter=Q3`, manager)).statusCode).toBe(403);
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/logistics/api${path}?fy=2026-27&quarter=Q3` })).statusCode,
      ).toBe(401);
    }
  });
});

describe('TDS-Register-FY2026-27-Q3.xlsx', () => {
  it('a line per bill with the PAN check, each vendor’s total under its bills, the quarter’s total last', async () => {
    const response = await get('/tds-register/excel?fy=2026-27&quarter=Q3');
    expect(response.headers['content-disposition']).toBe('attachment; filename="TDS-Register-FY2026-27-Q3.xlsx"');
    const sheet = await downloadSheet(ctx, accountant, '/api/tds-register/excel?fy=2026-27&quarter=Q3');
    expect(sheet.rowCount).toBe(7);
    expect(headedRow(sheet, 2)).toEqual([
      ['Vendor', MASTER.otherVendor],
      ['PAN', 'ABCDE12345'],
      ['PAN check', 'No valid PAN'],
      ['Bill ID', bills.z],
      ['Bill date', new Date('2026-11-15T00:00:00Z')],
      ['Trips', 1],
      ['Freight', 12505],
      ['TDS rate (%)', 1],
      ['TDS', 125.05],
    ]);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(3)).toEqual([`Total ${MASTER.otherVendor}`, null, null, null, null, null, 12505, null, 125.05]);
    expect(values(4)).toEqual([
      MASTER.vendor,
      'AAAPS1234K',
      null,
      bills.x,
      new Date('2026-10-01T00:00:00Z'),
      2,
      21884,
      2,
      437.68,
    ]);
    expect(values(5)).toEqual([
      MASTER.vendor,
      'AAAPS1234K',
      null,
      bills.y,
      new Date('2026-12-31T00:00:00Z'),
      1,
      3752,
      2,
      75.04,
    ]);
    expect(values(6)).toEqual([`Total ${MASTER.vendor}`, null, null, null, null, null, 25636, null, 512.72]);
    expect(values(7)).toEqual(['Total FY2026-27 Q3', null, null, null, null, null, 38141, null, 637.77]);
  });
});
