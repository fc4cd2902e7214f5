import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, csvFile, postImport, readWorkbook, xlsxFile } from '../test/import-files.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

const HEADER = ['companyName', 'companyOwner', 'tdsRate', 'pan', 'gst', 'gstApplicable', 'mobile', 'city'];
interface VendorView {
  companyName: string;
  companyOwner: string;
  tdsRate: number;
  pan: string;
  mobile: string;
  city: string;
  bankAccount: string;
  pinCode: string;
}
const listVendors = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie: admin } })).json<
    VendorView[]
  >();
const vendorNamed = async (name: string) => (await listVendors()).find((vendor) => vendor.companyName === name);

describe('importing vendors (issue 18)', () => {
  const good = csvFile([
    HEADER,
    ['sharma roadlines', 'ravi sharma', '1.5', 'abcps1234k', '', 'yes', '98765 43210', 'pune'],
    ['=Cmd Carriers', '+Anil Kumar', '2', '', '', '', '', ''],
  ]);

  it('previews a good file without writing anything', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'vendors?dryRun=true', good);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      rows: 2,
      create: 2,
      update: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      updates: [],
      warnings: [],
      skipped: [],
    });
    expect(await listVendors()).toEqual([]);
    expect(await auditCount(ctx)).toBe(before);
  });

  it('commits it: names title-cased and PAN upper-cased as the form does; formula-like text kept as text', async () => {
    // The form's title case capitalises a word's first character: here the = and the +.
    const response = await postImport(ctx, admin, 'vendors', good);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 0 });
    const vendors = await listVendors();
    expect(vendors.map((v) => [v.companyName, v.companyOwner, v.tdsRate, v.pan, v.mobile, v.city])).toEqual([
      ['=cmd Carriers', '+anil Kumar', 2, '', '', ''],
      ['Sharma Roadlines', 'Ravi Sharma', 1.5, 'ABCPS1234K', '9876543210', 'Pune'],
    ]);
  });

  it('the same file again: everything unchanged, nothing written, not even an audit row', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'vendors', good);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ create: 0, update: 0, unchanged: 2, skipped: 0 });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a name in another case updates that vendor when a field differs; the preview names the change (issue 29)', async () => {
    const before = await auditCount(ctx);
    const file = csvFile([
      HEADER,
      ['SHARMA ROADLINES', 'Ravi Sharma', '1.5', 'ABCPS1234K', '', 'Yes', '9876543210', 'Nashik'],
    ]);
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', file)).json()).toMatchObject({
      update: 1,
      updates: [{ row: 2, changes: [{ column: 'city', before: 'Pune', after: 'Nashik' }] }],
      warnings: [],
    });
    expect((await postImport(ctx, admin, 'vendors', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      skipped: 0,
    });
    expect((await listVendors()).find((v) => v.companyName === 'Sharma Roadlines')?.city).toBe('Nashik');
    expect(await auditCount(ctx)).toBe(before + 1);
  });

  it('refuses rows with the form messages and writes nothing (422)', async () => {
    const file = csvFile([
      HEADER,
      ['Ok Transport', 'Mohan Das', '1', '', '', '', '', ''],
      ['Ab', 'Mohan Das', '101', '', '', '', '', ''],
      ['Pan Clash Movers', 'Mohan Das', '1', 'ABCPS1234K', '', '', '', ''],
      ['Ok Transport', 'Someone Else', '1', '', '', '', '', ''],
      ['Grouped Tds', 'Mohan Das', '1,0', '', '', '', '', ''],
    ]);
    const preview = await postImport(ctx, admin, 'vendors?dryRun=true', file);
    expect(preview.json()).toEqual({
      rows: 5,
      create: 1,
      update: 0,
      unchanged: 0,
      refused: 4,
      errors: [
        { row: 3, column: 'companyName', message: 'Company name must be 3 to 40 characters.' },
        {
          row: 3,
          column: 'tdsRate',
          message: 'TDS rate must be a number from 0 to 100 with at most 2 decimals.',
        },
        { row: 4, column: 'pan', message: 'A vendor with this PAN already exists.' },
        { row: 5, column: 'companyName', message: 'Same as row 2.' },
        { row: 6, column: 'tdsRate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
      ],
      updates: [],
      warnings: [],
      skipped: [],
    });
    const before = await auditCount(ctx);
    const commit = await postImport(ctx, admin, 'vendors', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toEqual({
      message: '4 rows are refused; nothing was imported.',
      code: 'ROWS_REFUSED',
      errors: preview.json<{ errors: unknown }>().errors,
    });
    expect((await listVendors()).map((v) => v.companyName)).not.toContain('Ok Transport');
    expect(await auditCount(ctx)).toBe(before);
  });

  it("PAN and GST stay unique as on the form: twice in the file, or a stored vendor's; each vendor written is in its history", async () => {
    const vendorAudits = async () =>
      (await ctx.db.selectFrom('audit_log').select('entity_id').where('entity', '=', 'vendor').execute()).length;
    const first = csvFile([HEADER, ['Gst First Movers', 'Mohan Das', '1', '', '27AAAPG1234A1Z5', 'Yes', '', '']]);
    const audits = await vendorAudits();
    expect((await postImport(ctx, admin, 'vendors', first)).json()).toMatchObject({ create: 1 });
    expect(await vendorAudits()).toBe(audits + 1);

    const file = csvFile([
      HEADER,
      ['Gst Second Movers', 'Mohan Das', '1', '', '27aaapg1234a1z5', 'Yes', '', ''],
      ['Pan Twin One', 'Mohan Das', '1', 'AAAPT1111A', '', '', '', ''],
      ['Pan Twin Two', 'Mohan Das', '1', 'aaapt1111a', '', '', '', ''],
    ]);
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', file)).json()).toMatchObject({
      create: 1,
      refused: 2,
      errors: [
        { row: 2, column: 'gst', message: 'A vendor with this GST number already exists.' },
        { row: 4, column: 'pan', message: 'A vendor with this PAN already exists.' },
      ],
    });
  });

  it('the error report is the file with an Error column; formula-like cells come back as text', async () => {
    const file = csvFile([
      HEADER,
      ['=A', 'Mohan Das', '1', '', '', '', '', ''],
      ['Good Name Co', 'Mohan Das', '1', '', '', '', '', ''],
    ]);
    const response = await postImport(ctx, admin, 'vendors/errors', file);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="vendors-errors.xlsx"');
    const sheet = await readWorkbook(response.rawPayload);
    expect(sheet.getRow(1).getCell(9).value).toBe('Error');
    expect(sheet.getRow(2).getCell(1).value).toBe('=A');
    expect(sheet.getRow(2).getCell(1).type).toBe(3); // ExcelJS.ValueType.String, not Formula (6)
    expect(sheet.getRow(2).getCell(9).value).toBe('companyName: Company name must be 3 to 40 characters.');
    expect(sheet.getRow(3).getCell(9).value).toBeNull();
  });

  it('reads a file with its own headings through the mapping', async () => {
    const file = csvFile([
      ['Name', 'Owner', 'TDS %'],
      ['Mapped Movers', 'Lata Rao', '₹ 1'],
    ]);
    const mapping = JSON.stringify({ companyName: 'Name', companyOwner: 'owner', tdsRate: 'TDS %' });
    const response = await postImport(ctx, admin, 'vendors?dryRun=true', file, { mapping });
    expect(response.json()).toMatchObject({ rows: 1, refused: 1 });
  });

  const template = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/import/vendors/template',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    return { fileName: 'vendors-template.xlsx', data: response.rawPayload };
  };

  it('the template has our columns, a note with each format and an example row that says EXAMPLE first', async () => {
    const sheet = await readWorkbook((await template()).data);
    expect(sheet.getRow(1).getCell(1).value).toBe('companyName');
    expect(sheet.getRow(1).getCell(3).value).toBe('tdsRate');
    expect(sheet.getRow(1).getCell(3).note).toBe('TDS rate in percent, 0 to 100, up to 2 decimals.');
    expect(sheet.getRow(2).getCell(1).value).toBe('EXAMPLE');
    expect(sheet.getRow(2).getCell(2).value).toBe('Owner name');
    expect(sheet.rowCount).toBe(2);
  });

  it('an untouched template has no rows to import (issue 29): the preview and the commit say so, nothing is written', async () => {
    const untouched = await template();
    const before = await auditCount(ctx);
    const refusal = {
      message:
        'No rows to import: add your rows under the header (a row that says EXAMPLE in its first cell is skipped).',
      code: 'VALIDATION_ERROR',
    };
    for (const path of ['vendors?dryRun=true', 'vendors']) {
      const response = await postImport(ctx, admin, path, untouched);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toEqual(refusal);
    }
    expect((await listVendors()).map((vendor) => vendor.companyName)).not.toContain('EXAMPLE');
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a template filled under its example row: the example is skipped, the rest counted from row 3', async () => {
    const sheet = await readWorkbook((await template()).data);
    sheet.addRow(['Example Free Movers', 'Asha Patil', 1]);
    sheet.addRow(['', 'Owner without a name', 1]);
    const data = Buffer.from(await sheet.workbook.xlsx.writeBuffer());
    const response = await postImport(ctx, admin, 'vendors?dryRun=true', { fileName: 'vendors.xlsx', data });
    expect(response.json()).toMatchObject({
      rows: 2,
      create: 1,
      refused: 1,
      errors: [{ row: 4, column: 'companyName' }],
    });
  });

  it('refuses a file that is no spreadsheet by its content, whatever its name (415)', async () => {
    // A text file named .csv is read as CSV (issue 30): a PDF named .xlsx is the file that is no spreadsheet.
    const response = await postImport(ctx, admin, 'vendors?dryRun=true', {
      fileName: 'vendors.xlsx',
      data: Buffer.from('%PDF-1.4\n'),
    });
    expect(response.statusCode).toBe(415);
  });
});

