import { randomUUID } from 'node:crypto';
import { NUMBER_MESSAGES, TRIP_MESSAGES, VENDOR_MESSAGES, localDate, FREIGHT_MESSAGES } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { vendorRow } from '../test/trips.ts';
import { NEGATIVE, checkStoredRows, describeStoredRows } from './migrations/0013-stored-rows.ts';

/**
 * Rows an older release (or a hand edit) stored that today's rules refuse, written straight into the database past
 * every check: each list must still answer 200 for everyone and show the rows, never 500.
 */
let ctx: TestContext;
let admin: string;
const today = localDate();
const sqlite = !process.env.TEST_DATABASE_URL;
const EVIL_VENDOR = 'Evil\u202Egnp.exe Roadlines';
const ids = {
  huge: '',
  badDate: '',
  oddStatus: '',
  billed: '',
  acknowledged: '',
  evil: '',
  text: '',
  bill: '',
  vendor: '',
};

const post = (url: string, payload: object | object[]) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie: admin }, payload });
const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie: admin } });

async function acknowledge(id: string): Promise<void> {
  const response = await postMultipart(ctx, admin, `/api/reports/${id}`, { transactionStatus: 'Acknowledged' });
  expect(response.statusCode).toBe(200);
}

const setTrip = (id: string, changes: Record<string, unknown>) =>
  sql`update trips set ${sql.join(
    Object.entries(changes).map(([column, value]) => sql`${sql.ref(column)} = ${value}`),
  )} where id = ${id}`.execute(ctx.db);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: admin } = await ctx.signIn('admin'));
  await addMasterData(ctx, admin);
  ids.huge = await addTrip(ctx, admin);
  ids.badDate = await addTrip(ctx, admin);
  ids.oddStatus = await addTrip(ctx, admin);
  ids.billed = await addTrip(ctx, admin);
  ids.acknowledged = await addTrip(ctx, admin);
  await acknowledge(ids.billed);
  await acknowledge(ids.acknowledged);
  const billed = await post('/generate-pdf-bill', [
    { id: ids.billed, trip_id: ids.billed, remarks: [{ text: 'Detention', amount: '500' }] },
  ]);
  expect(billed.statusCode, billed.body.slice(0, 200)).toBe(200);
  ids.bill = String(billed.headers['x-bill-id']);

  // A vendor of an older release: a right-to-left override in its name and a TDS rate of 150%.
  const vendorId = randomUUID();
  ids.vendor = vendorId;
  await ctx.db
    .insertInto('vendors')
    .values({ ...vendorRow(vendorId, EVIL_VENDOR), tds_rate_bps: 15_000 })
    .execute();
  ids.evil = await addTrip(ctx, admin);
  await setTrip(ids.evil, { vendor_id: vendorId });

  await setTrip(ids.huge, {
    weight_kg: 150_000,
    actual_weight_kg: 200_000,
    diesel_paise: 20_000_000_000_000,
    toll_paise: -500,
    advance_paise: 12_345,
    driver_name: 'Ra\u202Eju',
  });
  await setTrip(ids.badDate, { local_date: '2026-02-31' });
  await setTrip(ids.oddStatus, { status: 'Paid' });
  await setTrip(ids.billed, { greasing_paise: -100, short_paise: 500_000_000_000_000 });
  await setTrip(ids.acknowledged, { adblue_paise: 999_999_999_999_999 });
  await sql`update bills set remarks = ${'[{"text":"Bonus","amount":2000000000},{"text":"Odd","amount":1e400}]'}
    where id = ${ids.bill}`.execute(ctx.db);
  const revision = await ctx.db
    .selectFrom('bill_revisions')
    .select('snapshot')
    .where('bill_id', '=', ids.bill)
    .executeTakeFirstOrThrow();
  const snapshot = JSON.parse(revision.snapshot) as { totals: { finalPaise: number } };
  snapshot.totals.finalPaise = -1;
  await sql`update bill_revisions set snapshot = ${JSON.stringify(snapshot).replace('"finalPaise":-1', '"finalPaise":1e400')}
    where bill_id = ${ids.bill}`.execute(ctx.db);
  await sql`update freight_rates set rate_paise = ${-5000} where from_place = ${MASTER.from}`.execute(ctx.db);
  await sql`update freight_rates set rate_paise = ${5_000_000_000_000} where from_place = 'Nashik'`.execute(ctx.db);

  const now = new Date().toISOString();
  await ctx.db
    .insertInto('files')
    .values({
      id: 'bad-doc',
      file_name: 'a\u202Efdp.exe',
      content_type: 'application/pdf',
      size_bytes: 1,
      data: Buffer.from('%'),
      created_by: null,
      created_at: now,
    })
    .execute();
  await ctx.db
    .insertInto('vehicle_documents')
    .values({
      truck_no: MASTER.truck,
      field_name: 'insurance',
      file_id: 'bad-doc',
      start_date: 'yesterday',
      end_date: '2026-02-31',
      updated_at: now,
    })
    .execute();

  if (sqlite) {
    // SQLite keeps whatever it is given: text in a number column, an infinite or a fractional amount.
    ids.text = await addTrip(ctx, admin);
    await setTrip(ids.text, { weight_kg: 'heavy', diesel_paise: Number.POSITIVE_INFINITY, short_paise: 12.5 });
    await sql`insert into freight_rates values ('cheap', 'Hubli', 'Goa', 'cheap', ${now}, ${now})`.execute(ctx.db);
    await sql`update vendors set tds_rate_bps = 'some' where id = ${vendorId}`.execute(ctx.db);
  }
});
afterAll(() => ctx.close());

