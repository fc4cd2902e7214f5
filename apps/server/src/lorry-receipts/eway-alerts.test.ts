import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, TRUCK, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { createLrService } from './lr.service.ts';

let t: LrTestApp;
beforeAll(async () => {
  t = await createLrTestApp();
  await t.addCustomer('Deccan Cements');
  await t.addCustomer('Mumbai Builders');
});
afterAll(() => t.ctx.close());

const HOUR = 3_600_000;
const MINUTE = 60_000;

/** An LR on a new trip whose e-way bill runs out at `validUntil` (an ISO moment); returns its number and trip. */
async function lrWithEwayBill(validUntil: string, ewayBillNo = '123456789012', cookie = t.office) {
  const tripId = await t.addTrip();
  const body = lrBody(tripId, 'Deccan Cements', 'Mumbai Builders', { ewayBillNo, ewayBillValidUntil: validUntil });
  const response = await t.call('POST', '/lrs', cookie, body);
  expect(response.statusCode, response.body).toBe(201);
  return { lrNo: response.json<{ lrNo: string }>().lrNo, tripId };
}

describe('GET /api/eway-alerts', () => {
  it('warns of e-way bills expiring within 6 hours and marks expired ones, soonest first, for everyone', async () => {
    const now = Date.now();
    const at = (ms: number) => new Date(now + ms).toISOString();
    const expired = await lrWithEwayBill(at(-2 * HOUR), '111111111111');
    const soon = await lrWithEwayBill(at(5 * HOUR + 59 * MINUTE), '222222222222');
    const sooner = await lrWithEwayBill(at(HOUR), '333333333333', t.loadingManager);
    await lrWithEwayBill(at(7 * HOUR), '444444444444');
    await lrWithEwayBill(at(48 * HOUR), '555555555555');

    // Not after the trip is acknowledged, nor on a cancelled LR.
    const acknowledged = await lrWithEwayBill(at(HOUR), '666666666666');
    await t.ctx.db.updateTable('trips').set({ status: 'Acknowledged' }).where('id', '=', acknowledged.tripId).execute();
    const cancelled = await lrWithEwayBill(at(-HOUR), '777777777777');
    const cancel = await t.call('POST', `/lrs/${encodeURIComponent(cancelled.lrNo)}/cancel`, t.office, {
      reason: 'Wrong truck',
    });
    expect(cancel.statusCode).toBe(200);
    // Nor on an LR without an e-way bill.
    await t.call('POST', '/lrs', t.office, lrBody(await t.addTrip(), 'Deccan Cements', 'Mumbai Builders'));

    const expected = [
      { lrNo: expired.lrNo, tripId: expired.tripId, truck: TRUCK, ewayBillNo: '111111111111', expired: true },
      { lrNo: sooner.lrNo, tripId: sooner.tripId, truck: TRUCK, ewayBillNo: '333333333333', expired: false },
      { lrNo: soon.lrNo, tripId: soon.tripId, truck: TRUCK, ewayBillNo: '222222222222', expired: false },
    ];
    for (const cookie of [t.office, t.admin, t.loadingManager, t.unloadingManager]) {
      const response = await t.call('GET', '/eway-alerts', cookie);
      expect(response.statusCode).toBe(200);
      const alerts = response.json<{ validUntil: string }[]>();
      expect(alerts).toMatchObject(expected);
      expect(alerts.map((alert) => alert.validUntil)).toEqual([at(-2 * HOUR), at(HOUR), at(5 * HOUR + 59 * MINUTE)]);
    }
  });

  it('counts a validity exactly 6 hours ahead, and one that ends right now as expired', async () => {
    const boundary = await lrWithEwayBill('2031-03-10T12:00:00Z');
    const justOver = await lrWithEwayBill('2031-03-10T12:00:01Z');
    const endingNow = await lrWithEwayBill('2031-03-10T06:00:00Z');
    const alerts = await createLrService(t.ctx.db).ewayAlerts(new Date('2031-03-10T06:00:00.000Z'));
    const mine = alerts.filter((alert) => [boundary, justOver, endingNow].some((lr) => lr.lrNo === alert.lrNo));
    expect(mine).toEqual([
      {
        lrNo: endingNow.lrNo,
        tripId: endingNow.tripId,
        truck: TRUCK,
        ewayBillNo: '123456789012',
        validUntil: '2031-03-10T06:00:00.000Z',
        expired: true,
      },
      {
        lrNo: boundary.lrNo,
        tripId: boundary.tripId,
        truck: TRUCK,
        ewayBillNo: '123456789012',
        validUntil: '2031-03-10T12:00:00.000Z',
        expired: false,
      },
    ]);
  });
});
