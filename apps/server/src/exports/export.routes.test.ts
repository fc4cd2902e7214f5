import { REPORT_MESSAGES, localDate } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
/** Today's two trips, in the order they were entered: Sharma Roadlines' 10 t, then Balaji Carriers' 20 t. */
const entered: string[] = [];
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  for (const [truck, vendor, weight] of [
    [MASTER.truck, MASTER.vendor, '10'],
    [MASTER.otherTruck, MASTER.otherVendor, '20'],
  ] as const) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/reports',
      headers: { cookie: accountant },
      payload: {
        TruckNumber: truck,
        Vendor: vendor,
        DestinationFrom: MASTER.from,
        DestinationTo: MASTER.to,
        TruckType: 'Bulker',
        TransactionStatus: 'Open',
        Weight: weight,
        DieselAmount: '1000',
      },
    });
    expect(response.statusCode).toBe(201);
    entered.push(response.json<{ TripID: string }>().TripID);
  }
});
afterAll(() => ctx.close());

async function workbook(url: string, cookie = accountant) {
  const response = await ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return { response, book };
}

const REPORT_HEADERS = [
  'Trip ID',
  'Username',
  'Profile',
  'Truck Number',
  'DO',
  'Date',
  'Driver',
  'Vendor',
  'From',
  'To',
  'Truck Type',
  'Transaction',
  'Wt.',
  'A. Wt.',
  'Diff. Wt.',
  'Freight',
  'Diesel',
  'Dsl. Slp. No.',
  'TDS',
  'Short',
  'Adv.',
  'Toll',
  'Adblue',
  'Greasing',
  'Bill ID',
  'Amount',
  // Issue 32: the trip's lorry receipt after the spec's columns.
  'LR No',
  'Consignor',
  'Consignee',
];

const headerRow = (sheet: ExcelJS.Worksheet) => (sheet.getRow(1).values as unknown[]).slice(1);

describe('Reports.xlsx', () => {
  it('has exactly the spec columns in order, and the rows with their amounts, newest first as on the screen', async () => {
    const { response, book } = await workbook(`/api/reports/excel?startDate=${today}&endDate=${today}`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Reports.xlsx"');
    const sheet = book.getWorksheet('Reports');
    if (!sheet) throw new Error('no Reports sheet');
    expect(headerRow(sheet)).toEqual(REPORT_HEADERS);
    expect(sheet.rowCount).toBe(3);
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([entered[1], entered[0]]);
    const older = sheet.getRow(3);
    expect(older.getCell(3).value).toBe('Accountant');
    expect(older.getCell(8).value).toBe(MASTER.vendor);
    expect(older.getCell(16).value).toBe(12505);
    expect(older.getCell(19).value).toBe(250.1);
    expect(older.getCell(26).value).toBe(11255);
  });

  it('leaves Freight out for the managers', async () => {
    const { cookie } = await ctx.signIn('unloadingManager');
    const { book } = await workbook(`/api/reports/excel?truckNumber=${MASTER.truck}`, cookie);
    const sheet = book.getWorksheet('Reports');
    expect(sheet && headerRow(sheet)).toEqual(REPORT_HEADERS.filter((h) => h !== 'Freight'));
  });

  it('applies the filter rules', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/reports/excel',
      headers: { cookie: accountant },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: REPORT_MESSAGES.filterRequired });
  });
});

describe('TodayList.xlsx and Business.xlsx', () => {
  it("today's trips for any profile, not another day's; as an Excel workbook", async () => {
    const { cookie } = await ctx.signIn('loadingManager');
    const yesterday = await addTrip(ctx, accountant, { Weight: '5' });
    await ctx.db.updateTable('trips').set({ local_date: '2024-01-15' }).where('id', '=', yesterday).execute();
    const { response, book } = await workbook('/api/today-list/excel', cookie);
    expect(response.headers['content-disposition']).toBe('attachment; filename="TodayList.xlsx"');
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The heading and the two trips of the file's setup, the later first: the trip of 2024-01-15 is left out.
    const sheet = book.worksheets[0];
    expect(sheet?.rowCount).toBe(3);
    const cells = (row: number) => [sheet?.getRow(row).getCell(1).value, sheet?.getRow(row).getCell(3).value];
    expect([cells(2), cells(3)]).toEqual([
      [entered[1], 'Accountant'],
      [entered[0], 'Accountant'],
    ]);
  });

  it('ends with a grand total row', async () => {
    const { response, book } = await workbook(`/api/business/excel?startDate=${today}&endDate=${today}`);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Business.xlsx"');
    const sheet = book.getWorksheet('Reports');
    if (!sheet) throw new Error('no sheet');
    // Newest first, as the Business screen lists them.
    expect([sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value]).toEqual([entered[1], entered[0]]);
    const total = sheet.getRow(sheet.rowCount);
    expect(total.getCell(1).value).toBe('Total');
    expect(total.getCell(16).value).toBe(12505 + 25010);
    expect(total.getCell(17).value).toBe(2000);
  });
});
