import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Outstanding, TdsRegister, VendorLedger } from '@freightdesk/domain';
import { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp, freshDatabase } from '../test/test-app.ts';
import { tripRow, vehicleRow, vendorRow } from '../test/trips.ts';
import { SQLITE_FILE_NAME } from './database.ts';
import { createDialect } from './engine.ts';
import { migrateUpTo } from './migrate.ts';
import type { BillTable, DB, PaymentTable, VendorTable } from './schema.ts';

/*
 * A database as the release before the books of record (migration 0016) left it, upgraded by opening it:
 * Sharma Roadlines (2% TDS)
 * - B1, 2026-05-10: one trip, freight 12,505.00, TDS 250.10, 12,255.00. Revision 1 of 2026-06-15 adds a trip of
 *   freight 6,253.00, TDS 125.06: 18,383.00 (grew by 6,128.00).
 * - B2, 2026-05-20: trips of freight 25,010.00 (TDS 500.20) and 12,505.00 (TDS 250.10), 36,765.00. Revision 1 of
 *   2026-07-02 keeps the first: 24,510.00 (shrank by 12,255.00).
 * - P1 5,000.50 on B1 (2026-05-25), P2 10,000.00 on B2 (2026-07-10), P3 1,000.00 cash on B1 (2026-06-20) reversed
 *   by P4 (2026-06-22).
 * Balaji Carriers (1% TDS): B3, 2026-06-01, freight 12,505.00, TDS 125.05, 12,380.00; P5 700.00 (2026-06-05).
 * Before the upgrade each bill counted its latest amount, so what was owed is, per vendor:
 * Sharma 18,383.00 + 24,510.00 = 42,893.00 billed, 5,000.50 + 10,000.00 + 1,000.00 - 1,000.00 = 15,000.50 paid,
 * 27,892.50 owed; Balaji 12,380.00 billed, 700.00 paid, 11,680.00 owed.
 */
let ctx: TestContext;
let cookie: string;
const cleanups: (() => Promise<void>)[] = [];
const engineName = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite';

/** The tables as the release before migration 0017 had them (0018 added the TDS columns of issue 31). */
type OldPayment = Omit<PaymentTable, 'vendor_id'>;
interface OldRelease extends Omit<DB, 'vendors' | 'bills'> {
  vendors: Omit<VendorTable, 'tds_rate_reason'>;
  bills: Omit<BillTable, 'vendor_name' | 'vendor_pan'>;
}

const snapshot = (billId: string, revision: number, revisedOn: string, trips: [number, number][], finalPaise: number) =>
  JSON.stringify({
    billId,
    revision,
    issuedOn: '',
    revisedOn,
    trips: trips.map(([freightPaise, tdsPaise]) => ({ freightPaise, tdsPaise })),
    totals: { finalPaise },
  });

function oldVendorRow(id: string, companyName: string): OldRelease['vendors'] {
  const { tds_rate_reason: _, ...row } = vendorRow(id, companyName);
  return row;
}

