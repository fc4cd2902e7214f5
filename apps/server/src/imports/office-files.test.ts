import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postImport } from '../test/import-files.ts';
import { addMasterData } from '../test/master-data.ts';
import { type TestFile, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

// Made by scripts/make-import-fixtures.py with LibreOffice and openpyxl (issue 30): each file says what it holds.
const FIXTURES = path.join(import.meta.dirname, 'fixtures');
const CONTENT_TYPES: Record<string, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  csv: 'text/csv',
};
const fixture = (fileName: string): TestFile => ({
  fileName,
  data: fs.readFileSync(path.join(FIXTURES, fileName)),
  contentType: CONTENT_TYPES[fileName.split('.').pop() ?? ''],
});

const BANK_ACCOUNT_CHANGED =
  'Bank account looks changed by a spreadsheet: format the column as Text and type it again.';
const FORMULA_WITHOUT_VALUE =
  'This cell is a formula saved without its value: open the file in a spreadsheet program, save it, and import it again.';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
  // Sharma Roadlines (TDS 2%), Balaji Carriers (1%); trucks MH12AB1234, KA05CD6789; Pune -> Mumbai ₹1,250.50 a ton,
  // Nashik -> Pune ₹900.
  await addMasterData(ctx, admin);
  const truck = await postMultipart(ctx, admin, '/add-vehicle', { truck_no: 'KA34EF3003' });
  if (truck.statusCode !== 201) throw new Error(`add-vehicle: ${truck.body}`);
  // The bank accounts as the office first typed them, before a spreadsheet opened and saved the file.
  for (const [companyName, companyOwner, bankAccount] of [
    ['Zero Lead Transport', 'Meena Iyer', '000123456789'],
    ['Long Account Movers', 'Farhan Sheikh', '123456789012345678'],
    ['Text Account Carriers', 'Lakshmi Rao', '000987654300'],
  ]) {
    const vendor = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/add-vendor',
      headers: { cookie: admin },
      payload: { companyName, companyOwner, tdsRate: 1, bankAccount },
    });
    if (vendor.statusCode !== 201) throw new Error(`add-vendor: ${vendor.body}`);
  }
}, 120_000);
afterAll(() => ctx.close());

const listVendors = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie: admin } })).json<
    { companyName: string; companyOwner: string; tdsRate: number; bankAccount: string; city: string }[]
  >();

/** The trips of one DO number, as the Reports screen lists November 2026 (every fixture's trips are dated in it). */
async function tripsOf(doNumber: string): Promise<Record<string, unknown>[]> {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/logistics/api/reports?startDate=2026-11-01&endDate=2026-11-30',
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>[]>().filter((trip) => trip.DONumber === doNumber);
}

/** Previews the fixture (every row to create, none refused), then commits it. */
async function importTrips(fileName: string, rows: number) {
  const preview = await postImport(ctx, admin, 'trips?dryRun=true', fixture(fileName));
  expect(preview.statusCode, preview.body).toBe(200);
  expect(preview.json()).toMatchObject({ rows, create: rows, update: 0, refused: 0, errors: [], warnings: [] });
  const commit = await postImport(ctx, admin, 'trips', fixture(fileName));
  expect(commit.statusCode, commit.body).toBe(201);
  expect(commit.json()).toMatchObject({ create: rows, update: 0, unchanged: 0 });
}

