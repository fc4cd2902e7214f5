import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
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

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie: accountant }, payload });

/** A bill of 10 t, ₹12,255.00 for Sharma Roadlines (payment.routes.test.ts), ₹12,380.00 for Balaji Carriers. */
const bill = (vendor: string = MASTER.vendor) =>
  issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02', fields: { Vendor: vendor } });

const pay = (billId: string, fields: object) =>
  post('/api/payments', { billId, amount: 1000, date: '2026-11-05', mode: 'NEFT', ...fields });

describe('a UTR or cheque number used again for the same vendor', () => {
  it('is refused 409 DUPLICATE_REFERENCE naming the payment and its day, without spaces and in any case', async () => {
    const [first, second] = [await bill(), await bill()];
    const earlier = await pay(first, { reference: 'UTR 5501 ab', date: '2026-11-04' });
    expect(earlier.statusCode, earlier.body).toBe(201);
    const earlierId = earlier.json<{ id: string }>().id;
    const before = await paymentRows(ctx);
    const again = await pay(second, { reference: 'utr5501AB' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: `UTR or cheque number utr5501AB was already used for payment ${earlierId} of 04/11/2026 to this vendor.`,
      code: 'DUPLICATE_REFERENCE',
      errorCode: 'DUPLICATE_REFERENCE',
    });
    // Across bills too: the reference belongs to the vendor, not to a bill.
    const across = await post('/api/payments', {
      allocations: [
        { billId: first, amount: 10 },
        { billId: second, amount: 10 },
      ],
      amount: 20,
      date: '2026-11-05',
      mode: 'NEFT',
      reference: 'UTR5501AB',
    });
    expect(across.statusCode).toBe(409);
    expect(across.json()).toMatchObject({ code: 'DUPLICATE_REFERENCE' });
    expect(await paymentRows(ctx)).toEqual(before);
  });

  it('is accepted for another mode, for another vendor, and once the earlier payment is reversed', async () => {
    const [mine, theirs] = [await bill(), await bill(MASTER.otherVendor)];
    const earlier = await pay(mine, { mode: 'Cheque', reference: '004512' });
    expect(earlier.statusCode).toBe(201);
    expect((await pay(mine, { mode: 'NEFT', reference: '004512' })).statusCode).toBe(201);
    expect((await pay(theirs, { mode: 'Cheque', reference: '004512' })).statusCode).toBe(201);
    expect((await pay(mine, { mode: 'Cheque', reference: '00 4512' })).statusCode).toBe(409);
    const earlierId = earlier.json<{ id: string }>().id;
    const reversed = await post(`/api/payments/${earlierId}/reverse`, { reason: 'Cheque bounced' });
    expect(reversed.statusCode).toBe(200);
    expect((await pay(mine, { mode: 'Cheque', reference: '004512' })).statusCode).toBe(201);
  });

  it('cash has no reference to compare: the same text twice is accepted', async () => {
    const billId = await bill();
    expect((await pay(billId, { mode: 'Cash' })).statusCode).toBe(201);
    expect((await pay(billId, { mode: 'Cash' })).statusCode).toBe(201);
    expect((await pay(billId, { mode: 'Cash', reference: 'Voucher 7' })).statusCode).toBe(201);
    expect((await pay(billId, { mode: 'Cash', reference: 'Voucher 7' })).statusCode).toBe(201);
  });
});
