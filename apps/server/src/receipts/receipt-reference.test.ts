import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, RATNAGIRI, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/* Invoices of 10 t at ₹1,000 a ton, ₹10,000.00, dated 2 November 2026 (src/test/receipts.ts). */
let t: ReceiptTestApp;

beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

const invoice = (customer = KONKAN) => t.invoiceFor(customer, 10_000, { date: '2026-11-02' });

/** ₹100 by NEFT on 5 November 2026 from Konkan Builders; `fields` change it. */
const receive = (invoiceNo: string, fields: object) =>
  t.post('/receipts', {
    customer: KONKAN,
    amount: 100,
    allocations: [{ invoiceNo, amount: 100 }],
    date: '2026-11-05',
    mode: 'NEFT',
    ...fields,
  });

describe('a UTR or cheque number used again by the same customer', () => {
  it('is refused 409 DUPLICATE_REFERENCE naming the receipt and its day, whatever its spaces and case', async () => {
    const [first, second] = [await invoice(), await invoice()];
    const earlier = await receive(first, { reference: 'UTR 5501 ab', date: '2026-11-04' });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const earlierId = earlier.json<{ id: string }>().id;
    const before = await t.written();
    const again = await receive(second, { reference: 'utr5501AB' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `UTR or cheque number utr5501AB was already used for receipt ${earlierId} of 04/11/2026 from this customer.`,
      code: 'DUPLICATE_REFERENCE',
      errorCode: 'DUPLICATE_REFERENCE',
    });
    expect(await t.written()).toEqual(before);
  });

  it('is accepted in another mode, from another customer, and once the earlier receipt is reversed', async () => {
    const [mine, theirs] = [await invoice(), await invoice(RATNAGIRI)];
    const earlier = await receive(mine, { mode: 'Cheque', reference: '004512' });
    expect(earlier.statusCode).toBe(201);
    expect((await receive(mine, { mode: 'NEFT', reference: '004512' })).statusCode).toBe(201);
    expect((await receive(theirs, { customer: RATNAGIRI, mode: 'Cheque', reference: '004512' })).statusCode).toBe(201);
    expect((await receive(mine, { mode: 'Cheque', reference: '00 4512' })).statusCode).toBe(409);
    const reversed = await t.post(`/receipts/${earlier.json<{ id: string }>().id}/reverse`, { reason: 'Bounced' });
    expect(reversed.statusCode).toBe(200);
    expect((await receive(mine, { mode: 'Cheque', reference: '004512' })).statusCode).toBe(201);
  });

  it('cash has no reference to compare: the same text twice is accepted', async () => {
    const invoiceNo = await invoice();
    expect((await receive(invoiceNo, { mode: 'Cash', reference: 'Voucher 7' })).statusCode).toBe(201);
    expect((await receive(invoiceNo, { mode: 'Cash', reference: 'Voucher 7' })).statusCode).toBe(201);
  });
});