const badTrips = () => [ids.huge, ids.badDate, ids.oddStatus, ids.billed, ...(sqlite ? [ids.text] : [])];

interface Answer {
  status: number;
  text: string;
}

const answer = (response: { statusCode: number; body: string }): Answer => ({
  status: response.statusCode,
  text: response.body,
});

async function workbookText(url: string): Promise<Answer> {
  const response = await get(url);
  if (response.statusCode !== 200) return answer(response);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const cells: string[] = [];
  book.worksheets[0]?.eachRow((row) => {
    row.eachCell((cell) => cells.push(cell.text));
  });
  return { status: 200, text: cells.join('|') };
}

/** The odd vendor's name as stored now: the migration takes the invisible characters out of it. */
async function vendorName(): Promise<string> {
  const vendor = await ctx.db
    .selectFrom('vendors')
    .select('company_name')
    .where('id', '=', ids.vendor)
    .executeTakeFirstOrThrow();
  return vendor.company_name;
}

/** Every list of the app, as an admin opens it; each returns the text of its answer. */
const LISTS: [string, () => Promise<Answer>][] = [
  ["Today's List", async () => answer(await get('/api/today-list'))],
  ['Reports', async () => answer(await get(`/api/reports?vendor=${MASTER.vendor}`))],
  ['Reports, one page', async () => answer(await get(`/api/reports?vendor=${MASTER.vendor}&limit=50`))],
  [
    'Reports of the odd vendor',
    async () => answer(await get(`/api/reports?vendor=${encodeURIComponent(await vendorName())}`)),
  ],
  ['Billing', async () => answer(await post('/list-billing', {}))],
  ['Revise Bill by bill', async () => answer(await post('/list-to-revise-bill', { bill_id: ids.bill }))],
  [
    'Revise Bill by dates',
    async () => answer(await post('/list-to-revise-bill', { startDate: today, endDate: today })),
  ],
  ['Transactions', async () => answer(await post('/list-all-transactions', { startDate: today, endDate: today }))],
  ['Vehicles', async () => answer(await get('/list-vehicle'))],
  ['Vendors', async () => answer(await get('/list-vendor'))],
  ['Vendor look-up', async () => answer(await get('/api/vendors'))],
  ['Freight', async () => answer(await get('/list-freight'))],
  ['Destinations', async () => answer(await get('/api/destination'))],
  ['Notifications', async () => answer(await get('/notify-trucks'))],
  ['Users', async () => answer(await get('/api/admin/users'))],
  ['Reports.xlsx', () => workbookText(`/api/reports/excel?vendor=${MASTER.vendor}`)],
  ['TodayList.xlsx', () => workbookText('/api/today-list/excel')],
  ['Business.xlsx', () => workbookText(`/api/business/excel?vendor=${MASTER.vendor}`)],
  ['Transactions.xlsx', () => workbookText(`/api/transactions/excel?startDate=${today}&endDate=${today}`)],
];

async function expectListsWork(): Promise<void> {
  const answers = new Map<string, string>();
  const failed: string[] = [];
  for (const [name, open] of LISTS) {
    const { status, text } = await open();
    answers.set(name, text);
    if (status !== 200) failed.push(`${name}: ${status} ${text.slice(0, 120)}`);
  }
  expect(failed).toEqual([]);
  for (const id of badTrips()) expect(answers.get('Reports'), id).toContain(id);
  for (const id of badTrips().filter((id) => id !== ids.badDate)) {
    expect(answers.get('Reports.xlsx'), id).toContain(id);
  }
  expect(answers.get('Reports of the odd vendor')).toContain(ids.evil);
  expect(answers.get("Today's List")).toContain(ids.huge);
  expect(answers.get('TodayList.xlsx')).toContain(ids.huge);
  expect(answers.get('Billing')).toContain(ids.acknowledged);
  expect(answers.get('Revise Bill by bill')).toContain(ids.billed);
  expect(answers.get('Revise Bill by dates')).toContain(ids.billed);
  expect(answers.get('Transactions')).toContain(ids.bill);
  expect(answers.get('Transactions.xlsx')).toContain(ids.bill);
  expect(answers.get('Vehicles')).toContain(MASTER.truck);
  expect(answers.get('Vendors')).toContain('Roadlines');
  expect(answers.get('Freight')).toContain('Nashik');
  if (sqlite) expect(answers.get('Freight')).toContain('Hubli');
  expect(answers.get('Notifications')).toContain(MASTER.truck);
}

