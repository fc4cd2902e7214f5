import { IMPORT_COLUMNS, type ImportPreview, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TRIP_HEADER,
  auditCount,
  csvFile,
  getTrip as getTripOf,
  postImport,
  tripCount,
  xlsxFile,
} from '../test/import-files.ts';
import { MASTER, addAcknowledgedTrip, addMasterData, addTrip } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripImport } from './trip-rows.ts';

let ctx: TestContext;
let accountant: string;
let accountantName: string;
beforeAll(async () => {
  ctx = await createTestApp();
  const signedIn = await ctx.signIn('accountant');
  accountant = signedIn.cookie;
  accountantName = signedIn.user.username;
  // Sharma Roadlines TDS 2%, Balaji Carriers 1%; Pune -> Mumbai ₹1,250.50 a ton, Nashik -> Pune ₹900.
  await addMasterData(ctx, accountant);
});
afterAll(() => ctx.close());

const getTrip = (id: string) => getTripOf(ctx, accountant, id);

describe('importing past trips (issue 18)', () => {
  it('a good .xlsx file: freight from the rate table, TDS rate from the vendor, ids in date order, history says imported', async () => {
    const file = await xlsxFile(
      [
        TRIP_HEADER,
        [
          'MH12AB1234',
          'DO-2',
          '10/06/2025',
          'sharma roadlines',
          'pune',
          'mumbai',
          'Bulker',
          'Open',
          '20.5',
          null,
          null,
          '1,25,000.50',
          null,
        ],
        // 45800 is Excel's number for 23/05/2025.
        [
          'KA05CD6789',
          'DO-1',
          45800,
          MASTER.otherVendor,
          'Nashik',
          'Pune',
          'Bag',
          'Acknowledged',
          10,
          9.95,
          null,
          null,
          '₹ 150',
        ],
      ],
      'trips.xlsx',
    );
    const preview = await postImport(ctx, accountant, 'trips?dryRun=true', file);
    expect(preview.json()).toEqual({
      rows: 2,
      create: 2,
      update: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      updates: [],
      skipped: [],
      // Row 2: ₹25,635 - TDS 2% (₹512.70) - diesel ₹1,25,000.50 = -₹99,878.20, rounded to -₹99,878; imported all the same.
      warnings: [
        {
          row: 2,
          column: 'Amount',
          message: 'Amount is below zero (-₹99,878.00): the deductions are more than Freight less TDS.',
        },
      ],
    });
    const commit = await postImport(ctx, accountant, 'trips', file);
    expect(commit.statusCode).toBe(201);
    expect(commit.json()).toEqual({ create: 2, update: 0, unchanged: 0, skipped: 0 });

    // The earlier day (23/05/2025, the file's second row) gets the first id.
    expect(await getTrip('T1')).toMatchObject({
      TruckNumber: 'KA05CD6789',
      DONumber: 'DO-1',
      localDate: '2025-05-23',
      // A file gives the day alone: the trip is timed at midnight.
      localTime: '00:00:00',
      Vendor: MASTER.otherVendor,
      TransactionStatus: 'Acknowledged',
      Weight: 10,
      ActualWeight: 9.95,
      // 900 x 10 t = 9,000; TDS 1% = 90.
      Freight: 9000,
      TDS_Rate: 1,
      Short: 150,
      Username: accountantName,
    });
    expect(await getTrip('T2')).toMatchObject({
      DONumber: 'DO-2',
      localDate: '2025-06-10',
      Vendor: MASTER.vendor,
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      // 1,250.50 x 20.5 t = 25,635.25 -> ₹25,635.
      Freight: 25635,
      TDS_Rate: 2,
      DieselAmount: 125000.5,
    });
    const history = (
      await ctx.app.inject({ method: 'GET', url: '/logistics/api/trip/T2/history', headers: { cookie: accountant } })
    ).json<{ actor: string; action: string; after: Record<string, unknown> }[]>();
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actor: accountantName,
      action: 'create',
      after: { imported: { file: 'trips.xlsx', row: 2, user: accountantName } },
    });

    const before = await auditCount(ctx);
    const again = await postImport(ctx, accountant, 'trips', file);
    expect(again.json()).toEqual({ create: 0, update: 0, unchanged: 2, skipped: 0 });
    expect(await auditCount(ctx)).toBe(before);
  });

  it('finds the stored trips of every day of the file, whatever the order of its rows: the latest day in the middle', async () => {
    // 1, 20 and 9 March 2025: the file's days run from the 1st to the 20th, though its last row is of the 9th.
    const row = (doNumber: string, day: string) => [
      'MH12AB1234',
      doNumber,
      day,
      MASTER.vendor,
      'Pune',
      'Mumbai',
      'Bulker',
      'Open',
      '10',
      null,
      null,
      null,
      null,
    ];
    const file = csvFile([
      TRIP_HEADER,
      row('DO-M1', '01/03/2025'),
      row('DO-M20', '20/03/2025'),
      row('DO-M9', '09/03/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 3,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
    // The same file again: the trip of the 20th is found too, so nothing is created twice.
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: 3,
      skipped: 0,
    });
  });

  it('a changed row updates its trip; an unchanged one is counted unchanged', async () => {
    const file = csvFile([
      TRIP_HEADER,
      ['MH12AB1234', 'DO-2', '10/06/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '20', '', '', '', ''],
      [
        'KA05CD6789',
        'DO-1',
        '23/05/2025',
        MASTER.otherVendor,
        'Nashik',
        'Pune',
        'Bag',
        'Acknowledged',
        '10',
        '9.95',
        '',
        '',
        '150',
      ],
    ]);
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 1,
      skipped: 0,
    });
    // 1,250.50 x 20 t = ₹25,010.
    expect(await getTrip('T2')).toMatchObject({ Weight: 20, Freight: 25010, DieselAmount: null });
  });

  it("keeps the file's Freight for a past trip only when asked", async () => {
    const file = csvFile([
      TRIP_HEADER,
      [
        'MH12AB1234',
        'DO-9',
        '01/04/2025',
        MASTER.vendor,
        'Pune',
        'Mumbai',
        'Bulker',
        'Open',
        '10',
        '',
        '12,000',
        '',
        '',
      ],
    ]);
    expect((await postImport(ctx, accountant, 'trips?keepFileFreight=true', file)).statusCode).toBe(201);
    const id = (await ctx.db.selectFrom('trips').select('id').where('do_number', '=', 'DO-9').executeTakeFirstOrThrow())
      .id;
    expect(await getTrip(id)).toMatchObject({ Freight: 12000 });
    // Without the tick the rate table decides: 1,250.50 x 10 t = ₹12,505.
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 0,
      update: 1,
      unchanged: 0,
      skipped: 0,
    });
    expect(await getTrip(id)).toMatchObject({ Freight: 12505 });
  });

  it("keeps the file's Freight up to yesterday only: a trip dated today gets rate x weight, ticked or not", async () => {
    const dayOf = (msAgo: number) =>
      localDate(new Date(Date.now() - msAgo))
        .split('-')
        .reverse()
        .join('/');
    const row = (doNumber: string, day: string) => [
      MASTER.truck,
      doNumber,
      day,
      MASTER.vendor,
      'Pune',
      'Mumbai',
      'Bulker',
      'Open',
      '10',
      '',
      '12,000',
      '',
      '',
    ];
    const file = csvFile([TRIP_HEADER, row('DO-N1', dayOf(86_400_000)), row('DO-N2', dayOf(0))]);
    // Rate x weight: 1,250.50 x 10 t = ₹12,505; the file says ₹12,000 (Amount ₹12,000 - TDS 2% ₹240: above zero).
    expect((await postImport(ctx, accountant, 'trips?dryRun=true&keepFileFreight=true', file)).json()).toMatchObject({
      create: 2,
      refused: 0,
      warnings: [
        {
          row: 2,
          column: 'Freight',
          message: "Freight ₹12,000.00 differs from rate × weight (₹12,505.00): the file's Freight is kept.",
        },
        {
          row: 3,
          column: 'Freight',
          message: 'Freight ₹12,000.00 differs from rate × weight (₹12,505.00): rate × weight is saved.',
        },
      ],
    });
    expect((await postImport(ctx, accountant, 'trips?keepFileFreight=true', file)).statusCode).toBe(201);
    const freightOf = async (doNumber: string) => {
      const { id } = await ctx.db
        .selectFrom('trips')
        .select('id')
        .where('do_number', '=', doNumber)
        .executeTakeFirstOrThrow();
      return (await getTrip(id)).Freight;
    };
    expect(await freightOf('DO-N1')).toBe(12000);
    expect(await freightOf('DO-N2')).toBe(12505);
  });

  it('refuses a Billed trip naming its bill, a Billed status, and ambiguous values, with the form messages; writes nothing', async () => {
    const billedTrip = await addAcknowledgedTrip(ctx, accountant, { DONumber: 'DO-B' });
    const billed = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/generate-pdf-bill',
      headers: { cookie: accountant },
      payload: [{ id: billedTrip, trip_id: billedTrip }],
    });
    const billId = String(billed.headers['x-bill-id']);
    const today = localDate().split('-').reverse().join('/');
    const count = await tripCount(ctx);
    const before = await auditCount(ctx);
    const file = csvFile([
      TRIP_HEADER,
      ['MH12AB1234', 'DO-B', today, MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Acknowledged', '12', '', '', '', ''],
      ['MH12AB1234', 'DO-C', '01/05/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Billed', '10', '', '', '', ''],
      ['MH99ZZ0000', 'DO-D', '03/04/25', 'Nobody Ltd', 'Pune', 'Goa', 'Truck', 'Open', '101', '', '', '1,250,00', ''],
      ['MH12AB1234', 'DO-E', '06/15/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '=1+1', '', '', '', ''],
      ['MH12AB1234', 'DO-F', '02/05/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '10', '', '', '', ''],
    ]);
    const commit = await postImport(ctx, accountant, 'trips', file);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toEqual({
      message: '4 rows are refused; nothing was imported.',
      code: 'ROWS_REFUSED',
      errors: [
        {
          row: 2,
          column: 'TransactionStatus',
          message: `This trip is on bill ${billId}: change it through Revise Bill.`,
        },
        {
          row: 3,
          column: 'TransactionStatus',
          message: 'Billed trips cannot be imported: bills are made in FreightDesk.',
        },
        // Every problem of the row, in the order of our columns (issue 30).
        {
          row: 4,
          column: 'TruckNumber',
          message: 'Unknown truck number: no truck with this number on the Vehicle screen.',
        },
        {
          row: 4,
          column: 'localDate',
          message: 'A two-digit year is ambiguous: write the year in full (dd/mm/yyyy).',
        },
        { row: 4, column: 'Vendor', message: 'Unknown vendor: no vendor with this name on the Vendor screen.' },
        { row: 4, column: 'DestinationTo', message: 'Unknown place: no freight route with this place.' },
        { row: 4, column: 'TruckType', message: 'Choose Bulker, Bag or Others.' },
        { row: 4, column: 'Weight', message: 'At most 100 t.' },
        { row: 4, column: 'DieselAmount', message: 'Commas must group digits the Indian way, as in 1,25,000.50.' },
        { row: 5, column: 'localDate', message: 'This reads as a US date (month first): write it as dd/mm/yyyy.' },
        { row: 5, column: 'Weight', message: 'Please enter a valid number.' },
      ],
    });
    expect(await tripCount(ctx)).toBe(count);
    expect(await auditCount(ctx)).toBe(before);
  });

  it('refuses unknown truck, vendor, places and truck type as the trip form does', async () => {
    const file = csvFile([
      TRIP_HEADER,
      ['MH99ZZ0000', 'DO-X', '01/05/2025', 'Nobody Ltd', 'Pune', 'Goa', 'Truck', 'Open', '10', '', '', '', ''],
    ]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        {
          row: 2,
          column: 'TruckNumber',
          message: 'Unknown truck number: no truck with this number on the Vehicle screen.',
        },
        { row: 2, column: 'Vendor', message: 'Unknown vendor: no vendor with this name on the Vendor screen.' },
        { row: 2, column: 'DestinationTo', message: 'Unknown place: no freight route with this place.' },
        { row: 2, column: 'TruckType', message: 'Choose Bulker, Bag or Others.' },
      ],
    });
  });

  it('refuses the rows dated in a closed period, naming the closed day (issue 28); the open ones go with the next file', async () => {
    const { cookie: admin } = await ctx.signIn('admin');
    const close = (through: string | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/logistics/api/settings/books-closed',
        headers: { cookie: admin },
        payload: { through },
      });
    expect((await close('2025-05-31')).statusCode).toBe(200);
    const closedRow = ['MH12AB1234', 'DO-K1', '31/05/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '10'];
    const openRow = ['MH12AB1234', 'DO-K2', '01/06/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '10'];
    const count = await tripCount(ctx);
    const commit = await postImport(
      ctx,
      accountant,
      'trips',
      csvFile([TRIP_HEADER, [...closedRow, '', '', '', ''], [...openRow, '', '', '', '']]),
    );
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      errors: [
        {
          row: 2,
          column: 'localDate',
          message:
            'The books are closed up to 31/05/2025: nothing dated on or before that day can be created, changed or removed.',
        },
      ],
    });
    expect(await tripCount(ctx)).toBe(count);
    expect(
      (await postImport(ctx, accountant, 'trips', csvFile([TRIP_HEADER, [...openRow, '', '', '', '']]))).json(),
    ).toEqual({
      create: 1,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect((await close(null)).statusCode).toBe(200);
  });

  it('a file checked before the books were closed is refused when written: the write reads the closed day again', async () => {
    const { cookie: admin } = await ctx.signIn('admin');
    const close = (through: string | null) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/logistics/api/settings/books-closed',
        headers: { cookie: admin },
        payload: { through },
      });
    const { user } = await ctx.signIn('accountant');
    // The import's own steps, as a commit runs them: new trips of 10/06, 10/05 and 10/07/2025 (in that order in the
    // file), decided while the books are open.
    const importer = await tripImport(ctx.db, { keepFileFreight: false });
    const rows = ['10/06/2025', '10/05/2025', '10/07/2025'].map((localDate, i) => {
      const checked = importer.check(
        {
          TruckNumber: MASTER.truck,
          DONumber: `DO-K3${i}`,
          localDate,
          Vendor: MASTER.vendor,
          DestinationFrom: 'Pune',
          DestinationTo: 'Mumbai',
          TruckType: 'Bulker',
          TransactionStatus: 'Open',
          Weight: '10',
        },
        i + 2,
        new Set(),
      );
      if (Array.isArray(checked)) throw new Error(`refused: ${JSON.stringify(checked)}`);
      return { row: i + 2, value: checked };
    });
    const decisions = await importer.decide(rows, ctx.db);
    expect(decisions.map((decision) => decision.action)).toEqual(['create', 'create', 'create']);
    const count = await tripCount(ctx);
    // Then the books are closed through 31/05/2025, before the write: the file's earliest day, its second row, is shut.
    expect((await close('2025-05-31')).statusCode).toBe(200);
    try {
      const write = importer.prepare(decisions, { actor: user, fileName: 'trips.csv' });
      await expect(ctx.db.transaction().execute((trx) => write(trx))).rejects.toMatchObject({
        statusCode: 409,
        code: 'PERIOD_CLOSED',
        message:
          'The books are closed up to 31/05/2025: nothing dated on or before that day can be created, changed or removed.',
      });
      expect(await tripCount(ctx)).toBe(count);
    } finally {
      expect((await close(null)).statusCode).toBe(200);
    }
  });

  it('the admin imports trips too; a manager gets 403', async () => {
    const file = csvFile([TRIP_HEADER]);
    const { cookie: manager } = await ctx.signIn('unloadingManager');
    expect((await postImport(ctx, manager, 'trips?dryRun=true', file)).statusCode).toBe(403);
    const { cookie: admin } = await ctx.signIn('admin');
    // Past the permission: a file of a header alone has no rows to import.
    expect((await postImport(ctx, admin, 'trips?dryRun=true', file)).json()).toEqual({
      message:
        'No rows to import: add your rows under the header (a row that says EXAMPLE in its first cell is skipped).',
      code: 'VALIDATION_ERROR',
    });
  });
});

