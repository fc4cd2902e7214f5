// The top bar's search by LR number (issue 32): GET /logistics/api/lrs/find?q= answers the LR's number and its trip.
import { LR_MESSAGES, type LorryReceipt, localDate, lrFinancialYear } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { insertLr } from './lr.repository.ts';

let lr: LrTestApp;
const thisYear = lrFinancialYear(localDate());
/** Today's trips and their LRs, numbered 1 and 2 of this financial year (the second cancelled). */
const today = { trip: '', lrNo: '', cancelledTrip: '', cancelledLrNo: '' };
/** A trip of 10 June 2024 entered by someone else, with LR 5 of 2024-25. */
const old = { trip: '', lrNo: 'LR/2024-25/000005' };

const find = (q: string, cookie = lr.office) => lr.call('GET', `/lrs/find?q=${encodeURIComponent(q)}`, cookie);

beforeAll(async () => {
  lr = await createLrTestApp();
  const consignor = await lr.addCustomer('Ultratech Cement Ltd');
  const consignee = await lr.addCustomer('Patil Builders');
  today.trip = await lr.addTrip();
  today.cancelledTrip = await lr.addTrip();
  for (const [trip, key] of [
    [today.trip, 'lrNo'],
    [today.cancelledTrip, 'cancelledLrNo'],
  ] as const) {
    const created = await lr.call('POST', '/lrs', lr.office, lrBody(trip, 'Ultratech Cement Ltd', 'Patil Builders'));
    if (created.statusCode !== 201) throw new Error(created.body);
    today[key] = created.json<LorryReceipt>().lrNo;
  }
  const cancelled = await lr.call('POST', `/lrs/${encodeURIComponent(today.cancelledLrNo)}/cancel`, lr.office, {
    reason: 'Goods not loaded',
  });
  if (cancelled.statusCode !== 200) throw new Error(cancelled.body);

  old.trip = await lr.addTrip({ local_date: '2024-06-10', username: 'someone.else' });
  const stamp = '2024-06-10T05:00:00.000Z';
  await insertLr(lr.ctx.db, {
    lr_no: old.lrNo,
    fy: '2024-25',
    seq: 5,
    lr_date: '2024-06-10',
    trip_id: old.trip,
    consignor_id: consignor,
    consignee_id: consignee,
    goods: 'Cement',
    packages: 400,
    packing: 'Bags',
    invoice_no: '',
    invoice_value_paise: null,
    eway_bill_no: '',
    eway_valid_until: null,
    freight_terms: 'Paid',
    charged_weight_kg: null,
    rate_paise: null,
    status: 'Delivered',
    received_by: 'Site store',
    delivered_on: '2024-06-11',
    printed_at: stamp,
    cancel_reason: '',
    cancelled_by: null,
    cancelled_at: null,
    created_by: 'someone.else',
    created_at: stamp,
    updated_at: stamp,
  });
});
afterAll(() => lr.ctx.close());

describe('GET /logistics/api/lrs/find', () => {
  it('requires sign-in', async () => {
    const response = await lr.ctx.app.inject({ method: 'GET', url: '/logistics/api/lrs/find?q=LR1' });
    expect(response.statusCode).toBe(401);
  });

  it('finds an LR by its full number, in any case, zero-padded or not, for every profile', async () => {
    expect(today.lrNo).toBe(`LR/${thisYear}/000001`);
    for (const cookie of [lr.loadingManager, lr.unloadingManager, lr.office, lr.admin]) {
      const response = await find(today.lrNo, cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({ lrNo: today.lrNo, tripId: today.trip });
    }
    expect((await find(` lr/${thisYear}/1 `)).json()).toEqual({ lrNo: today.lrNo, tripId: today.trip });
    expect((await find('LR/2024-25/5')).json()).toEqual({ lrNo: old.lrNo, tripId: old.trip });
  });

  it('"LR<number>" is that number of the latest financial year that has it', async () => {
    expect((await find('LR1')).json()).toEqual({ lrNo: today.lrNo, tripId: today.trip });
    expect((await find('lr 2')).json()).toEqual({ lrNo: today.cancelledLrNo, tripId: today.cancelledTrip });
    // This year has only numbers 1 and 2: number 5 is 2024-25's.
    expect((await find('LR5')).json()).toEqual({ lrNo: old.lrNo, tripId: old.trip });
  });

  it('a cancelled LR keeps its number and is found', async () => {
    expect((await find(today.cancelledLrNo)).json()).toEqual({
      lrNo: today.cancelledLrNo,
      tripId: today.cancelledTrip,
    });
  });

  it('404 for a number no LR has, and for a text that is no LR number', async () => {
    for (const q of ['LR7', `LR/${thisYear}/000003`, 'LR/2023-24/000005', 'T12', 'LR', '']) {
      const response = await find(q);
      expect(response.statusCode, q).toBe(404);
      expect(response.json(), q).toMatchObject({ message: LR_MESSAGES.notFound });
    }
  });

  it("a loading manager's answer for an LR of another's trip of another day is the one for no LR", async () => {
    const response = await find(old.lrNo, lr.loadingManager);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.notFound });
    expect((await find(old.lrNo, lr.unloadingManager)).statusCode).toBe(200);
  });

  it('is not taken for the LR numbered "find": the static path wins over /lrs/{lrNo}', async () => {
    const response = await find('LR1');
    expect(Object.keys(response.json<object>()).sort()).toEqual(['lrNo', 'tripId']);
    const read = await lr.call('GET', `/lrs/${encodeURIComponent(today.lrNo)}`, lr.office);
    expect(read.json<LorryReceipt>()).toMatchObject({ lrNo: today.lrNo, goods: 'Cement' });
  });
});
