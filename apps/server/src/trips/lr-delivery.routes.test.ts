// Proof of delivery (issue 32): acknowledging a trip in the report editor records on its lorry receipt who took the
// goods and the day, and the LR becomes Delivered, in the acknowledgement's transaction.
import { LR_MESSAGES, type LorryReceipt, localDate, reportEditSchema } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { faultAtEveryStep } from '../test/faults.ts';
import { postMultipart } from '../test/multipart.ts';
import { createTripService } from './trip.service.ts';

let lr: LrTestApp;
const CONSIGNOR = 'Ultratech Cement Ltd';
const CONSIGNEE = 'Patil Builders';

beforeAll(async () => {
  lr = await createLrTestApp();
  await lr.addCustomer(CONSIGNOR);
  await lr.addCustomer(CONSIGNEE);
});
afterAll(() => lr.ctx.close());

/** An Open trip with an LR made by the office; the LR's number. */
async function tripWithLr(): Promise<{ tripId: string; lrNo: string }> {
  const tripId = await lr.addTrip();
  const created = await lr.call('POST', '/lrs', lr.office, lrBody(tripId, CONSIGNOR, CONSIGNEE));
  expect(created.statusCode, created.body).toBe(201);
  return { tripId, lrNo: created.json<LorryReceipt>().lrNo };
}

const edit = (tripId: string, fields: Record<string, string>, cookie = lr.unloadingManager) =>
  postMultipart(lr.ctx, cookie, `/api/reports/${tripId}`, fields);

async function lrOf(lrNo: string): Promise<LorryReceipt> {
  const response = await lr.call('GET', `/lrs/${encodeURIComponent(lrNo)}`, lr.office);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<LorryReceipt>();
}

const tripStatus = async (tripId: string) =>
  (await lr.ctx.db.selectFrom('trips').select('status').where('id', '=', tripId).executeTakeFirstOrThrow()).status;

describe('acknowledging a trip with a lorry receipt', () => {
  it('records who received the goods and the day, and the LR is Delivered; the change is in the audit', async () => {
    const { tripId, lrNo } = await tripWithLr();
    expect((await lrOf(lrNo)).status).toBe('Booked');
    const response = await edit(tripId, {
      transactionStatus: 'Acknowledged',
      receivedBy: '  Ramesh   Kulkarni ',
      deliveredOn: '2026-03-06',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await tripStatus(tripId)).toBe('Acknowledged');
    expect(await lrOf(lrNo)).toMatchObject({
      status: 'Delivered',
      receivedBy: 'Ramesh Kulkarni',
      deliveredOn: '2026-03-06',
    });
    const audit = await lr.ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'action', 'old_values', 'new_values'])
      .where('entity', '=', 'lorry_receipt')
      .where('entity_id', '=', lrNo)
      .where('action', '=', 'update')
      .execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]?.old_values ?? '{}')).toEqual({ status: 'Booked', received_by: '', delivered_on: null });
    expect(JSON.parse(audit[0]?.new_values ?? '{}')).toEqual({
      status: 'Delivered',
      received_by: 'Ramesh Kulkarni',
      delivered_on: '2026-03-06',
    });
  });

  it('without a day, delivered on the day of the acknowledgement; without a name, received by blank', async () => {
    const { tripId, lrNo } = await tripWithLr();
    const response = await edit(tripId, { transactionStatus: 'Acknowledged' }, lr.office);
    expect(response.statusCode, response.body).toBe(200);
    expect(await lrOf(lrNo)).toMatchObject({ status: 'Delivered', receivedBy: '', deliveredOn: localDate() });
  });

  it('an LR In transit (printed) is delivered too', async () => {
    const { tripId, lrNo } = await tripWithLr();
    const printed = await lr.call('GET', `/lrs/${encodeURIComponent(lrNo)}/pdf`, lr.loadingManager);
    expect(printed.statusCode).toBe(200);
    expect((await lrOf(lrNo)).status).toBe('In transit');
    expect((await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'Site store' })).statusCode).toBe(200);
    expect(await lrOf(lrNo)).toMatchObject({ status: 'Delivered', receivedBy: 'Site store' });
  });

  it('saving the trip still Open delivers nothing', async () => {
    const { tripId, lrNo } = await tripWithLr();
    const response = await edit(tripId, { transactionStatus: 'Open', receivedBy: 'Ramesh', deliveredOn: '2026-03-06' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await lrOf(lrNo)).toMatchObject({ status: 'Booked', receivedBy: '', deliveredOn: null });
  });

  it('a second acknowledgement keeps the first delivery as it was recorded', async () => {
    const { tripId, lrNo } = await tripWithLr();
    await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'Ramesh', deliveredOn: '2026-03-06' });
    const again = await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'Someone else' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await lrOf(lrNo)).toMatchObject({ status: 'Delivered', receivedBy: 'Ramesh', deliveredOn: '2026-03-06' });
  });

  it('refuses a name longer than 80 characters or a day that is not one, changing nothing', async () => {
    const { tripId, lrNo } = await tripWithLr();
    const tooLong = await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'R'.repeat(81) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: LR_MESSAGES.receivedBy });
    const badDay = await edit(tripId, { transactionStatus: 'Acknowledged', deliveredOn: '2026-02-30' });
    expect(badDay.statusCode).toBe(400);
    expect(await tripStatus(tripId)).toBe('Open');
    expect((await lrOf(lrNo)).status).toBe('Booked');
    const exactly80 = await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'R'.repeat(80) });
    expect(exactly80.statusCode, exactly80.body).toBe(200);
    expect((await lrOf(lrNo)).receivedBy).toBe('R'.repeat(80));
  });

  it('a failure at any step of the acknowledgement saves neither the trip nor the delivery', async () => {
    const acknowledge = reportEditSchema.parse({
      transactionStatus: 'Acknowledged',
      receivedBy: 'Ramesh',
      deliveredOn: '2026-03-06',
    });
    const { problems, steps } = await faultAtEveryStep(
      lr.ctx.db,
      async () => (await tripWithLr()).tripId,
      (db, tripId) => createTripService(db).edit(lr.officeUser, tripId, acknowledge, new Map()),
    );
    expect(problems).toEqual([]);
    expect(steps).toBeGreaterThan(6);
  });
});

describe('acknowledging a trip without a standing lorry receipt', () => {
  it('acknowledges as before, whatever is typed for the delivery', async () => {
    const tripId = await lr.addTrip();
    const response = await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'Ramesh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await tripStatus(tripId)).toBe('Acknowledged');
    expect(
      await lr.ctx.db.selectFrom('lorry_receipts').select('lr_no').where('trip_id', '=', tripId).execute(),
    ).toEqual([]);
  });

  it('a cancelled LR stays cancelled: it is not the trip’s standing LR', async () => {
    const { tripId, lrNo } = await tripWithLr();
    const cancelled = await lr.call('POST', `/lrs/${encodeURIComponent(lrNo)}/cancel`, lr.office, {
      reason: 'Wrong consignee',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const response = await edit(tripId, { transactionStatus: 'Acknowledged', receivedBy: 'Ramesh' });
    expect(response.statusCode, response.body).toBe(200);
    expect(await lrOf(lrNo)).toMatchObject({ status: 'Cancelled', receivedBy: '', deliveredOn: null });
  });
});
