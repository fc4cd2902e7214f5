import { randomUUID } from 'node:crypto';
import { type CreditNote, type Invoice, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/* Konkan Builders at ₹1,000 a ton under reverse charge: an LR of 10 t is ₹10,000.00 (src/test/receipts.ts). */
let t: ReceiptTestApp;
const today = localDate();
const path = (no: string) => encodeURIComponent(no);

beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

const deliveredLr = (kg: number) => t.deliveredLr(KONKAN, kg);

const count = async (table: 'customer_invoices' | 'credit_notes') =>
  Number(
    (
      await t.ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('Idempotency-Key on POST /api/invoices (a double click invoices once)', () => {
  it('a repeat answers the first invoice again and writes nothing', async () => {
    const body = { customer: KONKAN, lrNos: [await deliveredLr(10_000)], date: today };
    const key = randomUUID();
    const first = await t.post('/invoices', body, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await count('customer_invoices');
    const again = await t.post('/invoices', body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<Invoice>().invoiceNo).toBe(first.json<Invoice>().invoiceNo);
    expect(again.json<Invoice>().total).toBe(10_000);
    expect(await count('customer_invoices')).toBe(before);
  });

  it('the same key with another body: 422 IDEMPOTENCY_KEY_REUSED, nothing written', async () => {
    const key = randomUUID();
    const first = await t.post('/invoices', { customer: KONKAN, lrNos: [await deliveredLr(10_000)] }, key);
    expect(first.statusCode, first.body).toBe(201);
    const before = await count('customer_invoices');
    const reused = await t.post('/invoices', { customer: KONKAN, lrNos: [await deliveredLr(5_000)] }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count('customer_invoices')).toBe(before);
  });

  it('simultaneous repeats make one invoice and each gets it (raced on PostgreSQL)', async () => {
    const body = { customer: KONKAN, lrNos: [await deliveredLr(10_000), await deliveredLr(2_000)] };
    const key = randomUUID();
    const before = await count('customer_invoices');
    const answers = await Promise.all([1, 2, 3].map(() => t.post('/invoices', body, key)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.json<Invoice>().invoiceNo)).size).toBe(1);
    expect(answers[0]?.json<Invoice>().total).toBe(12_000);
    expect(await count('customer_invoices')).toBe(before + 1);
  });
});

describe('Idempotency-Key on POST /api/invoices/{no}/credit-note', () => {
  it('a repeat answers the first credit note again; the key with another reason is refused', async () => {
    const [first, second] = [await deliveredLr(10_000), await deliveredLr(4_000)];
    const issued = await t.post('/invoices', { customer: KONKAN, lrNos: [first, second] });
    const no = issued.json<Invoice>().invoiceNo;
    const key = randomUUID();
    const body = { reason: 'Short delivery', lines: [second] };
    const credited = await t.post(`/invoices/${path(no)}/credit-note`, body, key);
    expect(credited.statusCode, credited.body).toBe(201);
    const before = await count('credit_notes');
    const again = await t.post(`/invoices/${path(no)}/credit-note`, body, key);
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<CreditNote>().creditNoteNo).toBe(credited.json<CreditNote>().creditNoteNo);
    expect(again.json<CreditNote>().total).toBe(4_000);
    const reused = await t.post(`/invoices/${path(no)}/credit-note`, { ...body, reason: 'Other' }, key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await count('credit_notes')).toBe(before);
    // ₹14,000 invoiced less ₹4,000 credited.
    expect((await t.invoice(no)).balance).toBe(10_000);
  });

  it('the same key for another invoice is a reuse, not a repeat', async () => {
    const key = randomUUID();
    const one = (await t.post('/invoices', { customer: KONKAN, lrNos: [await deliveredLr(1_000)] })).json<Invoice>();
    const two = (await t.post('/invoices', { customer: KONKAN, lrNos: [await deliveredLr(1_000)] })).json<Invoice>();
    const body = { reason: 'Wrong customer' };
    expect((await t.post(`/invoices/${path(one.invoiceNo)}/credit-note`, body, key)).statusCode).toBe(201);
    const other = await t.post(`/invoices/${path(two.invoiceNo)}/credit-note`, body, key);
    expect(other.statusCode).toBe(422);
    expect((await t.invoice(two.invoiceNo)).status).toBe('Unpaid');
  });
});
