import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TransactionRow } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../db/database.ts';
import { createDialect } from '../db/engine.ts';
import { migrateUpTo } from '../db/migrate.ts';
import type { DB } from '../db/schema.ts';
import { type TestContext, createTestApp, freshDatabase } from '../test/test-app.ts';
import { pdfText } from '../test/pdf-text.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures');
const issuedPdf = (billId: string) => fs.readFileSync(path.join(fixtures, `bills-v1-${billId}.pdf`));

let ctx: TestContext;
let cookie: string;
const cleanups: (() => Promise<void>)[] = [];

/** bills-v1.sqlite copied, or (with TEST_DATABASE_URL) its bills loaded into a PostgreSQL database of that release. */
async function databaseOfTheOldRelease(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-upgrade-'));
  cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
  fs.copyFileSync(path.join(fixtures, 'bills-v1.sqlite'), path.join(dataDir, SQLITE_FILE_NAME));
  if (!process.env.TEST_DATABASE_URL) return { DATA_DIR: dataDir };

  const pgDatabase = await freshDatabase();
  cleanups.push(pgDatabase.dispose);
  const open = (databaseUrl: string | undefined) =>
    new Kysely<DB>({
      dialect: createDialect({ databaseUrl, sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) }).dialect,
    });
  const sqlite = open(undefined);
  const target = open(pgDatabase.env.DATABASE_URL);
  await migrateUpTo(target, 'postgres', '0009-job-runs');
  for (const table of ['vehicles', 'vendors', 'trips', 'bills', 'bill_revisions'] as const) {
    const rows = await sqlite.selectFrom(table).selectAll().execute();
    await target.insertInto(table).values(rows).execute();
  }
  await sqlite.destroy();
  await target.destroy();
  return { DATABASE_URL: pgDatabase.env.DATABASE_URL ?? '' };
}

beforeAll(async () => {
  ctx = await createTestApp(await databaseOfTheOldRelease());
  ({ cookie } = await ctx.signIn('accountant'));
});
afterAll(async () => {
  await ctx.close();
  for (const cleanup of cleanups) await cleanup();
});

const pdfOf = (billId: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
    headers: { cookie },
  });

describe(`a database of the release before bill layouts, upgraded (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it('gives every issued bill its PDF byte for byte as issued', async () => {
    for (const billId of ['B1', 'B2', 'B3']) {
      const response = await pdfOf(billId);
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(issuedPdf(billId)), `${billId} changed`).toBe(true);
    }
  });

  it('numbers the original revision 0 and the first revision 1, each kept in layout 1', async () => {
    const revisions = await ctx.db
      .selectFrom('bill_revisions')
      .select(['bill_id', 'revision', 'layout'])
      .orderBy('bill_id')
      .orderBy('revision')
      .execute();
    expect(revisions).toEqual([
      { bill_id: 'B1', revision: 0, layout: 1 },
      { bill_id: 'B2', revision: 0, layout: 1 },
      { bill_id: 'B3', revision: 0, layout: 1 },
      { bill_id: 'B3', revision: 1, layout: 1 },
    ]);
    const bills = await ctx.db.selectFrom('bills').select(['id', 'revision']).orderBy('id').execute();
    expect(bills).toEqual([
      { id: 'B1', revision: 0 },
      { id: 'B2', revision: 0 },
      { id: 'B3', revision: 1 },
    ]);
  });

  it('lists Adblue and Greasing per bill on Transactions and in Transactions.xlsx, from the trips for old bills', async () => {
    const range = { startDate: '2026-01-01', endDate: '2026-12-31' };
    const listed = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/list-all-transactions',
      headers: { cookie },
      payload: range,
    });
    const rows = listed.json<TransactionRow[]>();
    // B1: T1 (Adblue 250, Greasing 950) and T2 (Adblue 300); B2: T3 (Greasing 400); B3 as revised: T4 and T6 (Adblue 150).
    expect(rows.map((r) => [r.billing_id, r.adblue, r.greasing, r.revision])).toEqual([
      ['B1', 550, 950, 0],
      ['B2', 0, 400, 0],
      ['B3', 150, 0, 1],
      ['Total', 700, 1350, 0],
    ]);
    const excel = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/api/transactions/excel?startDate=${range.startDate}&endDate=${range.endDate}`,
      headers: { cookie },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions');
    const header = (sheet?.getRow(1).values as unknown[]).slice(1);
    expect(header).toEqual([
      'Bill ID',
      'Revision',
      'Vendor',
      'Date',
      'Wt.',
      'A. Wt.',
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
      'Status',
    ]);
    const adblueAndGreasing = [2, 3, 4, 5].map((n) => {
      const row = sheet?.getRow(n);
      return [row?.getCell(1).value, row?.getCell(12).value, row?.getCell(13).value];
    });
    expect(adblueAndGreasing).toEqual([
      ['B1', 550, 950],
      ['B2', 0, 400],
      ['B3', 150, 0],
      ['Total', 700, 1350],
    ]);
  });

  it('prints a new revision of an old bill in the new layout, as Revision 1; the issued revision stays', async () => {
    const revised = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/generate-pdf-revised-bill',
      headers: { cookie },
      payload: {
        billedSelectedRows: [{ trip_id: 'T2', billing_id: 'B1' }],
        billedUnselectedRows: [],
        ackSelectedRows: [],
      },
    });
    expect(revised.statusCode, revised.body.slice(0, 300)).toBe(200);
    expect(revised.headers['content-disposition']).toBe('attachment; filename="RevisedBill-B1-Revision-1.pdf"');
    const text = await pdfText(revised.rawPayload);
    expect(text).toContain('Bill B1 (Revision 1)');
    expect(text).toContain('Adblue');
    const layouts = await ctx.db
      .selectFrom('bill_revisions')
      .select(['revision', 'layout'])
      .where('bill_id', '=', 'B1')
      .orderBy('revision')
      .execute();
    expect(layouts).toEqual([
      { revision: 0, layout: 1 },
      { revision: 1, layout: 2 },
    ]);
  });
});