describe('what the trips preview points out (issue 29)', () => {
  const COLUMNS = [
    'TruckNumber',
    'DONumber',
    'localDate',
    'DriverName',
    'Vendor',
    'DestinationFrom',
    'DestinationTo',
    'TruckType',
    'TransactionStatus',
    'Weight',
    'Freight',
    'DieselAmount',
    'Advance',
  ];
  const trip = (doNumber: string, fields: Record<string, string>) =>
    COLUMNS.map(
      (column) =>
        fields[column] ??
        {
          TruckNumber: MASTER.truck,
          DONumber: doNumber,
          localDate: '05/06/2025',
          DriverName: 'Suresh',
          Vendor: MASTER.vendor,
          DestinationFrom: 'Pune',
          DestinationTo: 'Mumbai',
          TruckType: 'Bulker',
          TransactionStatus: 'Open',
        }[column] ??
        '',
    );

  it('each row to update lists the values it changes, stored -> file, as a person reads them', async () => {
    // Stored: Sharma Roadlines (TDS 2%), 10 t at ₹1,250.50 = ₹12,505, diesel ₹1,000.
    const stored = csvFile([COLUMNS, trip('DO-P1', { Weight: '10', DieselAmount: '1,000' })]);
    expect((await postImport(ctx, accountant, 'trips', stored)).json()).toEqual({
      create: 1,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
    // Another driver and vendor (TDS 1%), 12 t: ₹1,250.50 x 12 = ₹15,006; the diesel cleared.
    const changed = csvFile([
      COLUMNS,
      trip('DO-P1', { DriverName: 'Ramesh', Vendor: MASTER.otherVendor, Weight: '12' }),
      trip('DO-P2', { Weight: '10' }),
    ]);
    const preview = (await postImport(ctx, accountant, 'trips?dryRun=true', changed)).json<ImportPreview>();
    expect(preview).toMatchObject({ rows: 2, create: 1, update: 1, refused: 0, warnings: [] });
    expect(preview.updates).toEqual([
      {
        row: 2,
        changes: [
          { column: 'DriverName', before: 'Suresh', after: 'Ramesh' },
          { column: 'Vendor', before: 'Sharma Roadlines', after: 'Balaji Carriers' },
          { column: 'Weight', before: '10 t', after: '12 t' },
          { column: 'Freight', before: '₹12,505.00', after: '₹15,006.00' },
          { column: 'TDS_Rate', before: '2%', after: '1%' },
          { column: 'DieselAmount', before: '₹1,000.00', after: '' },
        ],
      },
    ]);
  });

  it('an update lists every column it changes, each under its own name, from route and rate to the last amount', async () => {
    // Every column of the trips template, in its order.
    const ALL_COLUMNS = IMPORT_COLUMNS.trips.map((column) => column.name);
    const fullRow = (fields: Record<string, string>) => ALL_COLUMNS.map((column) => fields[column] ?? '');
    const key = { TruckNumber: MASTER.truck, DONumber: 'DO-ALL', localDate: '07/06/2025' };
    // Stored: Sharma Roadlines (TDS 2%), Pune -> Mumbai at ₹1,250.50 x 10 t = ₹12,505 (the file's Freight, so no
    // warning); Amount ₹12,505 - ₹250.10 - 1,000 - 2,000 - 100 - 50 - 25 = ₹9,079.90, above zero.
    const stored = csvFile([
      [...ALL_COLUMNS],
      fullRow({
        ...key,
        DriverName: 'Suresh',
        Vendor: MASTER.vendor,
        DestinationFrom: 'Pune',
        DestinationTo: 'Mumbai',
        TruckType: 'Bulker',
        TransactionStatus: 'Open',
        Weight: '10',
        ActualWeight: '',
        Freight: '12,505',
        DieselAmount: '1,000',
        DieselSlipNumber: 'S-1',
        Short: '',
        Advance: '2,000',
        Toll: '100',
        Adblue: '50',
        Greasing: '25',
      }),
    ]);
    expect((await postImport(ctx, accountant, 'trips', stored)).json()).toMatchObject({ create: 1 });
    // The same trip, acknowledged, with every other column changed: Balaji Carriers (TDS 1%), Nashik -> Pune, whose
    // rate ₹900 replaces the stored one (another route): ₹900 x 12 t = ₹10,800, the file's Freight again. Amount
    // ₹10,800 - ₹108 - 150 - 1,500 - 3,000 - 200.50 - 75 - 40 = ₹5,726.50, above zero.
    const changed = csvFile([
      [...ALL_COLUMNS],
      fullRow({
        ...key,
        DriverName: 'Ramesh',
        Vendor: MASTER.otherVendor,
        DestinationFrom: 'Nashik',
        DestinationTo: 'Pune',
        TruckType: 'Bag',
        TransactionStatus: 'Acknowledged',
        Weight: '12',
        ActualWeight: '11.95',
        Freight: '10,800',
        DieselAmount: '1,500',
        DieselSlipNumber: 'S-2',
        Short: '150',
        Advance: '3,000',
        Toll: '200.50',
        Adblue: '75',
        Greasing: '40',
      }),
    ]);
    const preview = (await postImport(ctx, accountant, 'trips?dryRun=true', changed)).json<ImportPreview>();
    expect(preview).toMatchObject({ rows: 1, create: 0, update: 1, refused: 0, warnings: [] });
    // In the columns' order; the DO number is part of the key, so it never changes.
    expect(preview.updates).toEqual([
      {
        row: 2,
        changes: [
          { column: 'DriverName', before: 'Suresh', after: 'Ramesh' },
          { column: 'Vendor', before: 'Sharma Roadlines', after: 'Balaji Carriers' },
          { column: 'DestinationFrom', before: 'Pune', after: 'Nashik' },
          { column: 'DestinationTo', before: 'Mumbai', after: 'Pune' },
          { column: 'TruckType', before: 'Bulker', after: 'Bag' },
          { column: 'TransactionStatus', before: 'Open', after: 'Acknowledged' },
          { column: 'Weight', before: '10 t', after: '12 t' },
          { column: 'ActualWeight', before: '', after: '11.95 t' },
          { column: 'Rate', before: '₹1,250.50', after: '₹900.00' },
          { column: 'Freight', before: '₹12,505.00', after: '₹10,800.00' },
          { column: 'TDS_Rate', before: '2%', after: '1%' },
          { column: 'DieselAmount', before: '₹1,000.00', after: '₹1,500.00' },
          { column: 'DieselSlipNumber', before: 'S-1', after: 'S-2' },
          { column: 'Short', before: '', after: '₹150.00' },
          { column: 'Advance', before: '₹2,000.00', after: '₹3,000.00' },
          { column: 'Toll', before: '₹100.00', after: '₹200.50' },
          { column: 'Adblue', before: '₹50.00', after: '₹75.00' },
          { column: 'Greasing', before: '₹25.00', after: '₹40.00' },
        ],
      },
    ]);
  });

  it('an Amount of exactly zero is not warned about; one rupee below zero is', async () => {
    // Balaji Carriers (TDS 1%), Nashik -> Pune ₹900 x 10 t = ₹9,000: ₹9,000 - TDS ₹90 - advance ₹8,910 = ₹0, and
    // with an advance of ₹8,911, -₹1.
    const nashik = { Vendor: MASTER.otherVendor, DestinationFrom: 'Nashik', DestinationTo: 'Pune', Weight: '10' };
    const file = csvFile([
      COLUMNS,
      trip('DO-Z0', { ...nashik, Advance: '8,910' }),
      trip('DO-Z1', { ...nashik, Advance: '8,911' }),
    ]);
    const preview = (await postImport(ctx, accountant, 'trips?dryRun=true', file)).json<ImportPreview>();
    expect(preview).toMatchObject({ create: 2, refused: 0 });
    expect(preview.warnings).toEqual([
      {
        row: 3,
        column: 'Amount',
        message: 'Amount is below zero (-₹1.00): the deductions are more than Freight less TDS.',
      },
    ]);
  });

  it('warns of an Amount below zero and of a Freight not rate x weight, and imports those rows all the same', async () => {
    const file = csvFile([
      COLUMNS,
      // ₹12,505 - TDS 2% (₹250.10) - advance ₹13,000 = -₹745.10, rounded to -₹745.
      trip('DO-W1', { Weight: '10', Advance: '13,000' }),
      // Nashik -> Pune ₹900 x 10 t = ₹9,000, not the file's ₹9,500.
      trip('DO-W2', { DestinationFrom: 'Nashik', DestinationTo: 'Pune', Weight: '10', Freight: '9,500' }),
      // The file's Freight is rate x weight: nothing to say.
      trip('DO-W3', { DestinationFrom: 'Nashik', DestinationTo: 'Pune', Weight: '10', Freight: '9,000' }),
    ]);
    const computed = {
      rows: 3,
      create: 3,
      update: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      updates: [],
      skipped: [],
      warnings: [
        {
          row: 2,
          column: 'Amount',
          message: 'Amount is below zero (-₹745.00): the deductions are more than Freight less TDS.',
        },
        {
          row: 3,
          column: 'Freight',
          message: 'Freight ₹9,500.00 differs from rate × weight (₹9,000.00): rate × weight is saved.',
        },
      ],
    };
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toEqual(computed);
    // Ticked, the past trip keeps the file's ₹9,500, and the warning says so.
    expect((await postImport(ctx, accountant, 'trips?dryRun=true&keepFileFreight=true', file)).json()).toEqual({
      ...computed,
      warnings: [
        computed.warnings[0],
        {
          row: 3,
          column: 'Freight',
          message: "Freight ₹9,500.00 differs from rate × weight (₹9,000.00): the file's Freight is kept.",
        },
      ],
    });
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 3,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
  });

  it('an unchanged row is not warned about again', async () => {
    const file = csvFile([COLUMNS, trip('DO-W1', { Weight: '10', Advance: '13,000' })]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      unchanged: 1,
      warnings: [],
    });
  });
});

describe('trip files that offices save (issue 30)', () => {
  const COLUMNS = [
    'TruckNumber',
    'DONumber',
    'localDate',
    'Vendor',
    'DestinationFrom',
    'DestinationTo',
    'TruckType',
    'TransactionStatus',
    'Weight',
    'DieselSlipNumber',
  ];
  const trip = (
    truck: string,
    doNumber: string | number,
    day: string | number,
    slip: string | number | null = null,
  ) => [truck, doNumber, day, MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open', '10', slip];
  const stored = (doNumber: string) =>
    ctx.db
      .selectFrom('trips')
      .select(['truck_no', 'do_number', 'local_date', 'diesel_slip_number'])
      .where('do_number', '=', doNumber)
      .execute();
  const changed = (label: string) =>
    `${label} looks changed by a spreadsheet: format the column as Text and type it again.`;

  it('a truck is found written with hyphens, dots or spaces, upper or lower case; a repeated trip names its first row', async () => {
    const first = csvFile([
      COLUMNS,
      trip('KA-05-CD-6789', 'DO-H1', '02/06/2025'),
      trip('mh.12.ab.1234', 'DO-H2', '02/06/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips', first)).json()).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      skipped: 0,
    });
    expect(await stored('DO-H1')).toMatchObject([{ truck_no: 'KA05CD6789', local_date: '2025-06-02' }]);
    expect(await stored('DO-H2')).toMatchObject([{ truck_no: 'MH12AB1234' }]);

    // The same trip twice more: its key as stored, and again with its date written another way.
    const again = csvFile([
      COLUMNS,
      trip('ka 05 cd 6789', 'DO-H1', '02/06/2025'),
      trip('KA05CD6789', 'DO-H1', '2-Jun-2025'),
    ]);
    const sameAsRow2 = { row: 3, column: 'DONumber', message: 'Same as row 2.' };
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', again)).json()).toMatchObject({
      unchanged: 1,
      refused: 1,
      errors: [sameAsRow2],
      skipped: [],
    });
    expect((await postImport(ctx, accountant, 'trips?skipDuplicates=true', again)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: 1,
      skipped: 1,
    });
    expect(await stored('DO-H1')).toHaveLength(1);
  });

  it('reads the dates offices write, day first; an impossible day is named as written', async () => {
    const file = csvFile([
      COLUMNS,
      trip(MASTER.truck, 'DO-D1', '05-Jun-25'),
      trip(MASTER.truck, 'DO-D2', '5 June 2025'),
      trip(MASTER.truck, 'DO-D3', '31/02/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      create: 2,
      refused: 1,
      errors: [{ row: 4, column: 'localDate', message: '31/02/2025 is not a real calendar day.' }],
    });
    const good = csvFile([
      COLUMNS,
      trip(MASTER.truck, 'DO-D1', '05-Jun-25'),
      trip(MASTER.truck, 'DO-D2', '5 June 2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips', good)).statusCode).toBe(201);
    expect([...(await stored('DO-D1')), ...(await stored('DO-D2'))].map((row) => row.local_date)).toEqual([
      '2025-06-05',
      '2025-06-05',
    ]);
  });

  it('DO and diesel slip numbers are the text of their cells; a number a spreadsheet has changed is refused', async () => {
    const first = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, '000777', '03/06/2025', '004521'),
      trip(MASTER.truck, 4523, '03/06/2025', 98),
    ]);
    expect((await postImport(ctx, accountant, 'trips', first)).json()).toMatchObject({ create: 2 });
    expect(await stored('000777')).toMatchObject([{ diesel_slip_number: '004521' }]);
    expect(await stored('4523')).toMatchObject([{ diesel_slip_number: '98' }]);

    const count = await tripCount(ctx);
    // Saved again by a spreadsheet: 000777 as 777, 004521 as 4521; a DO number of 18 digits rounded to 15.
    const saved = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, 777, '03/06/2025', '004521'),
      trip(MASTER.truck, '000777', '03/06/2025', 4521),
      trip(MASTER.truck, 123456789012346000, '03/06/2025'),
      trip(MASTER.truck, 4523, '03/06/2025', 98),
    ]);
    const commit = await postImport(ctx, accountant, 'trips', saved);
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      errors: [
        { row: 2, column: 'DONumber', message: changed('DO number') },
        { row: 3, column: 'DieselSlipNumber', message: changed('Diesel slip number') },
        { row: 4, column: 'DONumber', message: changed('DO number') },
      ],
    });
    expect(await tripCount(ctx)).toBe(count);
    expect(await stored('000777')).toMatchObject([{ diesel_slip_number: '004521' }]);
  });

  it('only a stored DO number of digits can have lost its zeros: the number -1007 is not 00-1007', async () => {
    const first = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, '0042', '08/06/2025'),
      trip(MASTER.truck, '00-1007', '08/06/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips', first)).json()).toMatchObject({ create: 2 });
    // 42 is 0042 saved by a spreadsheet: refused. No spreadsheet makes -1007 of the text 00-1007 (it is no number),
    // so -1007 is a DO number of its own: a new trip.
    const numbers = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, 42, '08/06/2025'),
      trip(MASTER.truck, -1007, '08/06/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', numbers)).json()).toMatchObject({
      create: 1,
      refused: 1,
      errors: [{ row: 2, column: 'DONumber', message: changed('DO number') }],
    });
  });

  it('a stored DO number with a decimal point loses its zeros too: 7.5 is 007.5 or 7.50 saved by a spreadsheet', async () => {
    const first = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, '007.5', '09/06/2025'),
      trip(MASTER.truck, '8.50', '09/06/2025'),
      trip(MASTER.truck, '9.5', '09/06/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips', first)).json()).toMatchObject({ create: 3 });
    // 7.5 and 8.5 are those DO numbers as number cells, their zeros lost: refused, not new trips. 9.5 is 9.5 as stored.
    const numbers = await xlsxFile([
      COLUMNS,
      trip(MASTER.truck, 7.5, '09/06/2025'),
      trip(MASTER.truck, 8.5, '09/06/2025'),
      trip(MASTER.truck, 9.5, '09/06/2025'),
    ]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', numbers)).json()).toMatchObject({
      create: 0,
      unchanged: 1,
      refused: 2,
      errors: [
        { row: 2, column: 'DONumber', message: changed('DO number') },
        { row: 3, column: 'DONumber', message: changed('DO number') },
      ],
    });
  });

  it('a trip needs its date, and a past one: a row without a date or dated after today is refused', async () => {
    const tomorrow = localDate(new Date(Date.now() + 86_400_000))
      .split('-')
      .reverse()
      .join('/');
    const file = csvFile([COLUMNS, trip(MASTER.truck, 'DO-T1', ''), trip(MASTER.truck, 'DO-T2', tomorrow)]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      refused: 2,
      errors: [
        { row: 2, column: 'localDate', message: 'Required: please fill this field.' },
        { row: 3, column: 'localDate', message: 'A trip cannot be dated after today.' },
      ],
    });
  });

  it('a rupee sign is read before money, never before tons', async () => {
    const row = (doNumber: string, weight: string, actualWeight: string) =>
      [MASTER.truck, doNumber, '04/06/2025', MASTER.vendor, 'Pune', 'Mumbai', 'Bulker', 'Open'].concat(
        weight,
        actualWeight,
        '',
        '₹ 1,00,000',
        '',
      );
    const file = csvFile([TRIP_HEADER, row('DO-R1', '₹ 12', '₹ 11'), row('DO-R2', '12', '11')]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      create: 1,
      refused: 1,
      errors: [
        { row: 2, column: 'Weight', message: 'Please enter a valid number.' },
        { row: 2, column: 'ActualWeight', message: 'Please enter a valid number.' },
      ],
    });
  });

  it('a row that matches two stored trips is refused: which one it means is for the office to say', async () => {
    await addTrip(ctx, accountant, { DONumber: 'DO-A1' });
    await addTrip(ctx, accountant, { DONumber: 'DO-A1' });
    const today = localDate().split('-').reverse().join('/');
    const file = csvFile([COLUMNS, trip(MASTER.truck, 'DO-A1', today)]);
    expect((await postImport(ctx, accountant, 'trips?dryRun=true', file)).json()).toMatchObject({
      refused: 1,
      errors: [
        {
          row: 2,
          column: 'DONumber',
          message: 'More than one stored trip has this truck, DO number and date: edit it in FreightDesk.',
        },
      ],
    });
  });
});
