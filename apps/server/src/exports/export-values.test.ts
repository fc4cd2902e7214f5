/**
 * Every column of the four Excel exports checked by value, on one trip whose every field differs from the others, so a
 * column showing another's value (Diesel under Adv., TDS under Short...) fails. Expected figures are worked by hand
 * from spec-2 section 9, never computed by the code under test.
 */
import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS_SETTINGS, MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { type CellValue, downloadSheet, headedRow, indianMoneyColumns } from '../test/workbooks.ts';

let ctx: TestContext;
let accountant: string;
let username: string;
let tripId: string;
let billId: string;
const today = localDate();
const day = new Date(`${today}T00:00:00Z`);

beforeAll(async () => {
  ctx = await createTestApp();
  let user;
  ({ cookie: accountant, user } = await ctx.signIn('accountant'));
  username = user.username;
  const { cookie: admin } = await ctx.signIn('admin');
  await addMasterData(ctx, accountant);
  const settings = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/api/settings',
    headers: { cookie: admin },
    payload: BUSINESS_SETTINGS,
  });
  expect(settings.statusCode).toBe(200);
  tripId = await addAcknowledgedTrip(
    ctx,
    accountant,
    {
      DONumber: 'DO-7781',
      DriverName: 'Manjunath K',
      TruckType: 'Bag',
      Weight: '12.345',
      DieselAmount: '2345.67',
      DieselSlipNumber: 'DSL-42',
      Advance: '3000',
      Toll: '456.78',
      Adblue: '89.10',
      Greasing: '65.43',
    },
    { actualWeight: '12.3', short: '111.25' },
  );
  const post = (url: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie: accountant }, payload });
  const generated = await post('/generate-pdf-bill', [{ trip_id: tripId, applyTaxes: true }]);
  expect(generated.statusCode, generated.body.slice(0, 200)).toBe(200);
  billId = String(generated.headers['x-bill-id']);
  // Revision 1 adds a remark, so Transactions.xlsx has a revision number and a remarks figure of its own.
  const revised = await post('/generate-pdf-revised-bill', {
    billedSelectedRows: [{ trip_id: tripId, billing_id: billId }],
    billedUnselectedRows: [],
    ackSelectedRows: [],
    additionalRemarks: [{ text: 'Detention', amount: '500.25' }],
    applyTaxes: true,
  });
  expect(revised.statusCode, revised.body.slice(0, 200)).toBe(200);
});
afterAll(() => ctx.close());

/**
 * The trip's row as spec-2 section 9 lists Reports.xlsx's columns. By hand: Freight = 1250.50/t x 12.345 t = 15437.42
 * -> 15437; TDS = 2% of 15437 = 308.74; Amount = 15437 - 308.74 - 111.25 (short) - 2345.67 (diesel) - 3000 (advance)
 * - 456.78 (toll) - 89.10 (adblue) - 65.43 (greasing) = 9060.03 -> 9060.
 */
const tripColumns = (): [string, CellValue][] => [
  ['Trip ID', tripId],
  ['Username', username],
  ['Profile', 'Accountant'],
  ['Truck Number', MASTER.truck],
  ['DO', 'DO-7781'],
  ['Date', day],
  ['Driver', 'Manjunath K'],
  ['Vendor', MASTER.vendor],
  ['From', MASTER.from],
  ['To', MASTER.to],
  ['Truck Type', 'Bag'],
  ['Transaction', 'Billed'],
  ['Wt.', 12.345],
  ['A. Wt.', 12.3],
  ['Diff. Wt.', 0.045],
  ['Freight', 15437],
  ['Diesel', 2345.67],
  ['Dsl. Slp. No.', 'DSL-42'],
  ['TDS', 308.74],
  ['Short', 111.25],
  ['Adv.', 3000],
  ['Toll', 456.78],
  ['Adblue', 89.1],
  ['Greasing', 65.43],
  ['Bill ID', billId],
  ['Amount', 9060],
  // Issue 32: a trip without a lorry receipt leaves its three cells blank.
  ['LR No', null],
  ['Consignor', null],
  ['Consignee', null],
];

