// Importing customers and customer rates (issue 32) through the import issue's machinery: each row checked as the
// customer forms check it, all rows written or none, and the same file twice writes nothing the second time.
import { CUSTOMER_MESSAGES, type Customer, type CustomerRate, gstinCheckCharacter } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditCount, csvFile, postImport, readWorkbook, xlsxFile } from '../test/import-files.ts';
import { listAudit } from '../audit/audit.repository.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { xlsxOf } from '../../test-support/hostile-sheets.ts';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

/** A valid GSTIN: state code, PAN, entity 1, Z and the check character as the GST portal computes it. */
const gstinOf = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
const ULTRATECH_GSTIN = gstinOf('27', 'AAACU1234F');
const KOLHAPUR_GSTIN = gstinOf('29', 'AABCK5678M');

const HEADER = ['Name', 'GSTIN', 'PAN', 'Address', 'State', 'PIN', 'Phone', 'Email', 'Credit days', 'Reverse charge'];

const get = async <T>(url: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie: admin } })).json<T>();
const customerNamed = async (name: string) => (await get<Customer[]>('/customers')).find((c) => c.name === name);

describe('importing customers', () => {
  const good = csvFile([
    HEADER,
    [
      'Ultratech  Cement Ltd',
      ULTRATECH_GSTIN.toLowerCase(),
      '',
      'Plot 4, MIDC, Bhosari',
      'maharashtra',
      '411 026',
      '98765 43210',
      'accounts@ultratech.example',
      '45',
      'yes',
    ],
    ['Patil Builders', '', 'abcpp1234q', 'Hubballi Road, Dharwad', 'Karnataka', '580001', '', '', '', 'No'],
  ]);

  it('previews a good file without writing anything', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'customers?dryRun=true', good);
    expect(response.statusCode, response.body).toBe(200);
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
    expect(await get<Customer[]>('/customers')).toEqual([]);
    expect(await auditCount(ctx)).toBe(before);
  });

  it('commits it as the form saves it: spaces squeezed, GSTIN and PAN upper-cased, 30 credit days when blank', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'customers', good);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 0 });
    expect(await customerNamed('Ultratech Cement Ltd')).toMatchObject({
      gstin: ULTRATECH_GSTIN,
      pan: '',
      address: 'Plot 4, MIDC, Bhosari',
      state: 'Maharashtra',
      pin: '411026',
      phone: '9876543210',
      email: 'accounts@ultratech.example',
      creditDays: 45,
      reverseCharge: true,
    });
    expect(await customerNamed('Patil Builders')).toMatchObject({
      gstin: '',
      pan: 'ABCPP1234Q',
      state: 'Karnataka',
      pin: '580001',
      creditDays: 30,
      reverseCharge: false,
    });
    // One audit row per customer, as the form writes.
    expect(await auditCount(ctx)).toBe(before + 2);
  });

  it('the same file again: everything unchanged, nothing written, not even an audit row', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'customers', good);
    expect(response.json()).toEqual({ create: 0, update: 0, unchanged: 2, skipped: 0 });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('a name in another case updates that customer; the preview names each change', async () => {
    const file = csvFile([
      HEADER,
      ['PATIL BUILDERS', '', 'ABCPP1234Q', 'Hubballi Road, Dharwad', 'Karnataka', '580001', '', '', '60', 'Yes'],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      update: 1,
      updates: [
        {
          row: 2,
          changes: [
            // The name is the key: written as the file has it.
            { column: 'Name', before: 'Patil Builders', after: 'PATIL BUILDERS' },
            { column: 'Credit days', before: '30', after: '60' },
            { column: 'Reverse charge', before: 'No', after: 'Yes' },
          ],
        },
      ],
    });
    const before = await auditCount(ctx);
    expect((await postImport(ctx, admin, 'customers', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      skipped: 0,
    });
    expect(await customerNamed('PATIL BUILDERS')).toMatchObject({ creditDays: 60, reverseCharge: true });
    expect(await auditCount(ctx)).toBe(before + 1);
  });

  it('refuses rows with the form’s messages, every problem of a row in column order, and writes nothing (422)', async () => {
    const wrongCheck = `${ULTRATECH_GSTIN.slice(0, 14)}${ULTRATECH_GSTIN.endsWith('A') ? 'B' : 'A'}`;
    const file = csvFile([
      HEADER,
      ['Good Traders', '', '', 'Market Yard, Pune', 'Maharashtra', '411037', '', '', '', ''],
      ['Check Char Co', wrongCheck, '', 'Somewhere', 'Maharashtra', '411001', '', '', '', ''],
      ['Kolhapur Sugar Mills', KOLHAPUR_GSTIN, 'AAACU1234F', 'Kolhapur', 'Maharashtra', '416001', '', '', '', ''],
      ['Ab', '', '', 'Pune', 'Gondwana', '011001', '12345', 'not-an-email', '400', 'Maybe'],
      ['Clash Cement', ULTRATECH_GSTIN, '', 'Pune', 'Maharashtra', '411001', '', '', '', ''],
      ['good traders', '', '', 'Market Yard, Pune', 'Maharashtra', '411037', '', '', '', ''],
    ]);
    const preview = await postImport(ctx, admin, 'customers?dryRun=true', file);
    expect(preview.json()).toEqual({
      rows: 6,
      create: 1,
      update: 0,
      unchanged: 0,
      refused: 5,
      errors: [
        { row: 3, column: 'GSTIN', message: CUSTOMER_MESSAGES.gstin },
        { row: 4, column: 'PAN', message: CUSTOMER_MESSAGES.panNotInGstin },
        { row: 4, column: 'State', message: CUSTOMER_MESSAGES.registeredState('Karnataka') },
        { row: 5, column: 'Name', message: CUSTOMER_MESSAGES.name },
        { row: 5, column: 'State', message: CUSTOMER_MESSAGES.state },
        { row: 5, column: 'PIN', message: CUSTOMER_MESSAGES.pin },
        { row: 5, column: 'Phone', message: CUSTOMER_MESSAGES.phone },
        { row: 5, column: 'Email', message: CUSTOMER_MESSAGES.email },
        { row: 5, column: 'Credit days', message: CUSTOMER_MESSAGES.creditDays },
        { row: 5, column: 'Reverse charge', message: 'Reverse charge must be Yes, No or blank.' },
        { row: 6, column: 'GSTIN', message: CUSTOMER_MESSAGES.duplicateGstin },
        { row: 7, column: 'Name', message: 'Same as row 2.' },
      ],
      updates: [],
      warnings: [],
      skipped: [],
    });
    const before = await auditCount(ctx);
    const commit = await postImport(ctx, admin, 'customers', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({ message: '5 rows are refused; nothing was imported.', code: 'ROWS_REFUSED' });
    expect(await customerNamed('Good Traders')).toBeUndefined();
    expect(await auditCount(ctx)).toBe(before);
  });

  it('identifiers are the text of their cells; a number a spreadsheet rounded is refused under its name', async () => {
    const file = await xlsxFile([
      HEADER,
      ['Numeric Pin Traders', '', '', 'Station Road, Nashik', 'Maharashtra', 422001, 9822012345, '', 15, 'No'],
      ['Rounded Phone Co', '', '', 'Station Road, Nashik', 'Maharashtra', 422002, 98220123456780000, '', '', ''],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      create: 1,
      errors: [
        {
          row: 3,
          column: 'Phone',
          message: 'Phone looks changed by a spreadsheet: format the column as Text and type it again.',
        },
      ],
    });
    // The good row alone, in a file without the Reverse charge column: the form's default, Yes.
    const only = await xlsxFile([
      HEADER.slice(0, 9),
      ['Numeric Pin Traders', '', '', 'Station Road, Nashik', 'Maharashtra', 422001, 9822012345, '', 15],
    ]);
    expect((await postImport(ctx, admin, 'customers', only)).statusCode).toBe(201);
    expect(await customerNamed('Numeric Pin Traders')).toMatchObject({
      pin: '422001',
      phone: '9822012345',
      creditDays: 15,
      reverseCharge: true,
    });
  });

  it('the template has the columns, a note with each format and the example row', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/import/customers/template',
      headers: { cookie: admin },
    });
    expect(response.statusCode).toBe(200);
    const sheet = await readWorkbook(response.rawPayload);
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADER);
    expect(sheet.getRow(1).getCell(10).note).toBe(
      'Yes when the customer pays GST on freight under reverse charge, else No; blank for Yes.',
    );
    expect(sheet.getRow(2).getCell(1).value).toBe('EXAMPLE');
  });

  it('reads Yes and No in any case, spaces around them left out; the preview shows the change as Yes and No', async () => {
    const file = csvFile([
      HEADER,
      [
        'Ultratech Cement Ltd',
        ULTRATECH_GSTIN,
        '',
        'Plot 4, MIDC, Bhosari',
        'Maharashtra',
        '411026',
        '9876543210',
        'accounts@ultratech.example',
        '45',
        '  NO ',
      ],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      update: 1,
      refused: 0,
      errors: [],
      updates: [{ row: 2, changes: [{ column: 'Reverse charge', before: 'Yes', after: 'No' }] }],
    });
  });

  it('credit days are a plain number: a rupee sign or commas out of place are refused under Credit days', async () => {
    const file = csvFile([
      HEADER,
      ['Rupee Days Co', '', '', 'Station Road, Satara', 'Maharashtra', '415001', '', '', '₹ 45', ''],
      ['Comma Days Co', '', '', 'Station Road, Satara', 'Maharashtra', '415001', '', '', '4,5', ''],
      // A refused number leaves the rest of the row checked: here the GSTIN's state.
      ['Kolhapur Sugar Mills', KOLHAPUR_GSTIN, '', 'Kolhapur', 'Maharashtra', '416001', '', '', '1,20,00', ''],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      create: 0,
      refused: 3,
      errors: [
        { row: 2, column: 'Credit days', message: 'Credit days must be a whole number from 0 to 365.' },
        { row: 3, column: 'Credit days', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
        { row: 4, column: 'State', message: 'This GSTIN is registered in Karnataka: choose that state.' },
        { row: 4, column: 'Credit days', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
      ],
    });
  });

  it('a GSTIN a spreadsheet rounded is refused alone: the PAN beside it is not compared with it', async () => {
    const file = await xlsxFile([
      HEADER,
      [
        'Rounded Gstin Co',
        271234567890123456,
        'AAFCR1234K',
        'Station Road, Satara',
        'Maharashtra',
        '415001',
        '',
        '',
        '',
        '',
      ],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        {
          row: 2,
          column: 'GSTIN',
          message: 'GSTIN looks changed by a spreadsheet: format the column as Text and type it again.',
        },
      ],
    });
  });

  it('a reverse charge that is neither Yes nor No still lets the GSTIN’s state be checked', async () => {
    const file = csvFile([
      HEADER,
      ['Kolhapur Sugar Mills', KOLHAPUR_GSTIN, '', 'Kolhapur', 'Maharashtra', '416001', '', '', '', 'Perhaps'],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        { row: 2, column: 'State', message: 'This GSTIN is registered in Karnataka: choose that state.' },
        { row: 2, column: 'Reverse charge', message: 'Reverse charge must be Yes, No or blank.' },
      ],
    });
  });

  it('a GSTIN twice in the file, in any case: the later row is refused, the first would be added', async () => {
    const gstin = gstinOf('27', 'AAFCS4321K');
    const file = csvFile([
      HEADER,
      ['Satara Stone Works', gstin, '', 'MIDC, Satara', 'Maharashtra', '415004', '', '', '', ''],
      ['Satara Stone Crushers', gstin.toLowerCase(), '', 'MIDC, Satara', 'Maharashtra', '415004', '', '', '', ''],
    ]);
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      create: 1,
      refused: 1,
      errors: [{ row: 3, column: 'GSTIN', message: 'A customer with this GSTIN already exists.' }],
    });
  });

  it('a name or GSTIN whose cell is also a formula saved without its value is refused, and a later row may use it', async () => {
    // A hand-made .xlsx that gives cells A2 and B2 twice: a formula saved without its value, then a value.
    const columns = 'ABCDEFGHIJ';
    const cells = (row: number, values: string[]) =>
      values.map((value, i) => `<c r="${columns[i]}${row}" t="inlineStr"><is><t>${value}</t></is></c>`).join('');
    const gstin = gstinOf('27', 'AAFCT6789L');
    const customer = (name: string) => [name, gstin, '', 'MIDC, Satara', 'Maharashtra', '415004', '', '', '', ''];
    const formula = (ref: string) => `<c r="${ref}"><f>CONCATENATE("x")</f></c>`;
    const data = await xlsxOf([
      {
        name: 'Customers',
        rows:
          `<row r="1">${cells(1, HEADER)}</row>` +
          `<row r="2">${formula('A2')}${formula('B2')}${cells(2, customer('Twice Given Traders'))}</row>` +
          `<row r="3">${cells(3, customer('twice given traders'))}</row>`,
      },
    ]);
    const file = {
      fileName: 'customers.xlsx',
      data,
      contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    const uncached =
      'This cell is a formula saved without its value: open the file in a spreadsheet program, save it, and import it again.';
    expect((await postImport(ctx, admin, 'customers?dryRun=true', file)).json()).toMatchObject({
      rows: 2,
      create: 1,
      refused: 1,
      errors: [
        { row: 2, column: 'Name', message: uncached },
        { row: 2, column: 'GSTIN', message: uncached },
      ],
    });
  });

  it('each customer an import adds or changes is in that customer’s history, as the form writes it', async () => {
    const patil = await customerNamed('PATIL BUILDERS');
    if (!patil) throw new Error('no PATIL BUILDERS');
    const history = await listAudit(ctx.db, 'customer', patil.id);
    expect(history.map((entry) => entry.action).toSorted()).toEqual(['create', 'update']);
  });

  it('is the admin’s: an accountant may not import customers or their rates', async () => {
    const { cookie } = await ctx.signIn('accountant');
    for (const kind of ['customers', 'customer-rates']) {
      expect((await postImport(ctx, cookie, `${kind}?dryRun=true`, good)).statusCode, kind).toBe(403);
    }
  });
});

