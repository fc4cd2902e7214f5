import { IMPORT_MESSAGES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyRowsCsv, zipBombXlsx } from '../../test-support/hostile-sheets.ts';
import { TRIP_HEADER, auditCount, csvFile, getTrip, postImport, tripCount } from '../test/import-files.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { readSheet } from './read-sheet.ts';
import { newReadCount } from './sheet-rows.ts';

// Issue 30's bounds at their full size, and the largest import. Each takes seconds, so mutation testing leaves this file
// out (apps/server/vitest.mutation.config.ts): read-sheet.test.ts reaches the same bounds set lower.

const MB = 1024 * 1024;
/** What a reader may read past a bound: the chunk in which it finds the bound passed. */
const CHUNK = 64 * 1024;

async function countRows(data: Buffer, fileName: string, count = newReadCount()): Promise<number> {
  let rows = 0;
  for await (const _ of readSheet({ data, fileName }, count)) rows += 1;
  return rows;
}

describe('the bounds at full size', () => {
  const unpackedTooLarge = { statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: IMPORT_MESSAGES.unpackedTooLarge };

  it('refuses a zip bomb from its directory, or when its directory lies, once 100 MB are inflated', async () => {
    const honest = newReadCount();
    await expect(countRows(await zipBombXlsx(), 'trips.xlsx', honest)).rejects.toMatchObject(unpackedTooLarge);
    expect(honest.bytes).toBe(0);
    const lying = newReadCount();
    await expect(countRows(await zipBombXlsx({ claimedSize: 1000 }), 'trips.xlsx', lying)).rejects.toMatchObject(
      unpackedTooLarge,
    );
    expect(lying.bytes).toBeGreaterThan(100 * MB);
    expect(lying.bytes).toBeLessThanOrEqual(100 * MB + CHUNK);
  }, 60_000);

  it('reads 200,000 rows and refuses the 200,001st', async () => {
    expect(await countRows(manyRowsCsv(200_000), 'trips.csv')).toBe(200_000);
    const count = newReadCount();
    await expect(countRows(manyRowsCsv(200_001), 'trips.csv', count)).rejects.toMatchObject({
      statusCode: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: IMPORT_MESSAGES.tooManyRows,
    });
    expect(count.rows).toBe(200_000);
  }, 60_000);
});

describe('the largest import', () => {
  let ctx: TestContext;
  let accountant: string;
  beforeAll(async () => {
    ctx = await createTestApp();
    accountant = (await ctx.signIn('accountant')).cookie;
    // Sharma Roadlines TDS 2%; Pune -> Mumbai ₹1,250.50 a ton.
    await addMasterData(ctx, accountant);
  }, 120_000);
  afterAll(() => ctx.close());

  it('a 50,000-row file: previewed, committed in one go with ids in date order, then re-imported as a no-op', async () => {
    const ROWS = 50_000;
    const rows = [TRIP_HEADER];
    for (let i = 0; i < ROWS; i += 1) {
      // Newest first in the file, 25 trips a day back from 01/05/2025.
      const day = new Date(Date.UTC(2025, 4, 1) - Math.floor(i / 25) * 86_400_000);
      const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
      rows.push([
        'MH12AB1234',
        `BULK-${i}`,
        date,
        MASTER.vendor,
        'Pune',
        'Mumbai',
        'Bulker',
        'Open',
        '10',
        '',
        '',
        '1,000',
        '',
      ]);
    }
    const file = csvFile(rows, 'bulk.csv');
    const first =
      (await ctx.db.selectFrom('counters').select('value').where('name', '=', 'trip').executeTakeFirstOrThrow()).value +
      1;
    const count = await tripCount(ctx);

    const preview = await postImport(ctx, accountant, 'trips?dryRun=true', file);
    expect(preview.json()).toEqual({
      rows: ROWS,
      create: ROWS,
      update: 0,
      unchanged: 0,
      refused: 0,
      errors: [],
      updates: [],
      warnings: [],
      skipped: [],
    });
    const commit = await postImport(ctx, accountant, 'trips', file);
    expect(commit.json()).toEqual({ create: ROWS, update: 0, unchanged: 0, skipped: 0 });
    expect(await tripCount(ctx)).toBe(count + ROWS);
    // The earliest day is the file's last 25 rows (1,999 days before 01/05/2025: 10/11/2019), taken in file order;
    // the latest day is its first 25 rows. 1,250.50 x 10 t = ₹12,505.
    expect(await getTrip(ctx, accountant, `T${first}`)).toMatchObject({
      DONumber: 'BULK-49975',
      localDate: '2019-11-10',
      Freight: 12505,
    });
    expect(await getTrip(ctx, accountant, `T${first + ROWS - 1}`)).toMatchObject({
      DONumber: 'BULK-24',
      localDate: '2025-05-01',
    });

    const before = await auditCount(ctx);
    expect((await postImport(ctx, accountant, 'trips', file)).json()).toEqual({
      create: 0,
      update: 0,
      unchanged: ROWS,
      skipped: 0,
    });
    expect(await auditCount(ctx)).toBe(before);
  }, 120_000);
});