describe('every column by value', () => {
  it('Reports.xlsx: the trip row, column by column', async () => {
    const sheet = await downloadSheet(ctx, accountant, `/api/reports/excel?startDate=${today}&endDate=${today}`);
    expect(sheet.rowCount).toBe(2);
    expect(headedRow(sheet, 2)).toEqual(tripColumns());
  });

  it("TodayList.xlsx: today's trip row, column by column", async () => {
    const sheet = await downloadSheet(ctx, accountant, '/api/today-list/excel');
    expect(sheet.name).toBe("Today's List");
    expect(sheet.rowCount).toBe(2);
    expect(headedRow(sheet, 2)).toEqual(tripColumns());
  });

  it('Business.xlsx: the trip row, then a totals row summing each money column and nothing else', async () => {
    const sheet = await downloadSheet(ctx, accountant, `/api/business/excel?startDate=${today}&endDate=${today}`);
    expect(sheet.rowCount).toBe(3);
    expect(headedRow(sheet, 2)).toEqual(tripColumns());
    const money = new Set(['Freight', 'Diesel', 'TDS', 'Short', 'Adv.', 'Toll', 'Adblue', 'Greasing', 'Amount']);
    expect(headedRow(sheet, 3)).toEqual(
      tripColumns().map(([header, value]) => [
        header,
        header === 'Trip ID' ? 'Total' : money.has(header) ? value : null,
      ]),
    );
  });

  it('Transactions.xlsx: the bill row, column by column, with its remark and GST', async () => {
    const sheet = await downloadSheet(ctx, accountant, `/api/transactions/excel?startDate=${today}&endDate=${today}`);
    expect(sheet.rowCount).toBe(3);
    // By hand: Rate = 15437 / 12.345 t = 1250.4658 -> 1250.47; taxable = 9060 + 500.25 (remark) = 9560.25; CGST and
    // SGST 6% each = 573.615 -> 573.62, GST 1147.24; final = 9560.25 + 1147.24 = 10707.49.
    const bill: [string, CellValue][] = [
      ['Bill ID', billId],
      ['Revision', 1],
      ['Vendor', MASTER.vendor],
      ['Date', day],
      ['Wt.', 12.345],
      ['A. Wt.', 12.3],
      ['Freight', 15437],
      ['Rate', 1250.47],
      ['Diesel', 2345.67],
      ['Adv.', 3000],
      ['Toll', 456.78],
      ['Adblue', 89.1],
      ['Greasing', 65.43],
      ['TDS', 308.74],
      ['Short', 111.25],
      ['Remarks', 500.25],
      ['GST', 1147.24],
      ['Amount', 10707.49],
      // Nothing paid yet (issue 17): the whole amount is the balance.
      ['Paid', 0],
      ['Balance', 10707.49],
      ['Status', 'Unpaid'],
    ];
    expect(headedRow(sheet, 2)).toEqual(bill);
    // Every rupee figure, the rate per ton too, shows Indian grouping and two decimals.
    expect(indianMoneyColumns(sheet, 2)).toEqual([
      'Freight',
      'Rate',
      'Diesel',
      'Adv.',
      'Toll',
      'Adblue',
      'Greasing',
      'TDS',
      'Short',
      'Remarks',
      'GST',
      'Amount',
      'Paid',
      'Balance',
    ]);
    // The totals row: the one bill's figures again, with nothing under the columns that do not add up.
    const blank = new Set(['Revision', 'Vendor', 'Date', 'Rate', 'Status']);
    expect(headedRow(sheet, 3)).toEqual(
      bill.map(([header, value]) => [header, header === 'Bill ID' ? 'Total' : blank.has(header) ? null : value]),
    );
  });
});
