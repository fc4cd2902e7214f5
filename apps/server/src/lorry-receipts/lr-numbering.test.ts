import { localDate, lrFinancialYear } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';

let t: LrTestApp;
let fy: string;
beforeAll(async () => {
  t = await createLrTestApp();
  await t.addCustomer('Deccan Cements');
  await t.addCustomer('Mumbai Builders');
  fy = lrFinancialYear(localDate());
});
afterAll(() => t.ctx.close());

const create = (tripId: string, consignor = 'Deccan Cements', cookie = t.office, fields = {}) =>
  t.call('POST', '/lrs', cookie, lrBody(tripId, consignor, 'Mumbai Builders', fields));

const numberOf = async (tripId: string) => {
  const response = await create(tripId);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ lrNo: string }>().lrNo;
};

describe('LR numbers', () => {
  it('run LR/<fy>/000001, 000002... without gaps, whatever was refused between them', async () => {
    const first = await t.addTrip();
    expect(await numberOf(first)).toBe(`LR/${fy}/000001`);

    // Refused: an unknown consignor, a second LR on a trip, a manager's rate, a trip that does not exist.
    const second = await t.addTrip();
    expect((await create(second, 'Nobody Ltd')).statusCode).toBe(400);
    expect((await create(first)).statusCode).toBe(409);
    expect((await create(second, 'Deccan Cements', t.loadingManager, { rate: 1000 })).statusCode).toBe(403);
    expect((await create('T99999999')).statusCode).toBe(404);

    expect(await numberOf(second)).toBe(`LR/${fy}/000002`);
    expect(await numberOf(await t.addTrip())).toBe(`LR/${fy}/000003`);

    // A cancelled LR keeps its number; its trip's new LR takes the next one.
    await t.call('POST', `/lrs/${encodeURIComponent(`LR/${fy}/000003`)}/cancel`, t.office, { reason: 'Wrong truck' });
    const stored = await t.ctx.db
      .selectFrom('lorry_receipts')
      .select('trip_id')
      .where('seq', '=', 3)
      .executeTakeFirst();
    expect(await numberOf(stored?.trip_id ?? '')).toBe(`LR/${fy}/000004`);

    const counter = await t.ctx.db
      .selectFrom('counters')
      .select('value')
      .where('name', '=', `lr:${fy}`)
      .executeTakeFirst();
    expect(counter?.value).toBe(4);
  });

  // On PostgreSQL the 20 requests run side by side and wait for one another on the counter; SQLite takes them one
  // after the other. Either way: 20 numbers, each once, following on from the last.
  it('20 LRs made at once on 20 trips take 20 consecutive numbers', async () => {
    const before = await t.ctx.db.selectFrom('lorry_receipts').select('seq').orderBy('seq', 'desc').executeTakeFirst();
    const last = before?.seq ?? 0;
    const trips = await Promise.all(Array.from({ length: 20 }, () => t.addTrip()));
    const responses = await Promise.all(trips.map((tripId) => create(tripId)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 201));
    const numbers = responses.map((r) => r.json<{ lrNo: string }>().lrNo).toSorted();
    const expected = Array.from({ length: 20 }, (_, i) => `LR/${fy}/${String(last + i + 1).padStart(6, '0')}`);
    expect(numbers).toEqual(expected);
  });

  it('two LRs for one trip at once: one is made, the other refused, and no number is lost', async () => {
    const before = await t.ctx.db.selectFrom('lorry_receipts').select('seq').orderBy('seq', 'desc').executeTakeFirst();
    const last = before?.seq ?? 0;
    const tripId = await t.addTrip();
    const responses = await Promise.all([create(tripId), create(tripId)]);
    expect(responses.map((r) => r.statusCode).toSorted()).toEqual([201, 409]);
    const made = responses.find((r) => r.statusCode === 201)?.json<{ lrNo: string }>().lrNo;
    expect(made).toBe(`LR/${fy}/${String(last + 1).padStart(6, '0')}`);
    expect(await numberOf(await t.addTrip())).toBe(`LR/${fy}/${String(last + 2).padStart(6, '0')}`);
  });

  // Last: it moves this year's counter far on.
  it('past 999999 a number takes a seventh digit, and is read by it in upper or lower case, spaces around it or not', async () => {
    await t.ctx.db.updateTable('counters').set({ value: 999_999 }).where('name', '=', `lr:${fy}`).execute();
    const lrNo = await numberOf(await t.addTrip());
    expect(lrNo).toBe(`LR/${fy}/1000000`);
    for (const typed of [lrNo, `lr/${fy}/1000000`, ` Lr/${fy}/1000000 `]) {
      const response = await t.call('GET', `/lrs/${encodeURIComponent(typed)}`, t.office);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json(), typed).toMatchObject({ lrNo });
    }
  });
});
