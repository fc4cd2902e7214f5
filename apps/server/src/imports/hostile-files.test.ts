import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hugeSharedStringXlsx,
  longCellXlsx,
  manyRowsCsv,
  wideHeaderCsv,
  xfdRowsXlsx,
  zipBombXlsx,
} from '../../test-support/hostile-sheets.ts';
import { auditCount, csvFile, postImport } from '../test/import-files.ts';
import type { TestFile } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = (await ctx.signIn('admin')).cookie;
});
afterAll(() => ctx.close());

const stored = async (table: 'trips' | 'vendors') => {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
};

/** A refusal as the API answers it: the status, and the body with its code and message. */
interface Refusal {
  status: 413 | 422;
  code: 'PAYLOAD_TOO_LARGE' | 'SHEET_TOO_LARGE';
  message: string;
}

const unpackedTooLarge: Refusal = {
  status: 413,
  code: 'PAYLOAD_TOO_LARGE',
  message: IMPORT_MESSAGES.unpackedTooLarge,
};

const csvOf = (data: Buffer): TestFile => ({ fileName: 'trips.csv', data, contentType: 'text/csv' });

/** Each file of issue 30 that held the server, and each other bound's case, with the answer the issue asks for. */
const HOSTILE: { name: string; file: () => Promise<TestFile>; refusal: Refusal }[] = [
  {
    name: 'a 150 KB .xlsx whose one shared string is 150 MB',
    file: async () => ({ fileName: 'trips.xlsx', data: await hugeSharedStringXlsx(), contentType: XLSX }),
    refusal: unpackedTooLarge,
  },
  {
    name: 'an .xlsx whose rows each hold a value in column XFD',
    file: async () => ({ fileName: 'trips.xlsx', data: await xfdRowsXlsx(), contentType: XLSX }),
    refusal: { status: 422, code: 'SHEET_TOO_LARGE', message: IMPORT_MESSAGES.tooManyColumns(1) },
  },
  {
    name: 'a CSV whose header has 200,001 columns',
    file: async () => csvOf(wideHeaderCsv()),
    refusal: { status: 422, code: 'SHEET_TOO_LARGE', message: IMPORT_MESSAGES.tooManyColumns(1) },
  },
  {
    name: 'a zip bomb: a worksheet of 101 MB unpacked, as its zip headers say',
    file: async () => ({ fileName: 'trips.xlsx', data: await zipBombXlsx(), contentType: XLSX }),
    refusal: unpackedTooLarge,
  },
  {
    name: 'a zip bomb whose headers claim 1 MB: the inflated bytes are counted',
    file: async () => ({ fileName: 'trips.xlsx', data: await zipBombXlsx({ claimedSize: MB }), contentType: XLSX }),
    refusal: unpackedTooLarge,
  },
  {
    name: 'a cell (B2) of 40,000 characters',
    file: async () => ({ fileName: 'trips.xlsx', data: await longCellXlsx(), contentType: XLSX }),
    refusal: { status: 422, code: 'SHEET_TOO_LARGE', message: IMPORT_MESSAGES.cellTooLong('B2') },
  },
  {
    name: 'a CSV of 200,001 rows',
    file: async () => csvOf(manyRowsCsv()),
    refusal: { status: 413, code: 'PAYLOAD_TOO_LARGE', message: IMPORT_MESSAGES.tooManyRows },
  },
];

// The preview, the commit and the error report read the file the same way: each must stop at the bound.
const ROUTES = [
  ['the preview', 'trips?dryRun=true'],
  ['the commit', 'trips'],
  ['the error report', 'trips/errors'],
] as const;

describe('hostile spreadsheets are refused at their bound, through the import routes (issue 30)', () => {
  const files = new Map<string, TestFile>();
  beforeAll(async () => {
    for (const { name, file } of HOSTILE) files.set(name, await file());
  }, 120_000);

  it.each(HOSTILE)(
    '$name: $refusal.status $refusal.code with its message, and nothing is written',
    async (hostile) => {
      const file = files.get(hostile.name);
      if (!file) throw new Error(`no file for ${hostile.name}`);
      const before = { trips: await stored('trips'), audit: await auditCount(ctx) };
      for (const [route, path] of ROUTES) {
        const response = await postImport(ctx, admin, path, file);
        expect({ route, status: response.statusCode, body: response.json<unknown>() }).toEqual({
          route,
          status: hostile.refusal.status,
          body: { code: hostile.refusal.code, message: hostile.refusal.message },
        });
      }
      expect({ trips: await stored('trips'), audit: await auditCount(ctx) }).toEqual(before);
    },
    120_000,
  );
});

describe('a file whose good rows come before a bound: the commit refuses it whole (issue 30)', () => {
  const HEADER = ['companyName', 'companyOwner', 'tdsRate'];
  const goodRows = Array.from({ length: 50 }, (_, i) => [`Bound Carriers ${i + 1}`, 'Ravi Sharma', '1']);

  it('a cell of 32,768 characters in row 52 after 50 good vendors: 422, and no vendor is stored', async () => {
    const file = csvFile([HEADER, ...goodRows, ['Long Note Movers', 'x'.repeat(32_768), '1']], 'vendors.csv');
    const response = await postImport(ctx, admin, 'vendors', file);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'SHEET_TOO_LARGE', message: IMPORT_MESSAGES.cellTooLong('B52') });
    expect(await stored('vendors')).toBe(0);
  });

  it('a value in column 101 of row 52 after 50 good vendors: 422, and no vendor is stored', async () => {
    const wide = ['Wide Row Movers', 'Ravi Sharma', '1', ...Array.from({ length: 97 }, () => ''), 'far'];
    const response = await postImport(ctx, admin, 'vendors', csvFile([HEADER, ...goodRows, wide], 'vendors.csv'));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code: 'SHEET_TOO_LARGE', message: IMPORT_MESSAGES.tooManyColumns(52) });
    expect(await stored('vendors')).toBe(0);
  });

  it('the same 50 vendors alone are stored: the refusals above were the bounds, not the rows', async () => {
    const response = await postImport(ctx, admin, 'vendors', csvFile([HEADER, ...goodRows], 'vendors.csv'));
    expect(response.statusCode).toBe(201);
    expect(await stored('vendors')).toBe(50);
  });
});
