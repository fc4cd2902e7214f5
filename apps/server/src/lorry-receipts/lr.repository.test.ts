import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { lrOfTrip, markDelivered } from './lr.repository.ts';

let t: LrTestApp;
beforeAll(async () => {
  t = await createLrTestApp();
  await t.addCustomer('Deccan Cements');
  await t.addCustomer('Mumbai Builders');
});
afterAll(() => t.ctx.close());

async function lrOn(tripId: string) {
  const response = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Deccan Cements', 'Mumbai Builders'));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ lrNo: string }>().lrNo;
}

const cancel = (lrNo: string) =>
  t.call('POST', `/lrs/${encodeURIComponent(lrNo)}/cancel`, t.office, { reason: 'Wrong truck' });
const read = async (lrNo: string) =>
  (await t.call('GET', `/lrs/${encodeURIComponent(lrNo)}`, t.office)).json<unknown>();

describe('lrOfTrip', () => {
  it('finds the trip’s standing LR, not a cancelled one', async () => {
    const tripId = await t.addTrip();
    expect(await lrOfTrip(t.ctx.db, tripId)).toBeUndefined();
    const cancelled = await lrOn(tripId);
    await cancel(cancelled);
    expect(await lrOfTrip(t.ctx.db, tripId)).toBeUndefined();
    const standing = await lrOn(tripId);
    expect(await lrOfTrip(t.ctx.db, tripId)).toMatchObject({ lr_no: standing, trip_id: tripId, status: 'Booked' });
  });
});

describe('markDelivered', () => {
  it('records who received the goods and when, on a Booked or In transit LR', async () => {
    const booked = await t.addTrip();
    const bookedLr = await lrOn(booked);
    expect(await markDelivered(t.ctx.db, booked, 'R. Kulkarni', '2026-11-29')).toBe(1);
    expect(await read(bookedLr)).toMatchObject({
      status: 'Delivered',
      receivedBy: 'R. Kulkarni',
      deliveredOn: '2026-11-29',
    });

    const inTransit = await t.addTrip();
    const inTransitLr = await lrOn(inTransit);
    await t.call('GET', `/lrs/${encodeURIComponent(inTransitLr)}/pdf`, t.office);
    expect(await read(inTransitLr)).toMatchObject({ status: 'In transit' });
    expect(await markDelivered(t.ctx.db, inTransit, 'Gate 2', '2026-11-30')).toBe(1);
    expect(await read(inTransitLr)).toMatchObject({ status: 'Delivered', receivedBy: 'Gate 2' });
  });

  it('leaves a cancelled or invoiced LR, and a trip without an LR, as they are', async () => {
    const cancelledTrip = await t.addTrip();
    const cancelled = await lrOn(cancelledTrip);
    await cancel(cancelled);
    expect(await markDelivered(t.ctx.db, cancelledTrip, 'R. Kulkarni', '2026-11-29')).toBe(0);
    expect(await read(cancelled)).toMatchObject({ status: 'Cancelled', receivedBy: '', deliveredOn: null });

    const invoicedTrip = await t.addTrip();
    const invoiced = await lrOn(invoicedTrip);
    await t.ctx.db.updateTable('lorry_receipts').set({ status: 'Invoiced' }).where('lr_no', '=', invoiced).execute();
    expect(await markDelivered(t.ctx.db, invoicedTrip, 'R. Kulkarni', '2026-11-29')).toBe(0);
    expect(await read(invoiced)).toMatchObject({ status: 'Invoiced', receivedBy: '' });

    expect(await markDelivered(t.ctx.db, await t.addTrip(), 'R. Kulkarni', '2026-11-29')).toBe(0);
  });
});