async function fillTheOldRelease(db: Kysely<OldRelease>): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('vendors')
    .values([
      { ...oldVendorRow('v1', 'Sharma Roadlines'), tds_rate_bps: 200, pan: 'AAFPS1234K' },
      oldVendorRow('v2', 'Balaji Carriers'),
    ])
    .execute();
  await db.insertInto('vehicles').values(vehicleRow('MH12AB1234')).execute();
  const bill = (id: string, vendor: string, date: string, revision: number, finalPaise: number) => ({
    id,
    seq: Number(id.slice(1)),
    vendor_id: vendor,
    revision,
    local_date: date,
    apply_taxes: 0,
    remarks: '[]',
    gst_paise: 0,
    final_paise: finalPaise,
    created_by: 'tester',
    created_at: now,
    updated_by: 'tester',
    updated_at: now,
  });
  await db
    .insertInto('bills')
    .values([
      bill('B1', 'v1', '2026-05-10', 1, 1_838_300),
      bill('B2', 'v1', '2026-05-20', 1, 2_451_000),
      bill('B3', 'v2', '2026-06-01', 0, 1_238_000),
    ])
    .execute();
  const revision = (billId: string, number: number, json: string) => ({
    bill_id: billId,
    revision: number,
    created_by: 'tester',
    created_at: now,
    snapshot: json,
    layout: 2,
  });
  await db
    .insertInto('bill_revisions')
    .values([
      revision('B1', 0, snapshot('B1', 0, '2026-05-10', [[1_250_500, 25_010]], 1_225_500)),
      revision(
        'B1',
        1,
        snapshot(
          'B1',
          1,
          '2026-06-15',
          [
            [1_250_500, 25_010],
            [625_300, 12_506],
          ],
          1_838_300,
        ),
      ),
      revision(
        'B2',
        0,
        snapshot(
          'B2',
          0,
          '2026-05-20',
          [
            [2_501_000, 50_020],
            [1_250_500, 25_010],
          ],
          3_676_500,
        ),
      ),
      revision('B2', 1, snapshot('B2', 1, '2026-07-02', [[2_501_000, 50_020]], 2_451_000)),
      revision('B3', 0, snapshot('B3', 0, '2026-06-01', [[1_250_500, 12_505]], 1_238_000)),
    ])
    .execute();
  await db
    .insertInto('trips')
    .values([
      tripRow({ id: 'T1', seq: 1, truck_no: 'MH12AB1234', vendor_id: 'v1', status: 'Billed', bill_id: 'B1' }),
      tripRow({ id: 'T2', seq: 2, truck_no: 'MH12AB1234', vendor_id: 'v2', status: 'Billed', bill_id: 'B3' }),
    ])
    .execute();
  const payment = (id: string, billId: string, paise: number, date: string, extra: Partial<OldPayment> = {}) => ({
    id,
    bill_id: billId,
    amount_paise: paise,
    date,
    mode: 'NEFT' as const,
    reference: `UTR${id}`,
    note: '',
    reverses: null,
    reason: '',
    created_by: 'tester',
    created_at: now,
    ...extra,
  });
  // The payments table as 0016 left it: no vendor_id yet.
  await (db as unknown as Kysely<{ payments: OldPayment }>)
    .insertInto('payments')
    .values([
      payment('P1', 'B1', 500_050, '2026-05-25'),
      payment('P2', 'B2', 1_000_000, '2026-07-10'),
      payment('P3', 'B1', 100_000, '2026-06-20', { mode: 'Cash', reference: '' }),
      payment('P4', 'B1', 100_000, '2026-06-22', { mode: 'Cash', reference: '', reverses: 'P3', reason: 'Wrong' }),
      payment('P5', 'B3', 70_000, '2026-06-05'),
    ])
    .execute();
}

/** A database of the release before the books of record, filled; the env that opens it. */
async function databaseOfTheOldRelease(): Promise<Record<string, string>> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'freightdesk-books-'));
  cleanups.push(() => fs.promises.rm(dataDir, { recursive: true, force: true }));
  const pgDatabase = process.env.TEST_DATABASE_URL ? await freshDatabase() : undefined;
  if (pgDatabase) cleanups.push(pgDatabase.dispose);
  const databaseUrl = pgDatabase?.env.DATABASE_URL;
  const { engine, dialect } = createDialect({ databaseUrl, sqliteFile: path.join(dataDir, SQLITE_FILE_NAME) });
  const db = new Kysely<DB>({ dialect });
  await migrateUpTo(db, engine, '0016-date-only-documents');
  await fillTheOldRelease(db);
  await db.destroy();
  return databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir };
}

beforeAll(async () => {
  ctx = await createTestApp(await databaseOfTheOldRelease());
  ({ cookie } = await ctx.signIn('accountant'));
});
afterAll(async () => {
  await ctx.close();
  for (const cleanup of cleanups) await cleanup();
});

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const ledger = (vendor: string, startDate: string, endDate: string) =>
  get<VendorLedger>(`/vendor-ledger?${new URLSearchParams({ vendor, startDate, endDate }).toString()}`);

