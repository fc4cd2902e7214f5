import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripTable } from '../db/schema.ts';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { shareAll } from './margin-shares.ts';

/*
 * Issue 33: the shares the margins add up are kept as they are written. After each write that changes a bill's
 * remarks or trips, a billed trip's freight, an invoice's lines or a credit note, the stored shares are the ones worked
 * by hand here: the amount spread by freight to the paisa, the paise left over to the largest freight, the earlier
 * part first between equal ones (as the bill lists its trips: by day, then number; an invoice by line).
 */
let t: LrTestApp;
const today = localDate();

beforeAll(async () => {
  t = await createLrTestApp();
  const traders = await t.addCustomer('Share Traders');
  await t.addRate(traders, { from: 'Pune', to: 'Mumbai' }, 1000, '2026-04-01');
}, 120_000);
afterAll(async () => {
  await t.ctx.close();
});

/** An Acknowledged trip from Pune to Mumbai at ₹1,000 a ton of `tons`: freight ₹1,000 x tons. */
const addTrip = (tons: number, fields: Partial<TripTable> = {}) =>
  t.addTrip({
    status: 'Acknowledged',
    rate_paise: 100_000,
    weight_kg: tons * 1000,
    freight_paise: tons * 100_000,
    ...fields,
  });

async function post(url: string, payload: object) {
  const response = await t.ctx.app.inject({
    method: 'POST',
    url: `/logistics${url}`,
    headers: { cookie: t.office },
    payload,
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response;
}

/** Each trip's stored share of its bill's remarks, in paise. */
async function remarkShares(tripIds: string[]): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .selectFrom('trips')
    .select(['id', 'remarks_share_paise'])
    .where('id', 'in', tripIds)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.id, Number(row.remarks_share_paise)]));
}

/** Each line's stored share of its invoice's extra charges, in paise, by LR number. */
async function extrasShares(invoiceNo: string): Promise<Record<string, number>> {
  const rows = await t.ctx.db
    .selectFrom('invoice_lines')
    .select(['lr_no', 'extras_share_paise'])
    .where('invoice_no', '=', invoiceNo)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.lr_no, Number(row.extras_share_paise)]));
}

describe("a bill's remarks, shared by its trips as it is written", () => {
  it('on issue, revision, a row edited in Revise Bill and deletion', async () => {
    const p = await addTrip(10);
    const q = await addTrip(20);
    const r = await addTrip(30);
    // Issued with ₹30 of remarks over P ₹10,000 and Q ₹20,000: 1,000 and 2,000 paise.
    const rows = [p, q].map((id) => ({ id, trip_id: id, remarks: [{ text: 'Loading', amount: '30' }] }));
    const billId = String((await post('/generate-pdf-bill', rows)).headers['x-bill-id']);
    expect(await remarkShares([p, q, r])).toEqual({ [p]: 1000, [q]: 2000, [r]: 0 });

    // Revised: Q released, R added, remarks ₹40.01 over P ₹10,000 and R ₹30,000: 1,000.25 and 3,000.75, whole
    // 1,000 + 3,000, the paisa left to R, the larger. Q, off the bill, holds none.
    await post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ trip_id: p, billing_id: billId }],
      billedUnselectedRows: [{ trip_id: q, billing_id: billId }],
      ackSelectedRows: [{ trip_id: r }],
      additionalRemarks: [{ text: 'Loading', amount: '40.01' }],
    });
    expect(await remarkShares([p, q, r])).toEqual({ [p]: 1000, [q]: 0, [r]: 3001 });

    // R's weight edited to 10 t in Revise Bill: freight ₹10,000 like P's, 2,000.5 each, the paisa left to P, the
    // earlier trip of the bill.
    await post('/update-one-revise-bill', { trip_id: r, bill_id: billId, updateRows: { weight: 10 } });
    expect(await remarkShares([p, q, r])).toEqual({ [p]: 2001, [q]: 0, [r]: 2000 });

    // Deleted: its trips go back to Acknowledged with no share.
    await post('/delete-transaction', { billId });
    expect(await remarkShares([p, q, r])).toEqual({ [p]: 0, [q]: 0, [r]: 0 });
  });
});

