import { MESSAGES, TRIP_MESSAGES, type TripInput, type TripRecord, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let loader: { cookie: string; user: { username: string } };
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  loader = await ctx.signIn('loadingManager');
  await addMasterData(ctx, accountant);
});
afterAll(() => ctx.close());

const trip = (overrides: Partial<TripInput> = {}): TripInput => ({
  TruckNumber: MASTER.truck.toLowerCase(),
  DONumber: 'DO-77',
  DriverName: 'Suresh',
  Vendor: MASTER.vendor.toUpperCase(),
  DestinationFrom: 'pune',
  DestinationTo: 'MUMBAI',
  TruckType: 'Bulker',
  TransactionStatus: 'Open',
  Weight: '12.345',
  DieselAmount: '5000',
  DieselSlipNumber: 'DS-1',
  Advance: '2000',
  Toll: '',
  Adblue: '',
  Greasing: '25',
  ...overrides,
});

const post = (url: string, payload: object, cookie = accountant) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });

async function createTrip(overrides: Partial<TripInput> = {}, cookie = accountant): Promise<string> {
  const response = await post('/reports', trip(overrides), cookie);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ TripID: string }>().TripID;
}

describe('POST /reports creates a trip', () => {
  it('numbers it T + sequence, takes user and profile from the session, computes freight and TDS itself', async () => {
    const response = await post(
      '/reports',
      trip({ Freight: 1, Rate: 1, TDS_Rate: 99, username: 'mallory', userProfile: 'admin' }),
      loader.cookie,
    );
    expect(response.statusCode).toBe(201);
    const { TripID, message } = response.json<{ TripID: string; message: string }>();
    expect(message).toBe(TRIP_MESSAGES.created);
    expect(TripID).toMatch(/^T\d+$/);
    const record = (await get(`/api/trip/${TripID}`)).json<TripRecord>();
    expect(record).toMatchObject({
      TripID,
      Username: loader.user.username,
      Profile: 'loadingManager',
      TruckNumber: MASTER.truck,
      Vendor: MASTER.vendor,
      DestinationFrom: 'Pune',
      DestinationTo: 'Mumbai',
      TransactionStatus: 'Open',
      Weight: 12.345,
      Rate: 1250.5,
      Freight: 15437,
      TDS_Rate: 2,
      TDS: 308.74,
      DieselAmount: 5000,
      Advance: 2000,
      Toll: null,
      Greasing: 25,
      Amount: 8103,
      localDate: localDate(),
      BillId: null,
    });
    expect(record.localTime).toMatch(/^\d{2}:\d{2}:\d{2}$/);
  });

  it('issues consecutive ids', async () => {
    const a = await createTrip();
    const b = await createTrip();
    expect(Number(b.slice(1))).toBe(Number(a.slice(1)) + 1);
  });

  it('freight is 0 for an unknown pair and without a weight', async () => {
    const crossed = await createTrip({ DestinationFrom: 'Nashik', DestinationTo: 'Mumbai' });
    expect((await get(`/api/trip/${crossed}`)).json()).toMatchObject({ Freight: 0, Rate: 0 });
    const empty = await createTrip({ Weight: '' });
    expect((await get(`/api/trip/${empty}`)).json()).toMatchObject({ Freight: 0, Weight: null });
  });

  it('names an unknown vendor before an unknown destination (spec-1 section 5 order)', async () => {
    const response = await post('/reports', trip({ Vendor: 'Nobody Transport', DestinationTo: 'Goa' }));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: TRIP_MESSAGES.invalidVendor });
  });

  it.each([
    [{ TruckNumber: 'MH12ZZ0000' }, TRIP_MESSAGES.invalidTruck],
    [{ TruckNumber: '' }, TRIP_MESSAGES.invalidTruck],
    [{ Vendor: 'Nobody Transport' }, TRIP_MESSAGES.invalidVendor],
    [{ DestinationFrom: 'Goa' }, TRIP_MESSAGES.invalidDestination],
    [{ DestinationTo: 'Nashik' }, TRIP_MESSAGES.invalidDestination],
    [{ TruckType: '' }, TRIP_MESSAGES.required],
    [{ TransactionStatus: '' }, TRIP_MESSAGES.required],
    [{ TransactionStatus: 'Acknowledged' }, TRIP_MESSAGES.invalidStatus],
    [{ TransactionStatus: 'Billed' }, TRIP_MESSAGES.invalidStatus],
    [{ Advance: '10.5' }, TRIP_MESSAGES.advanceWhole],
    [{ Weight: 'heavy' }, TRIP_MESSAGES.number],
  ])('%o -> %s', async (overrides, message) => {
    const response = await post('/reports', trip(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('refuses the unloading manager with the spec text', async () => {
    const { cookie } = await ctx.signIn('unloadingManager');
    const response = await post('/reports', trip(), cookie);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: MESSAGES.noAccess, code: 'FORBIDDEN' });
  });
});

