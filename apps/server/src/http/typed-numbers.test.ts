import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMasterData, addTrip, tripEntry } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

/** Every typed number is kept as typed or refused on its field, never repaired (issue 14). */
let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await addMasterData(ctx, cookie);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });

function expectRefusedOn(response: { statusCode: number; json: () => unknown }, field: string) {
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
}

describe('a trip (POST /reports and POST /api/trip)', () => {
  it.each([
    ['a letter O in a weight', { Weight: '2O.5' }, 'Weight'],
    ['a comma out of place', { DieselAmount: '1,50,0' }, 'DieselAmount'],
    ['an exponent', { Toll: '1e3' }, 'Toll'],
    ['a leading plus', { Adblue: '+50' }, 'Adblue'],
    ['a space inside', { Greasing: '2 50' }, 'Greasing'],
    ['a hexadecimal number', { DieselAmount: '0x10' }, 'DieselAmount'],
    ['three decimals of a rupee', { Toll: '10.125' }, 'Toll'],
    ['four decimals of a ton', { Weight: '12.3456' }, 'Weight'],
    ['a weight over 100 t', { Weight: '100.001' }, 'Weight'],
    ['a decimal Advance', { Advance: '1500.75' }, 'Advance'],
    ['money over 100 crore', { DieselAmount: '1000000000.01' }, 'DieselAmount'],
    ['a negative number', { Toll: -5 }, 'Toll'],
    ['a JSON number with too many decimals', { Greasing: 1.005 }, 'Greasing'],
  ])('refuses %s with a message on that field', async (_name, fields, field) => {
    expectRefusedOn(await post('/reports', tripEntry(fields)), field);
    const tripId = await addTrip(ctx, cookie);
    expectRefusedOn(await post('/api/trip', { ...tripEntry(fields), TripID: tripId }), field);
  });

  it('keeps exactly what was typed: 2000.50 rupees, 12.345 t, and JSON numbers', async () => {
    const tripId = await addTrip(ctx, cookie, {
      Weight: '12.345',
      DieselAmount: '2000.50',
      Advance: '1500',
      Toll: ' 99.9 ',
      Adblue: 250,
      Greasing: '.5',
    });
    const trip = (await ctx.app.inject({ url: `/logistics/api/trip/${tripId}`, headers: { cookie } })).json<
      Record<string, unknown>
    >();
    expect(trip).toMatchObject({
      Weight: 12.345,
      DieselAmount: 2000.5,
      Advance: 1500,
      Toll: 99.9,
      Adblue: 250,
      Greasing: 0.5,
    });
  });
});

describe('the report editor and acknowledge (POST /api/reports/{id})', () => {
  it.each([
    ['a letter in Short', { short: '5O' }, 'short'],
    ['four decimals of a ton', { weight: '12.3456' }, 'weight'],
    ['an actual weight over 100 t', { actualWeight: '250' }, 'actualWeight'],
    ['an exponent in Short', { short: '1e2' }, 'short'],
  ])('refuses %s on that field', async (_name, fields, field) => {
    const tripId = await addTrip(ctx, cookie);
    const response = await postMultipart(ctx, cookie, `/api/reports/${tripId}`, {
      transactionStatus: 'Acknowledged',
      ...fields,
    });
    expectRefusedOn(response, field);
  });
});

describe('vendors and freight rates', () => {
  it('refuses a TDS rate written with an exponent, on tdsRate', async () => {
    const response = await post('/add-vendor', {
      companyName: 'Exponent Carriers',
      companyOwner: 'Ravi',
      tdsRate: '1e1',
    });
    expectRefusedOn(response, 'tdsRate');
  });

  it('refuses a freight rate written in hexadecimal, on rate', async () => {
    const response = await post('/add-freight', { from_destination: 'Satara', to_destination: 'Wai', rate: '0x10' });
    expectRefusedOn(response, 'rate');
  });

  it('accepts a vendor mobile typed with spaces and stores its 10 digits', async () => {
    const created = await post('/add-vendor', {
      companyName: 'Spaced Mobile Lines',
      companyOwner: 'Ravi',
      tdsRate: '2',
      mobile: '98765 43210',
    });
    expect(created.statusCode, created.body).toBe(201);
    const vendors = (await ctx.app.inject({ url: '/logistics/list-vendor', headers: { cookie } })).json<
      { companyName: string; mobile: string }[]
    >();
    expect(vendors.find((vendor) => vendor.companyName === 'Spaced Mobile Lines')?.mobile).toBe('9876543210');
  });
});
