import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, postImport, xlsxFile } from '../test/import-files.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

const listRates = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/logistics/list-freight', headers: { cookie: admin } }))
    .json<{ from: string; to: string; rate: number }[]>()
    .map(({ from, to, rate }) => [from, to, rate]);

describe('importing freight rates (issue 18)', () => {
  it('a good .xlsx file: places capitalised as the form does, Indian-grouped rates read', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['pune', 'MUMBAI', '1,250.50'],
      ['Nashik', 'Pune', 900],
      ['Hosapete', 'Ballari', '₹ 1,25,000'],
    ]);
    const response = await postImport(ctx, admin, 'freight', file);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 0 });
    expect(await listRates()).toEqual([
      ['Hosapete', 'Ballari', 125000],
      ['Nashik', 'Pune', 900],
      ['Pune', 'Mumbai', 1250.5],
    ]);
  });

  it('a changed rate updates its route, the others are unchanged; the same file again writes nothing', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Pune', 'Mumbai', 1300],
      ['Nashik', 'Pune', '900.00'],
    ]);
    // The preview names the one change: ₹1,250.50 -> ₹1,300.00 a ton on Pune -> Mumbai.
    expect((await postImport(ctx, admin, 'freight?dryRun=true', file)).json()).toMatchObject({
      updates: [{ row: 2, changes: [{ column: 'rate', before: '₹1,250.50', after: '₹1,300.00' }] }],
    });
    expect((await postImport(ctx, admin, 'freight', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 1,
      skipped: 0,
    });
    expect(await listRates()).toContainEqual(['Pune', 'Mumbai', 1300]);
    const before = await auditCount(ctx);
    expect((await postImport(ctx, admin, 'freight', file)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: 2,
      skipped: 0,
    });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('refuses bad rows with the form messages; 422 writes nothing, not even the good row', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Goa', 'Pune', 700],
      ['Goa', '', 700],
      ['Goa', 'Nashik', 0],
      ['Goa', 'Surat', '1,250,00'],
      ['Goa', 'Thane', '12.345'],
      ['goa', 'PUNE', 800],
      ['Goa', 'Satara', '=700'],
    ]);
    const before = await auditCount(ctx);
    const commit = await postImport(ctx, admin, 'freight', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      errors: [
        { row: 3, column: 'to', message: 'All fields are required.' },
        { row: 4, column: 'rate', message: 'Rate must be a number greater than 0.' },
        { row: 5, column: 'rate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
        { row: 6, column: 'rate', message: 'Rupees take at most 2 decimals (paise).' },
        { row: 7, column: 'from', message: 'Same as row 2.' },
        { row: 8, column: 'rate', message: 'Rate must be a number greater than 0.' },
      ],
    });
    expect((await listRates()).map(([from]) => from)).not.toContain('Goa');
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a blank rate is a required field, as on the form; each rate written is in its history', async () => {
    const blank = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Kolhapur', 'Pune', null],
    ]);
    expect((await postImport(ctx, admin, 'freight?dryRun=true', blank)).json()).toMatchObject({
      refused: 1,
      errors: [{ row: 2, column: 'rate', message: 'All fields are required.' }],
    });
    const rateAudits = async () =>
      (await ctx.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'freightRate').execute()).length;
    const audits = await rateAudits();
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Kolhapur', 'Pune', 800],
    ]);
    expect((await postImport(ctx, admin, 'freight', file)).json()).toMatchObject({ create: 1 });
    expect(await rateAudits()).toBe(audits + 1);
  });

  it('every problem of a row is listed: both places and the rate (issue 30)', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['', '', '1,250,00'],
    ]);
    expect((await postImport(ctx, admin, 'freight?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        { row: 2, column: 'from', message: 'All fields are required.' },
        { row: 2, column: 'to', message: 'All fields are required.' },
        { row: 2, column: 'rate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
      ],
    });
  });

  it('a repeated route names its first row, whatever its case, even when its rate is refused too (issue 30)', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Solapur', 'Pune', 700],
      ['Latur', 'Pune', 650],
      ['SOLAPUR', 'pune', '7,00,0'],
    ]);
    expect((await postImport(ctx, admin, 'freight?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        { row: 4, column: 'from', message: 'Same as row 2.' },
        { row: 4, column: 'rate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
      ],
    });
  });

  it('a formula cell of an .xlsx is never run: its saved value is read; one saved without a value is refused (issue 30)', async () => {
    const file = await xlsxFile([
      ['from', 'to', 'rate'],
      ['Satara', 'Pune', { formula: '1000+250', result: 1250 }],
      ['', 'Pune', { formula: '1000+300' }],
    ]);
    expect((await postImport(ctx, admin, 'freight?dryRun=true', file)).json()).toEqual({
      rows: 2,
      create: 1,
      update: 0,
      unchanged: 0,
      refused: 1,
      errors: [
        { row: 3, column: 'from', message: 'All fields are required.' },
        {
          row: 3,
          column: 'rate',
          message:
            'This cell is a formula saved without its value: open the file in a spreadsheet program, save it, and import it again.',
        },
      ],
      updates: [],
      warnings: [],
      skipped: [],
    });
  });
});