describe(`stored rows today's rules refuse (${sqlite ? 'SQLite' : 'PostgreSQL'})`, () => {
  it('every list answers 200 and shows them, before any repair', async () => {
    await expectListsWork();
  });
});

describe(`migration 0013 on those rows (${sqlite ? 'SQLite' : 'PostgreSQL'})`, () => {
  it('repairs names and dates with an audit row, flags every amount, weight and status, and changes no money', async () => {
    const moneyBefore = await ctx.db.selectFrom('trips').selectAll().orderBy('id').execute();
    const report = await checkStoredRows(ctx.db);
    const issues = await ctx.db
      .selectFrom('data_issues')
      .select(['table_name', 'row_id', 'field', 'value', 'rule'])
      .execute();
    const found = (rowId: string, field: string) => issues.find((i) => i.row_id === rowId && i.field === field)?.rule;
    expect(found(ids.huge, 'weight_kg')).toBe(NUMBER_MESSAGES.tonsTooLarge);
    expect(found(ids.huge, 'actual_weight_kg')).toBe(NUMBER_MESSAGES.tonsTooLarge);
    expect(found(ids.huge, 'diesel_paise')).toBe(NUMBER_MESSAGES.rupeesTooLarge);
    expect(found(ids.huge, 'toll_paise')).toBe(NEGATIVE);
    expect(found(ids.huge, 'advance_paise')).toBe(TRIP_MESSAGES.advanceWhole);
    expect(found(ids.oddStatus, 'status')).toBe(TRIP_MESSAGES.invalidStatus);
    expect(found(ids.billed, 'greasing_paise')).toBe(NEGATIVE);
    expect(found(ids.billed, 'short_paise')).toBe(NUMBER_MESSAGES.rupeesTooLarge);
    expect(found(ids.acknowledged, 'adblue_paise')).toBe(NUMBER_MESSAGES.rupeesTooLarge);
    expect(found(ids.bill, 'remarks[0].amount')).toBe(NUMBER_MESSAGES.rupeesTooLarge);
    expect(found(ids.bill, 'remarks[1].amount')).toBeDefined();
    const rates = issues.filter((i) => i.table_name === 'freight_rates').map((i) => [i.value, i.rule]);
    expect(rates).toEqual(
      expect.arrayContaining([
        ['-5000', NEGATIVE],
        ['5000000000000', FREIGHT_MESSAGES.rate],
      ]),
    );
    expect(issues.find((i) => i.table_name === 'vendors')?.rule).toBe(VENDOR_MESSAGES.tdsRate);
    if (sqlite) {
      expect(found(ids.text, 'weight_kg')).toBe(NUMBER_MESSAGES.invalid);
      expect(found(ids.text, 'diesel_paise')).toBe(NUMBER_MESSAGES.invalid);
      expect(found(ids.text, 'short_paise')).toBe(NUMBER_MESSAGES.rupeeDecimals);
    }
    // Nothing about money moved: every amount and weight column is as it was.
    const moneyAfter = await ctx.db.selectFrom('trips').selectAll().orderBy('id').execute();
    const amounts = (rows: typeof moneyBefore) =>
      rows.map(({ local_date: _date, driver_name: _driver, updated_at: _updated, ...rest }) => rest);
    expect(amounts(moneyAfter)).toEqual(amounts(moneyBefore));

    // Repaired: the impossible day, the driver's and vendor's names; each with an audit row.
    const trip = (id: string) => moneyAfter.find((t) => t.id === id);
    expect(trip(ids.badDate)?.local_date).toBe('2026-02-28');
    expect(trip(ids.huge)?.driver_name).toBe('Raju');
    const vendor = await ctx.db
      .selectFrom('vendors')
      .select('company_name')
      .where('company_name', 'like', 'Evil%')
      .executeTakeFirst();
    expect(vendor?.company_name).toBe('Evilgnp.exe Roadlines');
    const audit = await ctx.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_id'])
      .where('actor', 'is', null)
      .execute();
    expect(audit).toEqual(
      expect.arrayContaining([
        { entity: 'trip', entity_id: ids.badDate },
        { entity: 'trip', entity_id: ids.huge },
        { entity: 'file', entity_id: 'bad-doc' },
      ]),
    );
    expect(audit.filter((a) => a.entity === 'vendor')).toHaveLength(1);
    expect(describeStoredRows(report)).toContain('trips.weight_kg: At most 100 t. ×1');
  });

  it('every list still answers 200 afterwards', async () => {
    await expectListsWork();
  });

  it('a bill whose stored remark breaks the rules is not re-issued with it: Revise asks for the remarks', async () => {
    const response = await post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ trip_id: ids.billed, billing_id: ids.bill }],
      billedUnselectedRows: [],
      ackSelectedRows: [],
    });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(400);
    // The answer names the remarks, so the desk re-enters them.
    expect(response.json()).toMatchObject({ field: 'remarks', code: 'VALIDATION_ERROR' });
    const bill = await ctx.db
      .selectFrom('bills')
      .select('revision')
      .where('id', '=', ids.bill)
      .executeTakeFirstOrThrow();
    expect(bill.revision).toBe(0);
  });
});
