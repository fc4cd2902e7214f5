import type { BillingRow, ReviseRow, TripRecord } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripRow } from '../test/trips.ts';

let ctx: TestContext;
let accountant: string;
let vendorId: string;

// Written out by hand: three days, two trips a day, numbered in the order they were entered.
const TRIPS = [
  { id: 'T101', seq: 101, local_date: '2025-03-01' },
  { id: 'T102', seq: 102, local_date: '2025-03-01' },
  { id: 'T103', seq: 103, local_date: '2025-03-02' },
  { id: 'T104', seq: 104, local_date: '2025-03-02' },
  { id: 'T105', seq: 105, local_date: '2025-03-03' },
  { id: 'T106', seq: 106, local_date: '2025-03-03' },
];
const NEWEST_FIRST = ['T106', 'T105', 'T104', 'T103', 'T102', 'T101'];
const RANGE = { startDate: '2025-03-01', endDate: '2025-03-03' };

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  vendorId = (
    await ctx.db.selectFrom('vendors').select('id').where('company_name', '=', MASTER.vendor).executeTakeFirstOrThrow()
  ).id;
  // Entered out of order, so an answer in insertion order is not newest first by chance.
  for (const trip of [TRIPS[2], TRIPS[0], TRIPS[5], TRIPS[1], TRIPS[4], TRIPS[3]]) {
    if (!trip) continue;
    await ctx.db
      .insertInto('trips')
      .values(tripRow({ ...trip, truck_no: MASTER.truck, vendor_id: vendorId, status: 'Acknowledged' }))
      .execute();
  }
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie: accountant } });
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie: accountant }, payload });
const ids = (rows: TripRecord[]) => rows.map((row) => row.TripID);

describe('Reports, Billing and Revise Bill list newest first', () => {
  it('GET /api/reports: the latest day first, and within a day the latest trip first', async () => {
    const response = await get(`/api/reports?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}`);
    expect(response.statusCode).toBe(200);
    expect(ids(response.json<TripRecord[]>())).toEqual(NEWEST_FIRST);
  });

  it('POST /list-billing', async () => {
    const response = await post('/list-billing', RANGE);
    expect(response.json<{ resultData: BillingRow[] }>().resultData.map((row) => row.trip_id)).toEqual(NEWEST_FIRST);
  });

  it('POST /list-to-revise-bill searches by dates alone (no bill id) and lists newest first', async () => {
    const response = await post('/list-to-revise-bill', RANGE);
    expect(response.statusCode, response.body).toBe(200);
    const { billed, acknowledged } = response.json<{ billed: ReviseRow[]; acknowledged: ReviseRow[] }>();
    expect(billed).toEqual([]);
    expect(acknowledged.map((row) => row.trip_id)).toEqual(NEWEST_FIRST);
  });

  it('a date-only Revise search still needs both dates', async () => {
    const response = await post('/list-to-revise-bill', { startDate: RANGE.startDate });
    expect(response.statusCode).toBe(400);
    expect((await post('/list-to-revise-bill', {})).statusCode).toBe(400);
  });
});

describe('Reports page on the server: "Show more" asks for the next page, not a longer list', () => {
  it('pages of 4 then 2, newest first, with the total on the first page', async () => {
    const query = `startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=4`;
    const first = await get(`/api/reports?${query}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(ids(first.json<TripRecord[]>())).toEqual(['T106', 'T105', 'T104', 'T103']);
    expect(first.headers['x-total-count']).toBe('6');
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');

    const second = await get(`/api/reports?${query}&cursor=${encodeURIComponent(String(cursor))}`);
    expect(ids(second.json<TripRecord[]>())).toEqual(['T102', 'T101']);
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(second.headers['x-total-count']).toBeUndefined();
  });

  it('a page that holds exactly the last trips says there is no next page', async () => {
    const whole = await get(`/api/reports?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=6`);
    expect(ids(whole.json<TripRecord[]>())).toEqual(NEWEST_FIRST);
    expect(whole.headers['x-total-count']).toBe('6');
    expect(whole.headers['x-next-cursor']).toBeUndefined();
  });

  it('a page stays right when a trip of an earlier page is deleted in between', async () => {
    const query = `startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&limit=2`;
    const first = await get(`/api/reports?${query}`);
    const cursor = String(first.headers['x-next-cursor']);
    await ctx.db.deleteFrom('trips').where('id', '=', 'T105').execute();
    const second = await get(`/api/reports?${query}&cursor=${encodeURIComponent(cursor)}`);
    expect(ids(second.json<TripRecord[]>())).toEqual(['T104', 'T103']);
  });

  it('refuses a cursor it did not make', async () => {
    const response = await get(`/api/reports?startDate=${RANGE.startDate}&endDate=${RANGE.endDate}&cursor=nonsense`);
    expect(response.statusCode).toBe(400);
  });
});