describe("a bill's remarks over many trips, and trips that weigh nothing", () => {
  it('a bill of 501 trips: every share written, in more than one statement', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 501; i += 1) ids.push(await addTrip(1));
    // ₹501 of remarks over 501 trips of ₹1,000 each: 100 paise each, exactly.
    const rows = ids.map((id) => ({ id, trip_id: id, remarks: [{ text: 'Loading', amount: '501' }] }));
    await post('/generate-pdf-bill', rows);
    const shares = Object.values(await remarkShares(ids));
    expect(shares.length).toBe(501);
    expect(shares.filter((share) => share === 100).length).toBe(501);

    // The same written again from nothing, as migration 0023 does.
    await t.ctx.db.updateTable('trips').set({ remarks_share_paise: 0 }).where('id', 'in', ids).execute();
    await shareAll(t.ctx.db);
    expect(Object.values(await remarkShares(ids)).filter((share) => share === 100).length).toBe(501);
  }, 120_000);

  it('a trip whose stored freight is below zero weighs nothing: the other takes the whole amount', async () => {
    const p = await addTrip(10);
    const q = await addTrip(20);
    const rows = [p, q].map((id) => ({ id, trip_id: id, remarks: [{ text: 'Loading', amount: '30' }] }));
    await post('/generate-pdf-bill', rows);
    // As an older release could have left it: Q's freight stored as -₹20,000.
    await t.ctx.db.updateTable('trips').set({ freight_paise: -2_000_000 }).where('id', '=', q).execute();
    await shareAll(t.ctx.db);
    expect(await remarkShares([p, q])).toEqual({ [p]: 3000, [q]: 0 });
  });
});

describe("an invoice's extra charges, shared by its lines as it is written", () => {
  /** LRs of Share Traders for trips of 10, 20 and 30 t, Delivered: ₹10,000, ₹20,000 and ₹30,000 at its rate. */
  async function deliveredLrs(): Promise<string[]> {
    const lrNos: string[] = [];
    for (const tons of [10, 20, 30]) {
      const tripId = await addTrip(tons);
      const made = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Share Traders', 'Share Traders'));
      expect(made.statusCode, made.body).toBe(201);
      lrNos.push(made.json<{ lrNo: string }>().lrNo);
    }
    await t.ctx.db
      .updateTable('lorry_receipts')
      .set({ status: 'Delivered', delivered_on: today })
      .where('lr_no', 'in', lrNos)
      .execute();
    return lrNos;
  }

  /** The three LRs on one invoice with ₹100.01 of extra charges; its number and the LRs. */
  async function invoiceOfThree(): Promise<{ invoiceNo: string; lrNos: string[] }> {
    const lrNos = await deliveredLrs();
    const made = await t.call('POST', '/invoices', t.office, {
      customer: 'Share Traders',
      lrNos,
      extraCharges: [{ text: 'Detention', amount: '100.01' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    return { invoiceNo: made.json<{ invoiceNo: string }>().invoiceNo, lrNos };
  }

  it('on issue and on a credit note of one line', async () => {
    const {
      invoiceNo,
      lrNos: [a = '', b = '', c = ''],
    } = await invoiceOfThree();
    // ₹100.01 by 1 : 2 : 3 is 1,666.83, 3,333.67 and 5,000.5 paise: whole 1,666 + 3,333 + 5,000 = 9,999, the two
    // paise left to C, then B, the largest lines.
    expect(await extrasShares(invoiceNo)).toEqual({ [a]: 1666, [b]: 3334, [c]: 5001 });

    // B credited: A and C share ₹100.01 by 1 : 3, 2,500.25 and 7,500.75, the paisa left to C; B holds none.
    const credit = await t.call('POST', `/invoices/${encodeURIComponent(invoiceNo)}/credit-note`, t.office, {
      reason: 'Short delivery',
      lines: [b],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(await extrasShares(invoiceNo)).toEqual({ [a]: 2500, [b]: 0, [c]: 7501 });
  });

  it('shareAll (migration 0023) spreads the amounts written before the shares were kept', async () => {
    const {
      invoiceNo,
      lrNos: [a = '', b = '', c = ''],
    } = await invoiceOfThree();
    const p = await addTrip(10);
    const q = await addTrip(20);
    const rows = [p, q].map((id) => ({ id, trip_id: id, remarks: [{ text: 'Loading', amount: '30' }] }));
    await post('/generate-pdf-bill', rows);
    // As a database of the release before: every share 0.
    await t.ctx.db.updateTable('trips').set({ remarks_share_paise: 0 }).execute();
    await t.ctx.db.updateTable('invoice_lines').set({ extras_share_paise: 0 }).execute();

    await shareAll(t.ctx.db);
    expect(await extrasShares(invoiceNo)).toEqual({ [a]: 1666, [b]: 3334, [c]: 5001 });
    expect(await remarkShares([p, q])).toEqual({ [p]: 1000, [q]: 2000 });
  });
});