describe('spreadsheets as offices save them (issue 30)', () => {
  it('vendors-libreoffice.xlsx: accounts a spreadsheet turned into numbers are refused, never updated; a text cell is read exactly', async () => {
    const file = fixture('vendors-libreoffice.xlsx');
    const preview = await postImport(ctx, admin, 'vendors?dryRun=true', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 3,
      create: 0,
      update: 1,
      unchanged: 0,
      refused: 2,
      errors: [
        // 000123456789 read back as 123456789: three digits fewer than the stored account.
        { row: 2, column: 'bankAccount', message: BANK_ACCOUNT_CHANGED },
        // 123456789012345678 rounded to 15 digits: 123456789012346000.
        { row: 3, column: 'bankAccount', message: BANK_ACCOUNT_CHANGED },
      ],
      updates: [{ row: 4, changes: [{ column: 'bankAccount', before: '000987654300', after: '000987654321' }] }],
      warnings: [],
    });
    const commit = await postImport(ctx, admin, 'vendors', file);
    expect(commit.statusCode).toBe(422);
    const accounts = Object.fromEntries((await listVendors()).map((v) => [v.companyName, v.bankAccount]));
    expect(accounts).toMatchObject({
      'Zero Lead Transport': '000123456789',
      'Long Account Movers': '123456789012345678',
      'Text Account Carriers': '000987654300',
    });
  });

  it('trips-formulas.xlsx (LibreOffice): Weight = Gross - Tare is read as the value saved with the formula', async () => {
    await importTrips('trips-formulas.xlsx', 2);
    // Nashik -> Pune ₹900 x (24.25 - 14.25) t = ₹9,000; Pune -> Mumbai ₹1,250.50 x (32.5 - 12) t = ₹25,635.25 -> ₹25,635.
    expect(await tripsOf('XF-1')).toMatchObject([{ localDate: '2026-11-10', Weight: 10, Freight: 9000 }]);
    expect(await tripsOf('XF-2')).toMatchObject([{ localDate: '2026-11-10', Weight: 20.5, Freight: 25635 }]);
  });

  it('trips-openpyxl-formula.xlsx: a formula saved without its value is an error on its row; nothing is written', async () => {
    const file = fixture('trips-openpyxl-formula.xlsx');
    const preview = await postImport(ctx, admin, 'trips?dryRun=true', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 2,
      create: 1,
      refused: 1,
      errors: [{ row: 2, column: 'Weight', message: FORMULA_WITHOUT_VALUE }],
    });
    expect((await postImport(ctx, admin, 'trips', file)).statusCode).toBe(422);
    expect([...(await tripsOf('XF-3')), ...(await tripsOf('XF-4'))]).toEqual([]);
  });

  it('trips-zip64.xlsx (openpyxl, packed again by Info-ZIP in the ZIP64 layout): read as any .xlsx', async () => {
    await importTrips('trips-zip64.xlsx', 2);
    // Pune -> Mumbai ₹1,250.50 x 18.25 t = ₹22,821.625 -> ₹22,822; Nashik -> Pune ₹900 x 10 t = ₹9,000.
    expect(await tripsOf('Z64-1')).toMatchObject([
      { TruckNumber: 'MH12AB1234', localDate: '2026-11-12', Weight: 18.25, Freight: 22822 },
    ]);
    expect(await tripsOf('Z64-2')).toMatchObject([
      { TruckNumber: 'KA05CD6789', localDate: '2026-11-13', Weight: 10, Freight: 9000 },
    ]);
  });

  it('trips-truck-number.xlsx: KA-34-EF-3003, ka 34 ef 3003 and Ka.34.Ef.3003 are the stored truck KA34EF3003', async () => {
    await importTrips('trips-truck-number.xlsx', 3);
    for (const doNumber of ['TN-1', 'TN-2', 'TN-3']) {
      expect(await tripsOf(doNumber), doNumber).toMatchObject([{ TruckNumber: 'KA34EF3003', localDate: '2026-11-11' }]);
    }
  });

  it.each([
    [
      'vendors-utf8-bom.csv',
      { companyName: 'Nagpur Roadways', companyOwner: 'Renée Dsouza', tdsRate: 1.5, city: 'Nagpur' },
    ],
    [
      'vendors-utf16-tab.csv',
      { companyName: 'Goa Transports', companyOwner: 'José Fernandes', tdsRate: 2, city: 'Margão' },
    ],
    [
      'vendors-windows-1252.csv',
      { companyName: 'Café Carriers', companyOwner: 'André Pinto', tdsRate: 1, city: 'Vasco' },
    ],
  ])('%s: its encoding and separator found, the names read letter for letter', async (fileName, vendor) => {
    const preview = await postImport(ctx, admin, 'vendors?dryRun=true', fixture(fileName));
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ rows: 1, create: 1, refused: 0, errors: [] });
    const commit = await postImport(ctx, admin, 'vendors', fixture(fileName));
    expect(commit.statusCode, commit.body).toBe(201);
    expect((await listVendors()).find((v) => v.companyName === vendor.companyName)).toMatchObject(vendor);
  });

  it('trips-dates.xlsx: a date cell, an Excel day number and six ways of writing a day, each read day first', async () => {
    await importTrips('trips-dates.xlsx', 8);
    // DT-1 a date cell, DT-2 the number 46328, then 03/11/2026, 04-11-2026, 05.11.2026, 06-Nov-26, 7 Nov 2026, 2026-11-08.
    for (let day = 1; day <= 8; day += 1) {
      expect(await tripsOf(`DT-${day}`), `DT-${day}`).toMatchObject([{ localDate: `2026-11-0${day}` }]);
    }
  });

  it('trips-impossible-day.xlsx: 31/02/2026 is an error that names its cell; nothing is written', async () => {
    const file = fixture('trips-impossible-day.xlsx');
    const preview = await postImport(ctx, admin, 'trips?dryRun=true', file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({
      rows: 2,
      create: 1,
      refused: 1,
      errors: [{ row: 3, column: 'localDate', message: expect.stringMatching(/\bC3\b|31\/02\/2026/) as unknown }],
    });
    expect((await postImport(ctx, admin, 'trips', file)).statusCode).toBe(422);
    expect(await tripsOf('BD-1')).toEqual([]);
  });

  it('trips.ods (LibreOffice): read as an .xlsx is, and a second import writes nothing', async () => {
    await importTrips('trips.ods', 2);
    // ₹900 x 12.5 t = ₹11,250; ₹1,250.50 x 10 t = ₹12,505.
    expect(await tripsOf('OD-1')).toMatchObject([
      { TruckNumber: 'KA05CD6789', localDate: '2026-11-12', Vendor: 'Balaji Carriers', Weight: 12.5, Freight: 11250 },
    ]);
    expect(await tripsOf('OD-2')).toMatchObject([
      { TruckNumber: 'MH12AB1234', localDate: '2026-11-13', Vendor: 'Sharma Roadlines', Weight: 10, Freight: 12505 },
    ]);
    expect((await postImport(ctx, admin, 'trips', fixture('trips.ods'))).json()).toMatchObject({
      create: 0,
      update: 0,
      unchanged: 2,
    });
  });

  it('trips-title-row.xlsx: past an instructions sheet and a merged title row, the header is found and the rows imported', async () => {
    await importTrips('trips-title-row.xlsx', 2);
    expect(await tripsOf('TR-1')).toMatchObject([{ TruckNumber: 'MH12AB1234', localDate: '2026-11-14', Weight: 10 }]);
    expect(await tripsOf('TR-2')).toMatchObject([{ TruckNumber: 'KA05CD6789', localDate: '2026-11-14', Weight: 10 }]);
  });

  it('trips-no-header.xlsx: one message naming the headings looked for; nothing is written', async () => {
    for (const query of ['trips?dryRun=true', 'trips']) {
      const response = await postImport(ctx, admin, query, fixture('trips-no-header.xlsx'));
      expect(response.statusCode, query).toBe(400);
      const { message } = response.json<{ message: string }>();
      expect(message, query).toMatch(
        /^No header row found in the first 20 rows of any sheet: looked for the headings .*TruckNumber/,
      );
    }
    expect(await tripsOf('NH-1')).toEqual([]);
  });

  it('trips-duplicate-row.xlsx: the repeat names its twin; with skipDuplicates the first is imported, the repeat listed', async () => {
    const file = fixture('trips-duplicate-row.xlsx');
    const refused = await postImport(ctx, admin, 'trips?dryRun=true', file);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({
      rows: 3,
      create: 2,
      refused: 1,
      errors: [{ row: 4, message: 'Same as row 2.' }],
    });

    const skipping = await postImport(ctx, admin, 'trips?dryRun=true&skipDuplicates=true', file);
    expect(skipping.json()).toMatchObject({
      create: 2,
      refused: 0,
      errors: [],
      skipped: [{ row: 4, message: 'Same as row 2.' }],
    });
    const commit = await postImport(ctx, admin, 'trips?skipDuplicates=true', file);
    expect(commit.statusCode, commit.body).toBe(201);
    expect(commit.json()).toMatchObject({ create: 2, update: 0, unchanged: 0 });
    expect(await tripsOf('DU-1')).toMatchObject([{ TruckNumber: 'MH12AB1234', localDate: '2026-11-16' }]);
    expect(await tripsOf('DU-2')).toMatchObject([{ TruckNumber: 'KA05CD6789', localDate: '2026-11-16' }]);
  });

  it('trips-hidden-columns.xlsx: hidden columns read, blank rows under the data and a summary sheet after it ignored', async () => {
    await importTrips('trips-hidden-columns.xlsx', 2);
    expect(await tripsOf('HC-1')).toMatchObject([
      { DriverName: 'Suresh Patil', localDate: '2026-11-17', Weight: 12.5 },
    ]);
    expect(await tripsOf('HC-2')).toMatchObject([{ DriverName: 'Imran Khan', localDate: '2026-11-17', Weight: 10 }]);
  });
});
