import { localDate } from '@freightdesk/domain';
import { type Compilable, CompiledQuery, type Insertable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { billsBetweenQuery } from '../bills/bill.repository.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripRow, vehicleRow, vendorRow } from '../test/trips.ts';
import { attachmentsQuery, tripPageQuery, tripsQuery } from '../trips/trip.repository.ts';
import {
  billedBeforeQuery,
  ledgerEntriesQuery,
  ledgerPaymentsQuery,
} from '../vendor-accounts/vendor-accounts.repository.ts';
import type { Database } from './database.ts';
import type { DB, TripTable } from './schema.ts';

/**
 * The screens' real queries (compiled from the repositories' builders) must reach trips through an index on both
 * engines: EXPLAIN runs on three years of trips with statistics (ANALYZE), so the plan is the one a planner picks
 * for a grown office, and a full scan of trips (or bills, or attachments) fails the test.
 */
const DAYS = 3 * 365;
const TRIPS_PER_DAY = 20;
const VENDORS = 20;
const TRUCKS = 40;
const BIG_VENDOR = 'Big Vendor 0';
const TRUCK = 'MH12AB1000';
const DAY_MS = 86_400_000;
const today = localDate();
const daysAgo = (days: number) => localDate(new Date(Date.now() - days * DAY_MS));
const lastMonth = { startDate: daysAgo(30), endDate: today };

/**
 * Checked tables: a full scan of any of them is what this test is here to catch. Not payment_allocations, a narrow
 * row per payment and bill, which PostgreSQL rightly reads whole into a hash to join a year of one vendor's payments.
 */
const BIG_TABLES = ['trips', 'bills', 'trip_attachments', 'payments', 'bill_entries'];

async function insertChunked<T extends keyof DB>(db: Database, table: T, rows: Insertable<DB[T]>[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto(table)
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** Three years of an office: 20 vendors (one with 30% of trips), 40 trucks, bills for most older trips. */
async function fill(db: Database): Promise<void> {
  const now = new Date().toISOString();
  const vendors = Array.from({ length: VENDORS }, (_, i) => vendorRow(`v${i}`, i === 0 ? BIG_VENDOR : `Vendor ${i}`));
  await insertChunked(db, 'vendors', vendors);
  const trucks = Array.from({ length: TRUCKS }, (_, i) => `MH12AB${1000 + i}`);
  await insertChunked(db, 'vehicles', trucks.map(vehicleRow));

  const trips: Insertable<TripTable>[] = [];
  const bills: Insertable<DB['bills']>[] = [];
  let seq = 0;
  for (let day = DAYS; day >= 0; day--) {
    const date = daysAgo(day);
    // One bill per vendor per day for trips older than two weeks; the rest Acknowledged or Open.
    const billIds = new Map<string, string>();
    for (let n = 0; n < TRIPS_PER_DAY; n++) {
      seq += 1;
      const vendor = n % 10 < 3 ? 'v0' : `v${1 + (seq % (VENDORS - 1))}`;
      let billId: string | null = null;
      if (day > 14 && seq % 10 !== 0) {
        billId = billIds.get(vendor) ?? `B${bills.length + 1}`;
        if (!billIds.has(vendor)) {
          billIds.set(vendor, billId);
          bills.push({
            id: billId,
            seq: bills.length + 1,
            vendor_id: vendor,
            vendor_name: vendor,
            vendor_pan: null,
            revision: 1,
            local_date: date,
            apply_taxes: 0,
            remarks: '[]',
            gst_paise: 0,
            final_paise: 0,
            created_by: 'tester',
            created_at: now,
            updated_by: 'tester',
            updated_at: now,
          });
        }
      }
      trips.push(
        tripRow({
          id: `T${seq}`,
          seq,
          user_profile: 'loadingManager',
          truck_no: trucks[seq % TRUCKS] ?? TRUCK,
          vendor_id: vendor,
          status: billId ? 'Billed' : day > 0 && seq % 3 !== 0 ? 'Acknowledged' : 'Open',
          bill_id: billId,
          local_date: date,
        }),
      );
    }
  }
  await insertChunked(db, 'trips', trips);
  await insertChunked(db, 'bills', bills);
  await insertChunked(
    db,
    'bill_revisions',
    bills.map((bill) => ({ bill_id: bill.id, revision: 1, created_by: 'tester', created_at: now, snapshot: '{}' })),
  );
  // Each bill's issue on its day and, for every fifth, a revision a week later (issue 28's ledger lines).
  const entry = { reason: '', created_by: 'tester', created_at: now };
  await insertChunked(
    db,
    'bill_entries',
    bills.flatMap((bill, i) => {
      const issue = { ...entry, bill_id: bill.id, entry: 0, kind: 'bill' as const, revision: 0 };
      const issued = { ...issue, local_date: bill.local_date, amount_paise: 5000 };
      const revisedOn = localDate(new Date(Date.parse(`${bill.local_date}T12:00:00Z`) + 7 * DAY_MS));
      const revised = {
        ...issue,
        entry: 1,
        kind: 'revision' as const,
        revision: 1,
        local_date: revisedOn,
        amount_paise: -500,
      };
      return i % 5 === 0 ? [issued, revised] : [issued];
    }),
  );
  // Each bill is paid once, on its day; every tenth payment is reversed the day after.
  const payments = bills.flatMap((bill, i) => {
    const row = {
      id: `P${2 * i + 1}`,
      bill_id: bill.id,
      vendor_id: bill.vendor_id,
      amount_paise: 1000,
      date: bill.local_date,
      mode: 'NEFT' as const,
      reference: 'UTR',
      note: '',
      reverses: null,
      reason: '',
      created_by: 'tester',
      created_at: now,
    };
    return i % 10 === 0 ? [row, { ...row, id: `P${2 * i + 2}`, reverses: row.id, date: daysAgo(0) }] : [row];
  });
  await insertChunked(db, 'payments', payments);
  await insertChunked(
    db,
    'payment_allocations',
    payments.map((payment) => ({
      payment_id: payment.id,
      bill_id: payment.bill_id,
      amount_paise: payment.amount_paise,
    })),
  );
  // A quarter of the trips carry one attachment.
  const attached = trips.filter((_, i) => i % 4 === 0);
  await insertChunked(
    db,
    'files',
    attached.map((trip) => ({
      id: `f${trip.id}`,
      file_name: 'slip.pdf',
      content_type: 'application/pdf',
      size_bytes: 5,
      data: Buffer.from('%PDF-'),
      created_by: null,
      created_at: now,
    })),
  );
  await insertChunked(
    db,
    'trip_attachments',
    attached.map((trip) => ({ trip_id: trip.id, field_name: 'DieselSlipImage' as const, file_id: `f${trip.id}` })),
  );
  await sql`analyze`.execute(db);
}

interface PlanStep {
  table: string;
  fullScan: boolean;
}

/** SQLite: EXPLAIN QUERY PLAN lines; `SCAN t` (with or without an index to walk) reads the whole table. */
async function sqlitePlan(db: Database, query: CompiledQuery): Promise<{ steps: PlanStep[]; text: string }> {
  const result = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const details = result.rows.map((row) => row.detail);
  const steps = details.flatMap((detail) => {
    const match = /^(SCAN|SEARCH) (\w+)/.exec(detail);
    return match?.[2] ? [{ table: match[2], fullScan: match[1] === 'SCAN' }] : [];
  });
  return { steps, text: details.join('\n') };
}

interface PgPlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Filter?: string;
  Plans?: PgPlanNode[];
}

/** PostgreSQL: the JSON plan; a Seq Scan, or an index scan with no condition (a walk of the whole index), is full. */
async function postgresPlan(db: Database, query: CompiledQuery): Promise<{ steps: PlanStep[]; text: string }> {
  const result = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PgPlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const root = result.rows[0]?.['QUERY PLAN'][0].Plan;
  const steps: PlanStep[] = [];
  const lines: string[] = [];
  const walk = (node: PgPlanNode, depth: number) => {
    const table = node['Relation Name'];
    const type = node['Node Type'];
    if (table) {
      const fullScan = type === 'Seq Scan' || (/^Index (Only )?Scan$/.test(type) && !node['Index Cond']);
      steps.push({ table, fullScan });
    }
    const parts = [type, table && `on ${table}`, node['Index Name'] && `using ${node['Index Name']}`];
    if (node['Index Cond']) parts.push(`(${node['Index Cond']})`);
    if (node.Filter) parts.push(`filter ${node.Filter}`);
    lines.push(`${'  '.repeat(depth)}${parts.filter(Boolean).join(' ')}`);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  if (root) walk(root, 0);
  return { steps, text: lines.join('\n') };
}

let ctx: TestContext;
let bigVendorBill = '';

beforeAll(async () => {
  ctx = await createTestApp();
  await fill(ctx.db);
  const bill = await ctx.db
    .selectFrom('bills')
    .select('id')
    .where('vendor_id', '=', 'v0')
    .orderBy('seq', 'desc')
    .executeTakeFirstOrThrow();
  bigVendorBill = bill.id;
}, 120_000);
afterAll(() => ctx.close());

const cases: [string, () => Compilable][] = [
  ['Reports: date range', () => tripsQuery(ctx.db, lastMonth)],
  ['Reports: vendor + date range', () => tripsQuery(ctx.db, { ...lastMonth, vendor: BIG_VENDOR })],
  ['Reports: truck + date range', () => tripsQuery(ctx.db, { ...lastMonth, truckNumber: TRUCK })],
  ['Reports: vendor alone', () => tripsQuery(ctx.db, { vendor: 'Vendor 7' })],
  ['Reports: truck alone', () => tripsQuery(ctx.db, { truckNumber: TRUCK })],
  ['Reports: attachments of vendor + date range', () => attachmentsQuery(ctx.db, { ...lastMonth, vendor: BIG_VENDOR })],
  // The exports follow their screens, newest first (issue 29).
  [
    'Reports.xlsx: a later page of a date range',
    () =>
      tripPageQuery(
        ctx.db,
        { startDate: daysAgo(120), endDate: today },
        { date: daysAgo(60), seq: 1 },
        2000,
        'newestFirst',
      ),
  ],
  [
    'Reports.xlsx: a later page of vendor + date range',
    () =>
      tripPageQuery(
        ctx.db,
        { startDate: daysAgo(365), endDate: today, vendor: BIG_VENDOR },
        { date: daysAgo(100), seq: 1 },
        2000,
        'newestFirst',
      ),
  ],
  ["Today's List", () => tripsQuery(ctx.db, { startDate: today, endDate: today })],
  ['Billing: status + date range', () => tripsQuery(ctx.db, { ...lastMonth, billable: true })],
  [
    'Billing: status + vendor + date range',
    () => tripsQuery(ctx.db, { ...lastMonth, vendor: BIG_VENDOR, billable: true }),
  ],
  [
    'Billing: status + truck + date range',
    () => tripsQuery(ctx.db, { ...lastMonth, truckNumber: TRUCK, billable: true }),
  ],
  ['Billing: the selected trips', () => tripsQuery(ctx.db, { tripIds: ['T100', 'T200', 'T300'] })],
  ["Bills: a bill's trips", () => tripsQuery(ctx.db, { billId: bigVendorBill })],
  ['Transactions: date range', () => billsBetweenQuery(ctx.db, lastMonth.startDate, lastMonth.endDate)],
  [
    'Vendor ledger: a year of bill entries of the big vendor',
    () => ledgerEntriesQuery(ctx.db, 'v0', daysAgo(365), today),
  ],
  ['Vendor ledger: a year of payments of the big vendor', () => ledgerPaymentsQuery(ctx.db, 'v0', daysAgo(365), today)],
  ['Vendor ledger: opening, billed before', () => billedBeforeQuery(ctx.db, 'v0', daysAgo(365))],
  // Not here: the opening's payments (all the vendor was paid before the period, which PostgreSQL rightly reads from
  // the whole of the small payments table), the TDS register (a twelfth of all bill entries with their revisions, as
  // often read whole) and outstanding (every bill entry and payment up to a day).
];

describe(`query plans (${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'SQLite'})`, () => {
  it.each(cases)('%s reads a big table without a full scan of any', async (name, build) => {
    const query = build().compile();
    const plan = ctx.engine === 'sqlite' ? await sqlitePlan(ctx.db, query) : await postgresPlan(ctx.db, query);
    // SHOW_PLANS=1 prints every plan, to see what the planners chose.
    if (process.env.SHOW_PLANS) console.log(`${name}\n${plan.text}`);
    const full = plan.steps.filter((step) => step.fullScan && BIG_TABLES.includes(step.table));
    expect(full, `full scan in the plan of:\n${query.sql}\n\n${plan.text}`).toEqual([]);
    expect(
      plan.steps.some((step) => BIG_TABLES.includes(step.table)),
      plan.text,
    ).toBe(true);
  });
});