describe('importing customer rates', () => {
  const RATE_HEADER = ['Customer', 'From', 'To', 'Rate', 'Valid from'];
  const rates = async (customer: string) =>
    (await get<CustomerRate[]>(`/customer-rates?customer=${encodeURIComponent(customer)}`)).map((rate) => [
      rate.from,
      rate.to,
      rate.rate,
      rate.validFrom,
    ]);

  const good = async () =>
    xlsxFile([
      RATE_HEADER,
      ['ultratech cement ltd', 'pune', 'MUMBAI', 1450, '01/04/2026'],
      // A new rate from 1 December: November's trips keep the old one.
      ['Ultratech Cement Ltd', 'Pune', 'Mumbai', '1,500.50', new Date(Date.UTC(2026, 11, 1))],
      ['Numeric Pin Traders', 'Nashik', 'Pune', '₹ 900', '2026-04-01'],
    ]);

  it('previews, then commits each rate from its day, places as the freight screen writes them', async () => {
    const file = await good();
    expect((await postImport(ctx, admin, 'customer-rates?dryRun=true', file)).json()).toMatchObject({
      rows: 3,
      create: 3,
      refused: 0,
      errors: [],
    });
    expect(await rates('Ultratech Cement Ltd')).toEqual([]);
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'customer-rates', file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ create: 3, update: 0, unchanged: 0, skipped: 0 });
    expect(await rates('Ultratech Cement Ltd')).toEqual([
      ['Pune', 'Mumbai', 1500.5, '2026-12-01'],
      ['Pune', 'Mumbai', 1450, '2026-04-01'],
    ]);
    expect(await rates('Numeric Pin Traders')).toEqual([['Nashik', 'Pune', 900, '2026-04-01']]);
    expect(await auditCount(ctx)).toBe(before + 3);
  });

  it('the same file again writes nothing', async () => {
    const before = await auditCount(ctx);
    const response = await postImport(ctx, admin, 'customer-rates', await good());
    expect(response.json()).toEqual({ create: 0, update: 0, unchanged: 3, skipped: 0 });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('refuses an unknown customer, a rate of 0, a day that is none, a repeated key and a stored key at another rate', async () => {
    const file = csvFile([
      RATE_HEADER,
      ['Nobody Traders', 'Pune', 'Mumbai', '1000', '01/04/2026'],
      ['Ultratech Cement Ltd', 'Pune', 'Nashik', '0', '01/04/2026'],
      ['Ultratech Cement Ltd', 'Pune', 'Nashik', '800', '31/02/2026'],
      ['Ultratech Cement Ltd', 'Pune', 'Mumbai', '1460', '01/04/2026'],
      ['Ultratech Cement Ltd', 'Pune', 'Satara', '700', '01/04/2026'],
      ['ULTRATECH CEMENT LTD', 'pune', 'satara', '700', '2026-04-01'],
    ]);
    const preview = await postImport(ctx, admin, 'customer-rates?dryRun=true', file);
    expect(preview.json()).toMatchObject({
      rows: 6,
      create: 1,
      refused: 5,
      errors: [
        { row: 2, column: 'Customer', message: CUSTOMER_MESSAGES.unknown('Nobody Traders') },
        { row: 3, column: 'Rate', message: CUSTOMER_MESSAGES.rate },
        { row: 4, column: 'Valid from', message: '31/02/2026 is not a real calendar day.' },
        { row: 5, column: 'Rate', message: CUSTOMER_MESSAGES.duplicateRate },
        { row: 7, column: 'Customer', message: 'Same as row 6.' },
      ],
    });
    const before = await auditCount(ctx);
    expect((await postImport(ctx, admin, 'customer-rates', file)).statusCode).toBe(422);
    expect(await rates('Ultratech Cement Ltd')).toHaveLength(2);
    expect(await auditCount(ctx)).toBe(before);
  });
});