describe('vendor files that offices save (issue 30)', () => {
  const changed = (label: string) =>
    `${label} looks changed by a spreadsheet: format the column as Text and type it again.`;
  const IDENTIFIERS = ['companyName', 'companyOwner', 'tdsRate', 'mobile', 'bankAccount', 'pinCode'];

  it('every problem of a row is listed, in the order of our columns', async () => {
    const file = csvFile([HEADER, ['Ab', 'X', '1,0', 'ABC', '', 'Maybe', '12345', '']]);
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        { row: 2, column: 'companyName', message: 'Company name must be 3 to 40 characters.' },
        { row: 2, column: 'companyOwner', message: 'Owner name must be 3 to 40 characters.' },
        { row: 2, column: 'tdsRate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
        { row: 2, column: 'pan', message: 'PAN must be either empty or exactly 10 characters!' },
        { row: 2, column: 'gstApplicable', message: 'GST applicable must be Yes, No or empty.' },
        { row: 2, column: 'mobile', message: 'Mobile number must be exactly 10 digits or empty!' },
      ],
    });
  });

  it('identifiers are the text of their cells: leading zeros kept, numbers read as their digits', async () => {
    const file = await xlsxFile([
      IDENTIFIERS,
      ['Zero Lead Logistics', 'Asha Rao', 1, '9876543210', '000123456789', '560001'],
      ['Numeric Movers', 'Vijay Rao', 1, 9876543211, 123456789, 560002],
    ]);
    expect((await postImport(ctx, admin, 'vendors', file)).json()).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect(await vendorNamed('Zero Lead Logistics')).toMatchObject({
      mobile: '9876543210',
      bankAccount: '000123456789',
      pinCode: '560001',
    });
    expect(await vendorNamed('Numeric Movers')).toMatchObject({
      mobile: '9876543211',
      bankAccount: '123456789',
      pinCode: '560002',
    });
  });

  it('the file saved again by a spreadsheet: lost leading zeros and rounded digits are refused, never an update', async () => {
    // As a spreadsheet saves them: 000123456789 as 123456789, 123456789012345678 as 123456789012346000.
    const file = await xlsxFile([
      IDENTIFIERS,
      ['Zero Lead Logistics', 'Asha Rao', 1, 9876543210, 123456789, 560001],
      ['Rounded Roadways', 'Kiran Rao', 1, null, 123456789012346000, null],
      ['Numeric Movers', 'Vijay Rao', 1, 9876543211, 123456789, 560002],
    ]);
    const before = await auditCount(ctx);
    const preview = await postImport(ctx, admin, 'vendors?dryRun=true', file);
    expect(preview.json()).toEqual({
      rows: 3,
      create: 0,
      update: 0,
      unchanged: 1,
      refused: 2,
      errors: [
        { row: 2, column: 'bankAccount', message: changed('Bank account') },
        { row: 3, column: 'bankAccount', message: changed('Bank account') },
      ],
      updates: [],
      warnings: [],
      skipped: [],
    });
    expect((await postImport(ctx, admin, 'vendors', file)).statusCode).toBe(422);
    expect(await vendorNamed('Zero Lead Logistics')).toMatchObject({ bankAccount: '000123456789' });
    expect(await vendorNamed('Rounded Roadways')).toBeUndefined();
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a number with fewer digits than the stored mobile or PIN code is refused under that name', async () => {
    const file = await xlsxFile([IDENTIFIERS, ['Zero Lead Logistics', 'Asha Rao', 1, 987654321, null, 56000]]);
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        { row: 2, column: 'mobile', message: changed('Mobile') },
        { row: 2, column: 'pinCode', message: changed('PIN code') },
      ],
    });
  });

  it('a duplicate row names its earlier twin; skipDuplicates=true imports the first and lists the others as skipped', async () => {
    const rows = [
      HEADER,
      ['Twin Transport', 'Mohan Das', '1', '', '', '', '', ''],
      ['Other Movers', 'Mohan Das', '1', '', '', '', '', ''],
      ['TWIN TRANSPORT', 'Mohan Das', '1', '', '', '', '', ''],
      ['twin transport', 'Mohan Das', '1,0', '', '', '', '', ''],
    ];
    const sameAsRow2 = { column: 'companyName', message: 'Same as row 2.' };
    const grouping = { column: 'tdsRate', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' };
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', csvFile(rows))).json()).toEqual({
      rows: 4,
      create: 2,
      update: 0,
      unchanged: 0,
      refused: 2,
      errors: [
        { row: 4, ...sameAsRow2 },
        { row: 5, ...sameAsRow2 },
        { row: 5, ...grouping },
      ],
      updates: [],
      warnings: [],
      skipped: [],
    });
    // Skipped: a row whose one problem is its twin; a row with another problem is still refused.
    expect((await postImport(ctx, admin, 'vendors?dryRun=true&skipDuplicates=true', csvFile(rows))).json()).toEqual({
      rows: 4,
      create: 2,
      update: 0,
      unchanged: 0,
      refused: 1,
      errors: [
        { row: 5, ...sameAsRow2 },
        { row: 5, ...grouping },
      ],
      updates: [],
      warnings: [],
      skipped: [{ row: 4, ...sameAsRow2 }],
    });
    const commit = await postImport(ctx, admin, 'vendors?skipDuplicates=true', csvFile(rows.slice(0, 4)));
    expect(commit.statusCode).toBe(201);
    expect(commit.json()).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 1 });
    expect((await listVendors()).filter((vendor) => vendor.companyName === 'Twin Transport')).toHaveLength(1);
  });

  it('a formula saved without its value is refused on its column, beside the row’s other problems', async () => {
    const file = await xlsxFile([
      IDENTIFIERS,
      ['Formula Freight', { formula: 'CONCATENATE("Asha"," Rao")' }, 101, null, null, null],
    ]);
    expect((await postImport(ctx, admin, 'vendors?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        {
          row: 2,
          column: 'companyOwner',
          message:
            'This cell is a formula saved without its value: open the file in a spreadsheet program, save it, and import it again.',
        },
        { row: 2, column: 'tdsRate', message: 'TDS rate must be a number from 0 to 100 with at most 2 decimals.' },
      ],
    });
  });
});