describe('GET /api/trip/{id}', () => {
  it('leaves freight and rate out for the managers', async () => {
    const id = await createTrip();
    for (const profile of ['loadingManager', 'unloadingManager'] as const) {
      const { cookie } = await ctx.signIn(profile);
      const record = (await get(`/api/trip/${id.toLowerCase()}`, cookie)).json<TripRecord>();
      expect(record.TripID).toBe(id);
      expect(record).not.toHaveProperty('Freight');
      expect(record).not.toHaveProperty('Rate');
    }
  });

  it('404 for an unknown trip', async () => {
    const response = await get('/api/trip/T999999');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: TRIP_MESSAGES.notFound });
  });
});

describe('POST /api/trip updates a trip', () => {
  it('recomputes freight for a new weight, keeps the status, and records the history', async () => {
    const id = await createTrip();
    const response = await post('/api/trip', {
      ...trip({ Weight: '10', DriverName: 'Ramesh', Freight: 1 }),
      TripID: id,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: TRIP_MESSAGES.updated });
    // 1250.50 x 10 t = 12505
    expect((await get(`/api/trip/${id}`)).json()).toMatchObject({
      Freight: 12505,
      DriverName: 'Ramesh',
      TransactionStatus: 'Open',
    });

    const history = (await get(`/api/trip/${id}/history`)).json<{ action: string; before: object; after: object }[]>();
    expect(history.map((h) => h.action)).toEqual(['create', 'update']);
    expect(history[1]?.before).toMatchObject({ driver_name: 'Suresh', weight_kg: 12345, freight_paise: 1543700 });
    expect(history[1]?.after).toMatchObject({ driver_name: 'Ramesh', weight_kg: 10000, freight_paise: 1250500 });

    const { cookie } = await ctx.signIn('unloadingManager');
    const managerView = (await get(`/api/trip/${id}/history`, cookie)).json<{ after: object }[]>();
    expect(managerView[1]?.after).not.toHaveProperty('freight_paise');
  });

  it('keeps the stored rate when only other fields change, even if the rate table moved on', async () => {
    const id = await createTrip({ DestinationFrom: 'Nashik', DestinationTo: 'Pune', Weight: '10' });
    const rates = (await get('/list-freight')).json<{ _id: string; from: string; to: string; rate: number }[]>();
    const nashik = rates.find((r) => r.from === 'Nashik');
    await post('/update-freight', {
      old: nashik,
      new: { from_destination: 'Nashik', to_destination: 'Pune', rate: 1000 },
    });
    await post('/api/trip', {
      ...trip({ DestinationFrom: 'Nashik', DestinationTo: 'Pune', Weight: '10', DriverName: 'X' }),
      TripID: id,
    });
    expect((await get(`/api/trip/${id}`)).json()).toMatchObject({ Rate: 900, Freight: 9000 });
  });

  it('refuses a status change and an unknown trip', async () => {
    const id = await createTrip();
    const changed = await post('/api/trip', { ...trip({ TransactionStatus: 'Acknowledged' }), TripID: id });
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toMatchObject({ message: TRIP_MESSAGES.invalidStatus });
    expect((await get(`/api/trip/${id}`)).json()).toMatchObject({ TransactionStatus: 'Open' });
    const missing = await post('/api/trip', { ...trip(), TripID: 'T424242' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: TRIP_MESSAGES.notFound });
    const created = await ctx.db.selectFrom('trips').select('id').where('id', '=', 'T424242').executeTakeFirst();
    expect(created).toBeUndefined();
  });

  const update = (id: string, overrides: Partial<TripInput>) => post('/api/trip', { ...trip(overrides), TripID: id });
  const stored = async (id: string) => (await get(`/api/trip/${id}`)).json<TripRecord>();

  it("a new route takes that route's rate; changing either end makes a new route", async () => {
    // Pune -> Mumbai is 1250.50 in the master data; Nashik -> Mumbai has no rate.
    const id = await createTrip({ Weight: '10' });
    expect(await stored(id)).toMatchObject({ Rate: 1250.5, Freight: 12505 });
    expect((await update(id, { Weight: '10', DestinationFrom: 'Nashik' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ DestinationFrom: 'Nashik', DestinationTo: 'Mumbai', Rate: 0, Freight: 0 });
    const route = await post('/add-freight', { from_destination: 'Nashik', to_destination: 'Thane', rate: 800 });
    expect(route.statusCode, route.body).toBe(201);
    expect((await update(id, { Weight: '10', DestinationFrom: 'Nashik', DestinationTo: 'Thane' })).statusCode).toBe(
      200,
    );
    // 800 x 10 t = 8000
    expect(await stored(id)).toMatchObject({ DestinationTo: 'Thane', Rate: 800, Freight: 8000 });
  });

  it("keeps the trip's TDS rate while the vendor stays, even after the vendor's rate changed; another vendor brings its own", async () => {
    const added = await post('/add-vendor', { companyName: 'Konkan Cargo', companyOwner: 'A Naik', tdsRate: 3 });
    expect(added.statusCode, added.body).toBe(201);
    const id = await createTrip({ Vendor: 'Konkan Cargo', Weight: '10' });
    expect(await stored(id)).toMatchObject({ TDS_Rate: 3 });

    const vendors = (await get('/list-vendor')).json<{ id: string; index: number; companyName: string }[]>();
    const { index: _index, ...konkan } = vendors.find((v) => v.companyName === 'Konkan Cargo') ?? { index: 0, id: '' };
    expect((await post('/update-vendor', { ...konkan, tdsRate: 5 })).statusCode).toBe(200);

    expect((await update(id, { Vendor: 'Konkan Cargo', Weight: '10', DriverName: 'Mahesh' })).statusCode).toBe(200);
    // 1% of 12505 would be another vendor's; 3% of 12505 = 375.15 is the rate the trip was entered with.
    expect(await stored(id)).toMatchObject({ DriverName: 'Mahesh', TDS_Rate: 3, TDS: 375.15 });
    expect((await update(id, { Vendor: MASTER.otherVendor, Weight: '10' })).statusCode).toBe(200);
    expect(await stored(id)).toMatchObject({ Vendor: MASTER.otherVendor, TDS_Rate: 1, TDS: 125.05 });
    expect((await update(id, { Vendor: 'Konkan Cargo', Weight: '10' })).statusCode).toBe(200);
    // Back to Konkan Cargo: its rate now, 5% of 12505 = 625.25.
    expect(await stored(id)).toMatchObject({ Vendor: 'Konkan Cargo', TDS_Rate: 5, TDS: 625.25 });
  });

  it('edits an Acknowledged trip that keeps its status', async () => {
    const id = await createTrip();
    // Trip ids are read in any case, with spaces around them: a typed " t12 " is T12.
    const acknowledged = await postMultipart(ctx, accountant, `/api/reports/${id.toLowerCase()}`, {
      transactionStatus: 'Acknowledged',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    const response = await update(` ${id.toLowerCase()} `, { TransactionStatus: 'Acknowledged', DriverName: 'Ganesh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored(id)).toMatchObject({ TransactionStatus: 'Acknowledged', DriverName: 'Ganesh' });
  });

  it('refuses a billed trip as billed, whatever status the form sends', async () => {
    const id = await createTrip();
    await ctx.db.updateTable('trips').set({ status: 'Billed', bill_id: 'B1' }).where('id', '=', id).execute();
    for (const status of ['Open', 'Billed']) {
      const response = await update(id, { TransactionStatus: status, DriverName: 'Ganesh' });
      expect(response.statusCode, status).toBe(409);
      expect(response.json(), status).toMatchObject({ message: TRIP_MESSAGES.billed });
    }
    expect(await stored(id)).toMatchObject({ DriverName: 'Suresh', TransactionStatus: 'Billed' });
  });
});
