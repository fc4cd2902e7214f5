import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { housekeeping } from '../jobs/housekeeping.ts';
import { issueBill } from '../test/bills.ts';
import { addMasterData } from '../test/master-data.ts';
import { paymentRows } from '../test/payments.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, key?: string, cookie = accountant) =>
  ctx.app.inject({
    method: 'POST',
    url: `/logistics${url}`,
    headers: key === undefined ? { cookie } : { cookie, 'idempotency-key': key },
    payload,
  });

/** A bill of 10 t for Sharma Roadlines: ₹12,255.00 (payment.routes.test.ts). */
const bill = () => issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02' });

const payment = (billId: string, fields: object = {}) => ({
  billId,
  amount: 5000,
  date: '2026-11-05',
  mode: 'IMPS',
  reference: `IMPS${randomUUID().slice(0, 8)}`,
  ...fields,
});

const paymentsOf = async (billId: string) =>
  (await paymentRows(ctx)).filter((row) => row.allocations.some((part) => part.bill_id === billId));

describe('Idempotency-Key on POST /api/payments', () => {
  it('a repeat answers the first 201 again and writes nothing: one payment, one audit entry', async () => {
    const billId = await bill();
    const key = randomUUID();
    const body = payment(billId);
    const first = await post('/api/payments', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post('/api/payments', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    // ₹12,255.00 less the one ₹5,000.00: ₹7,255.00.
    expect(again.json()).toMatchObject({ billStatus: 'Partly paid', billBalance: 7255 });
    const rows = await paymentsOf(billId);
    expect(rows).toHaveLength(1);
    expect(await listAudit(ctx.db, 'payment', rows[0]?.id ?? '')).toHaveLength(1);
  });

  it('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const billId = await bill();
    const key = randomUUID();
    const body = payment(billId);
    expect((await post('/api/payments', body, key)).statusCode).toBe(201);
    const reused = await post('/api/payments', { ...body, amount: 5001 }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request; send a new key for a new request.',
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
    expect(await paymentsOf(billId)).toHaveLength(1);
  });

  it('simultaneous repeats make one payment and each gets the same 201 (raced on PostgreSQL)', async () => {
    const billId = await bill();
    const key = randomUUID();
    const body = payment(billId);
    const answers = await Promise.all([1, 2, 3].map(() => post('/api/payments', body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(await paymentsOf(billId)).toHaveLength(1);
  });

  it('replays a payment across bills as it answered it', async () => {
    const [a, b] = [await bill(), await bill()];
    const key = randomUUID();
    const body = {
      allocations: [
        { billId: a, amount: 255 },
        { billId: b, amount: 1000 },
      ],
      amount: 1255,
      date: '2026-11-05',
      mode: 'UPI',
      reference: `UPI${randomUUID().slice(0, 8)}`,
    };
    const first = await post('/api/payments', body, key);
    expect(first.statusCode, first.body).toBe(201);
    // Later payments change the bills' standing, not the replayed answer.
    expect((await post('/api/payments', payment(b, { amount: 1 }))).statusCode).toBe(201);
    const again = await post('/api/payments', body, key);
    expect(again.body).toBe(first.body);
    expect(again.json()).toMatchObject({
      allocations: [
        { billId: a, amount: 255, billBalance: 12000 },
        { billId: b, amount: 1000, billBalance: 11255 },
      ],
    });
    expect((await paymentRows(ctx)).filter((row) => row.reference === body.reference)).toHaveLength(1);
  });

  it('keeps keys per user, and refuses a key that is not a plain token', async () => {
    const billId = await bill();
    const key = randomUUID();
    const { cookie: other } = await ctx.signIn('accountant');
    expect((await post('/api/payments', payment(billId), key)).statusCode).toBe(201);
    expect((await post('/api/payments', payment(billId), key, other)).statusCode).toBe(201);
    expect(await paymentsOf(billId)).toHaveLength(2);
    const refused = await post('/api/payments', payment(billId), 'key with spaces');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ field: 'Idempotency-Key' });
    expect(await paymentsOf(billId)).toHaveLength(2);
  });

  it('is forgotten after a day by the daily housekeeping', async () => {
    const billId = await bill();
    const key = randomUUID();
    expect((await post('/api/payments', payment(billId), key)).statusCode).toBe(201);
    const now = new Date();
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(now.getTime() - 25 * 3_600_000).toISOString() })
      .where('idempotency_key', '=', key)
      .execute();
    await housekeeping(ctx.db, now);
    const left = await ctx.db
      .selectFrom('idempotency_keys')
      .select('idempotency_key')
      .where('idempotency_key', '=', key)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('Idempotency-Key on POST /api/payments/{id}/reverse', () => {
  it('simultaneous repeats make one reversal, each answered alike; the key for another payment is refused (raced on PostgreSQL)', async () => {
    const billId = await bill();
    const paid = await post('/api/payments', payment(billId));
    const other = await post('/api/payments', payment(billId, { amount: 1000 }));
    const [paymentId, otherId] = [paid.json<{ id: string }>().id, other.json<{ id: string }>().id];
    const key = randomUUID();
    const body = { reason: 'Paid twice' };
    const [first, second] = await Promise.all([
      post(`/api/payments/${paymentId}/reverse`, body, key),
      post(`/api/payments/${paymentId}/reverse`, body, key),
    ]);
    expect([first.statusCode, second.statusCode], first.body).toEqual([200, 200]);
    expect(second.body).toBe(first.body);
    const again = await post(`/api/payments/${paymentId}/reverse`, body, key);
    expect(again.body).toBe(first.body);
    expect((await paymentsOf(billId)).filter((row) => row.reverses === paymentId)).toHaveLength(1);
    // The payment reversed is part of the request: the same key and reason for another payment is another request.
    const reused = await post(`/api/payments/${otherId}/reverse`, body, key);
    expect(reused.statusCode).toBe(422);
    expect((await paymentsOf(billId)).filter((row) => row.reverses === otherId)).toHaveLength(0);
    // Without a key, a second reversal is refused as before.
    expect((await post(`/api/payments/${paymentId}/reverse`, body)).statusCode).toBe(409);
  });
  it('a payment’s key sent with a reversal, or a reversal’s with a payment: 422 IDEMPOTENCY_KEY_REUSED', async () => {
    const billId = await bill();
    const paymentKey = randomUUID();
    const paid = await post('/api/payments', payment(billId), paymentKey);
    const paymentId = paid.json<{ id: string }>().id;
    const reuse = await post(`/api/payments/${paymentId}/reverse`, { reason: 'Paid twice' }, paymentKey);
    expect(reuse.statusCode, reuse.body).toBe(422);
    expect(reuse.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect((await paymentsOf(billId)).filter((row) => row.reverses === paymentId)).toHaveLength(0);

    const reversalKey = randomUUID();
    expect((await post(`/api/payments/${paymentId}/reverse`, { reason: 'Paid twice' }, reversalKey)).statusCode).toBe(
      200,
    );
    const again = await post('/api/payments', payment(billId), reversalKey);
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await paymentsOf(billId)).toHaveLength(2);
  });

  it('the payment id is read trimmed and in any case: reversing " p7 " reverses P7, and the key takes it so', async () => {
    const billId = await bill();
    const paymentId = (await post('/api/payments', payment(billId))).json<{ id: string }>().id;
    const loose = ` ${paymentId.toLowerCase()} `;
    const key = randomUUID();
    const body = { reason: 'Paid twice' };
    const first = await post(`/api/payments/${encodeURIComponent(loose)}/reverse`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect((await paymentsOf(billId)).filter((row) => row.reverses === paymentId)).toHaveLength(1);
    // The same key with the id written as stored is the same request: the first answer again.
    const again = await post(`/api/payments/${paymentId}/reverse`, body, key);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.body).toBe(first.body);
  });
});