describe(`migration 0017 on a database of the release before it (${engineName})`, () => {
  it("keeps every vendor's closing balance and outstanding as they were", async () => {
    expect((await ledger('Sharma Roadlines', '2026-01-01', '2026-11-27')).closing).toBe(27892.5);
    expect((await ledger('Balaji Carriers', '2026-01-01', '2026-11-27')).closing).toBe(11680);
    const over90 = (amount: number) => ({ d0_30: 0, d31_60: 0, d61_90: 0, over90: amount });
    expect(await get<Outstanding>('/outstanding')).toEqual([
      { vendor: 'Sharma Roadlines', billed: 42893, paid: 15000.5, balance: 27892.5, buckets: over90(27892.5) },
      { vendor: 'Balaji Carriers', billed: 12380, paid: 700, balance: 11680, buckets: over90(11680) },
    ]);
  });

  it('turns each revision into a line of its difference on the day it was issued', async () => {
    const sharma = await ledger('Sharma Roadlines', '2026-01-01', '2026-11-27');
    expect(sharma.entries.map((e) => [e.date, e.kind, e.ref, e.debit, e.credit, e.balance])).toEqual([
      ['2026-05-10', 'bill', 'B1', 0, 12255, 12255],
      ['2026-05-20', 'bill', 'B2', 0, 36765, 49020],
      ['2026-05-25', 'payment', 'P1 (B1)', 5000.5, 0, 44019.5],
      ['2026-06-15', 'revision', 'B1', 0, 6128, 50147.5],
      ['2026-06-20', 'payment', 'P3 (B1)', 1000, 0, 49147.5],
      ['2026-06-22', 'reversal', 'P4 (B1)', 0, 1000, 50147.5],
      ['2026-07-02', 'revision', 'B2', 12255, 0, 37892.5],
      ['2026-07-10', 'payment', 'P2 (B2)', 10000, 0, 27892.5],
    ]);
    const entries = await ctx.db
      .selectFrom('bill_entries')
      .select(['bill_id', 'entry', 'kind', 'revision', 'local_date', 'amount_paise'])
      .orderBy('bill_id')
      .orderBy('entry')
      .execute();
    expect(entries.map((e) => ({ ...e, amount_paise: Number(e.amount_paise) }))).toEqual([
      { bill_id: 'B1', entry: 0, kind: 'bill', revision: 0, local_date: '2026-05-10', amount_paise: 1_225_500 },
      { bill_id: 'B1', entry: 1, kind: 'revision', revision: 1, local_date: '2026-06-15', amount_paise: 612_800 },
      { bill_id: 'B2', entry: 0, kind: 'bill', revision: 0, local_date: '2026-05-20', amount_paise: 3_676_500 },
      { bill_id: 'B2', entry: 1, kind: 'revision', revision: 1, local_date: '2026-07-02', amount_paise: -1_225_500 },
      { bill_id: 'B3', entry: 0, kind: 'bill', revision: 0, local_date: '2026-06-01', amount_paise: 1_238_000 },
    ]);
  });

  it('the TDS register reads a revision frozen before rates were kept: its rate from its freight and TDS', async () => {
    const q2 = await get<TdsRegister>('/tds-register?fy=2026-27&quarter=Q2');
    expect(q2.rows.flatMap((row) => row.bills)).toEqual([
      {
        billId: 'B2',
        date: '2026-07-02',
        kind: 'revision',
        revision: 1,
        trips: -1,
        tdsRate: 2,
        freight: -12505,
        tds: -250.1,
      },
    ]);
    // Q1: B1 12,505.00 + B2 37,515.00 + B1's revision 6,253.00 = 56,273.00 at 2% (1,125.46); B3 12,505.00 at 1%
    const q1 = await get<TdsRegister>('/tds-register?fy=2026-27&quarter=Q1');
    expect(q1.rows.map((row) => [row.vendor, row.freight, row.tds])).toEqual([
      ['Balaji Carriers', 12505, 125.05],
      ['Sharma Roadlines', 56273, 1125.46],
    ]);
  });
});

describe(`migration 0018 on the same database (${engineName})`, () => {
  it("gives each bill its vendor's name and PAN as they stood, and marks no rate: every vendor keeps its own", async () => {
    const bills = await ctx.db.selectFrom('bills').select(['id', 'vendor_name', 'vendor_pan']).orderBy('seq').execute();
    expect(bills).toEqual([
      { id: 'B1', vendor_name: 'Sharma Roadlines', vendor_pan: 'AAFPS1234K' },
      { id: 'B2', vendor_name: 'Sharma Roadlines', vendor_pan: 'AAFPS1234K' },
      { id: 'B3', vendor_name: 'Balaji Carriers', vendor_pan: null },
    ]);
    const vendors = await ctx.db
      .selectFrom('vendors')
      .select(['company_name', 'tds_rate_bps', 'tds_rate_reason'])
      .execute();
    expect(vendors.toSorted((a, b) => a.company_name.localeCompare(b.company_name))).toEqual([
      { company_name: 'Balaji Carriers', tds_rate_bps: 100, tds_rate_reason: '' },
      { company_name: 'Sharma Roadlines', tds_rate_bps: 200, tds_rate_reason: '' },
    ]);
  });
});
