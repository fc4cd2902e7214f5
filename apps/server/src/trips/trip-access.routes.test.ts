import { TRIP_MESSAGES, type TripRecord } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, tripEntry } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripRow } from '../test/trips.ts';

let ctx: TestContext;
let accountant: string;
let loader: { cookie: string; user: { username: string } };
let otherLoader: string;
let unloader: string;
let vendorId: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  loader = await ctx.signIn('loadingManager');
  ({ cookie: otherLoader } = await ctx.signIn('loadingManager'));
  ({ cookie: unloader } = await ctx.signIn('unloadingManager'));
  await addMasterData(ctx, accountant);
  const vendor = await ctx.db
    .selectFrom('vendors')
    .select('id')
    .where('company_name', '=', MASTER.vendor)
    .executeTakeFirstOrThrow();
  vendorId = vendor.id;
});
afterAll(() => ctx.close());

const get = (url: string, cookie: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });
const post = (url: string, payload: object, cookie: string) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });

let seq = 9000;
/** A trip entered on an earlier day by `username`: not on Today's List any more. */
async function earlierTrip(username: string, profile: 'loadingManager' | 'accountant'): Promise<string> {
  seq += 1;
  const id = `T${seq}`;
  await ctx.db
    .insertInto('trips')
    .values(
      tripRow({
        id,
        seq,
        truck_no: MASTER.truck,
        vendor_id: vendorId,
        username,
        user_profile: profile,
        local_date: '2025-01-15',
      }),
    )
    .execute();
  return id;
}

describe('the loading manager opens trips only through its own screens', () => {
  it("opens any trip on Today's List, and its own trips of earlier days", async () => {
    const entered = await post('/reports', tripEntry(), accountant);
    const todays = entered.json<{ TripID: string }>().TripID;
    const own = await earlierTrip(loader.user.username, 'loadingManager');

    for (const id of [todays, own]) {
      const response = await get(`/api/trip/${id}`, loader.cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<TripRecord>().TripID).toBe(id);
      expect(response.json()).not.toHaveProperty('Freight');
      expect((await get(`/api/trip/${id}/history`, loader.cookie)).statusCode).toBe(200);
    }
  });

  it("does not read, nor change, another person's trip of an earlier day: the same answer as an unknown trip", async () => {
    const others = await earlierTrip('someone_else', 'accountant');
    const mine = await earlierTrip(loader.user.username, 'loadingManager');
    for (const [id, cookie] of [
      [others, loader.cookie],
      [mine, otherLoader],
    ] as const) {
      const read = await get(`/api/trip/${id}`, cookie);
      expect(read.statusCode).toBe(404);
      expect(read.json()).toEqual({ message: TRIP_MESSAGES.notFound, code: 'NOT_FOUND' });
      expect((await get(`/api/trip/${id}/history`, cookie)).statusCode).toBe(404);
      const change = await post('/api/trip', { ...tripEntry({ DriverName: 'Mallory' }), TripID: id }, cookie);
      expect(change.statusCode).toBe(404);
    }
    const unknown = await get('/api/trip/T999999', loader.cookie);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: TRIP_MESSAGES.notFound, code: 'NOT_FOUND' });
    const stored = await ctx.db
      .selectFrom('trips')
      .select(['id', 'driver_name'])
      .where('id', 'in', [others, mine])
      .execute();
    expect(stored.toSorted((a, b) => a.id.localeCompare(b.id))).toEqual(
      [others, mine].toSorted().map((id) => ({ id, driver_name: '' })),
    );
  });

  it('the unloading manager and the office still open any trip', async () => {
    const others = await earlierTrip('someone_else', 'accountant');
    for (const cookie of [unloader, accountant])
      expect((await get(`/api/trip/${others}`, cookie)).statusCode).toBe(200);
  });
});
