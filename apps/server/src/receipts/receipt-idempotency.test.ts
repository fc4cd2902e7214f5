import { randomUUID } from 'node:crypto';
import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/* Konkan Builders at ₹1,000 a ton under reverse charge: an invoice of 10 t is ₹10,000.00 (src/test/receipts.ts). */
let t: ReceiptTestApp;
const today = localDate();

beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

/** ₹2,970 received with ₹30 of TDS: ₹3,000 of the invoice, leaving ₹7,000. */
const receiptOf = (invoiceNo: string) => ({
  customer: KONKAN,
  amount: 2970,
  tdsDeducted: 30,
  allocations: [{ invoiceNo, amount: 3000 }],
  date: today,
  mode: 'IMPS',
  reference: `IMPS${randomUUID().slice(0, 8)}`,
});

describe('Idempotency-Key on POST /api/receipts', () => {
  it('a repeat answers the first 201 again and writes nothing', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const key = randomUUID();
    const body = receiptOf(invoiceNo);
    const first = await t.post('/receipts', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await t.written();
    const again = await t.post('/receipts', body, key);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.json()).toMatchObject({ allocations: [{ invoiceStatus: 'Partly paid', invoiceBalance: 7000 }] });
    expect(await t.written()).toEqual(before);
    expect((await t.invoice(invoiceNo)).received).toBe(3000);
  });

  it('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const key = randomUUID();
    const body = receiptOf(invoiceNo);
    expect((await t.post('/receipts', body, key)).statusCode).toBe(201);
    const before = await t.written();
    const reused = await t.post('/receipts', { ...body, note: 'Another' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await t.written()).toEqual(before);
  });

  it('simultaneous repeats make one receipt and each gets the same 201 (raced on PostgreSQL)', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const key = randomUUID();
    const body = receiptOf(invoiceNo);
    const before = await t.written();
    const answers = await Promise.all([1, 2, 3].map(() => t.post('/receipts', body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    // One receipt of one allocation, one number, one audit entry.
    expect(await t.written()).toEqual({
      receipts: before.receipts + 1,
      allocations: before.allocations + 1,
      counter: before.counter + 1,
      audit: before.audit + 1,
    });
  });
});

describe('Idempotency-Key on POST /api/receipts/{id}/reverse', () => {
  it('a repeat answers the first reversal again; the key for another receipt is refused', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const made = await t.post('/receipts', receiptOf(invoiceNo));
    const other = await t.post('/receipts', receiptOf(invoiceNo));
    const [id, otherId] = [made.json<{ id: string }>().id, other.json<{ id: string }>().id];
    const key = randomUUID();
    const body = { reason: 'Cheque bounced' };
    const first = await t.post(`/receipts/${id.toLowerCase()}/reverse`, body, key);
    expect(first.statusCode, first.body).toBe(200);
    const before = await t.written();
    // The id as stored with the same key and reason is the same request.
    const again = await t.post(`/receipts/${id}/reverse`, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body);
    const reused = await t.post(`/receipts/${otherId}/reverse`, body, key);
    expect(reused.statusCode).toBe(422);
    // A receipt's key sent with a reversal is another request too.
    const receiptKey = randomUUID();
    expect((await t.post('/receipts', receiptOf(invoiceNo), receiptKey)).statusCode).toBe(201);
    const crossed = await t.post(`/receipts/${otherId}/reverse`, body, receiptKey);
    expect(crossed.statusCode).toBe(422);
    const after = await t.written();
    expect(after.receipts).toBe(before.receipts + 1);
    expect((await t.post(`/receipts/${id}/reverse`, body)).statusCode, 'without a key: refused as before').toBe(409);
  });
});
