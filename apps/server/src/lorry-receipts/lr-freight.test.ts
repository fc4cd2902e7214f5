import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';

let t: LrTestApp;
const route = { from: 'Pune', to: 'Mumbai' };
beforeAll(async () => {
  t = await createLrTestApp();
  const deccan = await t.addCustomer('Deccan Cements');
  const builders = await t.addCustomer('Mumbai Builders');
  await t.addCustomer('New Customer');
  // The consignor's rate changes on 1 December; the consignee has its own rate for the same route.
  await t.addRate(deccan, route, 1250.5, '2026-04-01');
  await t.addRate(deccan, route, 1300, '2026-12-01');
  await t.addRate(deccan, { from: 'Nashik', to: 'Pune' }, 900, '2026-04-01');
  await t.addRate(builders, route, 1400, '2026-04-01');
});
afterAll(() => t.ctx.close());

interface Money {
  lrNo: string;
  rate: number | null;
  freight: number | null;
  chargedWeight: number | null;
}

async function lrOf(trip: Parameters<LrTestApp['addTrip']>[0], fields = {}, consignor = 'Deccan Cements') {
  const tripId = await t.addTrip(trip);
  const response = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, 'Mumbai Builders', fields));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Money>();
}

describe('the customer’s freight on an LR', () => {
  it('takes the rate in force on the trip’s day: 30 November keeps the old rate, 1 December the new', async () => {
    // 18.25 t x ₹1,250.50 = ₹22,821.625, rounded to ₹22,822.
    expect(await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 })).toMatchObject({
      rate: 1250.5,
      chargedWeight: 18.25,
      freight: 22_822,
    });
    // 18.25 t x ₹1,300 = ₹23,725.
    expect(await lrOf({ local_date: '2026-12-01', weight_kg: 18_250 })).toMatchObject({ rate: 1300, freight: 23_725 });
  });

  it('takes the rate of the trip’s route', async () => {
    // 10 t x ₹900 = ₹9,000.
    const lr = await lrOf({ local_date: '2026-11-30', destination_from: 'Nashik', destination_to: 'Pune' });
    expect(lr).toMatchObject({ rate: 900, freight: 9000 });
  });

  it('charges the typed weight instead of the trip’s', async () => {
    // 20.5 t x ₹1,250.50 = ₹25,635.25, rounded to ₹25,635.
    const lr = await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 }, { chargedWeight: '20.5' });
    expect(lr).toMatchObject({ chargedWeight: 20.5, rate: 1250.5, freight: 25_635 });
  });

  it('takes the rate the office typed', async () => {
    // 18.25 t x ₹1,111.11 = ₹20,277.7575, rounded to ₹20,278.
    const lr = await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 }, { rate: '1,111.11' });
    expect(lr).toMatchObject({ rate: 1111.11, freight: 20_278 });
  });

  it('on To pay takes the consignee’s rate; To be billed the consignor’s', async () => {
    // 18.25 t x ₹1,400 = ₹25,550.
    const toPay = await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 }, { freightTerms: 'ToPay' });
    expect(toPay).toMatchObject({ rate: 1400, freight: 25_550 });
    const tbb = await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 }, { freightTerms: 'TBB' });
    expect(tbb).toMatchObject({ rate: 1250.5, freight: 22_822 });
  });

  it('has no rate or freight when the paying customer has no rate for the route on that day', async () => {
    expect(await lrOf({ local_date: '2026-11-30' }, {}, 'New Customer')).toMatchObject({ rate: null, freight: null });
    // Before the consignor's first rate.
    expect(await lrOf({ local_date: '2026-03-31' })).toMatchObject({ rate: null, freight: null });
  });

  it('has no freight without a weight', async () => {
    expect(await lrOf({ local_date: '2026-11-30', weight_kg: null })).toMatchObject({
      chargedWeight: null,
      rate: 1250.5,
      freight: null,
    });
  });

  it('in a list, gives each LR the rate of its own paying customer, route and day', async () => {
    const lrs = [
      await lrOf({ local_date: '2026-11-30' }),
      await lrOf({ local_date: '2026-12-01' }),
      await lrOf({ local_date: '2026-11-30', destination_from: 'Nashik', destination_to: 'Pune' }),
      await lrOf({ local_date: '2026-11-30' }, { freightTerms: 'ToPay' }),
      await lrOf({ local_date: '2026-11-30' }, {}, 'New Customer'),
      await lrOf({ local_date: '2026-03-31' }),
    ];
    const listed = (await t.call('GET', '/lrs', t.office)).json<Money[]>();
    const rateOf = (lrNo: string) => listed.find((lr) => lr.lrNo === lrNo)?.rate;
    // Deccan Cements before and from 1 December, its Nashik route, Mumbai Builders on To pay, New Customer none, and
    // none before Deccan Cements' first rate. The list reads every rate of its customers at once (ratesFor).
    expect(lrs.map((lr) => rateOf(lr.lrNo))).toEqual([1250.5, 1300, 900, 1400, null, null]);
  });

  it('follows the trip when the office later corrects its weight', async () => {
    const lr = await lrOf({ local_date: '2026-11-30', weight_kg: 18_250 });
    const stored = await t.ctx.db
      .selectFrom('lorry_receipts')
      .select('trip_id')
      .where('lr_no', '=', lr.lrNo)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('trips').set({ weight_kg: 20_000 }).where('id', '=', stored.trip_id).execute();
    // 20 t x ₹1,250.50 = ₹25,010.
    const read = await t.call('GET', `/lrs/${encodeURIComponent(lr.lrNo)}`, t.office);
    expect(read.json()).toMatchObject({ weight: 20, chargedWeight: 20, freight: 25_010 });
  });
});
