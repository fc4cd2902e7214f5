import { type Payment, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { cancelBillEntry, paymentRows } from '../test/payments.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, cookie = accountant) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });

/*
 * Bills of Pune-Mumbai trips at ₹1,250.50/t, no taxes, rounded to the rupee:
 * Sharma Roadlines (2% TDS): 10 t 12,505.00 - 250.10 = ₹12,255.00; 4 t 5,002.00 - 100.04 = ₹4,902.00.
 * Balaji Carriers (1% TDS): 10 t 12,505.00 - 125.05 = ₹12,380.00.
 */
const tenTons = (date: string, vendor: string = MASTER.vendor) =>
  issueBill(ctx, accountant, { weights: ['10'], date, fields: { Vendor: vendor } });
const fourTons = (date: string, vendor: string = MASTER.vendor) =>
  issueBill(ctx, accountant, { weights: ['4'], date, fields: { Vendor: vendor } });

const across = (allocations: { billId: string; amount: number | string }[], fields: object = {}) => ({
  allocations,
  amount: allocations.reduce((sum, part) => sum + Math.round(Number(part.amount) * 100), 0) / 100,
  date: today,
  mode: 'NEFT',
  reference: `UTR${Math.random().toString(36).slice(2, 10)}`,
  ...fields,
});

describe('POST /api/payments across bills of one vendor', () => {
  it('pays one bill in full and another in part: one payment row, a part per bill, each bill’s standing', async () => {
    const older = await tenTons('2026-11-02');
    const newer = await fourTons('2026-11-03');
    const response = await post('/api/payments', {
      allocations: [
        { billId: newer.toLowerCase(), amount: '1000' },
        { billId: older, amount: 12255 },
      ],
      amount: '13255',
      date: '2026-11-05',
      mode: 'RTGS',
      reference: 'UTRMULTI01',
      note: 'Two bills',
    });
    expect(response.statusCode, response.body).toBe(201);
    // ₹12,255.00 settles the older bill; ₹1,000.00 of ₹4,902.00 leaves ₹3,902.00 on the newer one.
    const id = response.json<{ id: string }>().id;
    expect(response.json()).toEqual({
      id: expect.stringMatching(/^P\d+$/) as unknown,
      amount: 13255,
      date: '2026-11-05',
      mode: 'RTGS',
      reference: 'UTRMULTI01',
      allocations: [
        { billId: older, amount: 12255, billStatus: 'Paid', billBalance: 0 },
        { billId: newer, amount: 1000, billStatus: 'Partly paid', billBalance: 3902 },
      ],
    });
    const [row] = (await paymentRows(ctx)).filter((payment) => payment.id === id);
    expect(row).toEqual({
      id,
      bill_id: older,
      amount_paise: 1_325_500,
      reference: 'UTRMULTI01',
      reverses: null,
      allocations: [
        { bill_id: older, amount_paise: 1_225_500 },
        { bill_id: newer, amount_paise: 100_000 },
      ],
    });

    const listed = (await get(`/api/payments?billId=${newer}`)).json<Payment[]>();
    expect(listed.map((payment) => [payment.id, payment.billId, payment.amount, payment.allocations])).toEqual([
      [
        id,
        older,
        13255,
        [
          { billId: older, amount: 12255 },
          { billId: newer, amount: 1000 },
        ],
      ],
    ]);
  });

  it('allocations that do not add up to the amount: 400 on allocations, nothing written', async () => {
    const billId = await tenTons('2026-11-02');
    const before = await paymentRows(ctx);
    const response = await post('/api/payments', { ...across([{ billId, amount: 100 }]), amount: 100.01 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'The amounts for the bills add up to ₹100.00; they must add up to the amount paid, ₹100.01.',
      code: 'VALIDATION_ERROR',
      field: 'allocations',
    });
    const twice = await post(
      '/api/payments',
      across([
        { billId, amount: 1 },
        { billId, amount: 2 },
      ]),
    );
    expect(twice.json()).toEqual({
      message: `Bill ${billId} is listed twice; put its whole amount on one line.`,
      code: 'VALIDATION_ERROR',
      field: 'allocations',
    });
    expect(await paymentRows(ctx)).toEqual(before);
  });

  it('a bill of another vendor: 400 naming that vendor, nothing written', async () => {
    const mine = await tenTons('2026-11-02');
    const theirs = await tenTons('2026-11-02', MASTER.otherVendor);
    const before = await paymentRows(ctx);
    const response = await post(
      '/api/payments',
      across([
        { billId: mine, amount: 100 },
        { billId: theirs, amount: 100 },
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: `Bill ${theirs} is of Balaji Carriers, not of Sharma Roadlines: one payment pays the bills of one vendor.`,
      code: 'VALIDATION_ERROR',
      field: 'allocations',
    });
    expect(await paymentRows(ctx)).toEqual(before);
  });

  it('a part above its bill’s balance: 409 naming the bill and its balance, nothing written', async () => {
    const first = await tenTons('2026-11-02');
    const second = await fourTons('2026-11-02');
    expect((await post('/api/payments', across([{ billId: second, amount: 902 }]))).statusCode).toBe(201);
    const before = await paymentRows(ctx);
    // ₹4,902.00 less ₹902.00 paid leaves ₹4,000.00 on the second bill; ₹4,000.01 is a paisa more.
    const response = await post(
      '/api/payments',
      across([
        { billId: first, amount: 12255 },
        { billId: second, amount: '4000.01' },
      ]),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `The amount for bill ${second} is more than its balance of ₹4,000.00.`,
      code: 'CONFLICT',
    });
    expect(await paymentRows(ctx)).toEqual(before);
  });

  it('an unknown bill: 404; a cancelled bill: 409 naming it; nothing written', async () => {
    const billId = await tenTons('2026-11-02');
    const cancelled = await fourTons('2026-11-02');
    await cancelBillEntry(ctx, cancelled, 490_200);
    const before = await paymentRows(ctx);
    const unknown = await post(
      '/api/payments',
      across([
        { billId, amount: 100 },
        { billId: 'B999999', amount: 100 },
      ]),
    );
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Bill not found.', code: 'NOT_FOUND' });
    const refused = await post(
      '/api/payments',
      across([
        { billId, amount: 100 },
        { billId: cancelled, amount: 100 },
      ]),
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: `Bill ${cancelled} is cancelled; it cannot be paid.`, code: 'CONFLICT' });
    const alone = await post('/api/payments', { billId: cancelled, amount: 100, date: today, mode: 'Cash' });
    expect(alone.statusCode).toBe(409);
    expect(await paymentRows(ctx)).toEqual(before);
  });

  it('is dated on or after every bill it pays, and not in the future', async () => {
    const older = await tenTons('2026-11-02');
    const newer = await fourTons('2026-11-04');
    const parts = [
      { billId: older, amount: 100 },
      { billId: newer, amount: 100 },
    ];
    const early = await post('/api/payments', across(parts, { date: '2026-11-03' }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: 'A payment cannot be dated before its bill (2026-11-04).',
      code: 'VALIDATION_ERROR',
      field: 'date',
    });
    expect((await post('/api/payments', across(parts, { date: '2026-11-04' }))).statusCode).toBe(201);
  });
});

describe('reversing a payment across bills', () => {
  it('gives back every bill’s part by one reversal row; the answer names the first bill and lists them all', async () => {
    const older = await tenTons('2026-11-02');
    const newer = await fourTons('2026-11-03');
    const paid = await post(
      '/api/payments',
      across([
        { billId: older, amount: 5000 },
        { billId: newer, amount: '4902' },
      ]),
    );
    const paymentId = paid.json<{ id: string }>().id;
    const reversed = await post(`/api/payments/${paymentId}/reverse`, { reason: 'Wrong account' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    // Both bills are back to nothing paid: ₹12,255.00 and ₹4,902.00 due.
    expect(reversed.json()).toEqual({
      id: expect.stringMatching(/^P\d+$/) as unknown,
      billId: older,
      billStatus: 'Unpaid',
      billBalance: 12255,
      allocations: [
        { billId: older, amount: 5000, billStatus: 'Unpaid', billBalance: 12255 },
        { billId: newer, amount: 4902, billStatus: 'Unpaid', billBalance: 4902 },
      ],
    });
    const reversalId = reversed.json<{ id: string }>().id;
    const [row] = (await paymentRows(ctx)).filter((payment) => payment.id === reversalId);
    expect(row).toMatchObject({
      reverses: paymentId,
      amount_paise: 990_200,
      allocations: [
        { bill_id: older, amount_paise: 500_000 },
        { bill_id: newer, amount_paise: 490_200 },
      ],
    });
    const listed = (await get(`/api/payments?billId=${newer}`)).json<Payment[]>();
    expect(listed.map((payment) => [payment.id, payment.reversedBy, payment.reverses, payment.allocations])).toEqual([
      [
        paymentId,
        reversalId,
        null,
        [
          { billId: older, amount: 5000 },
          { billId: newer, amount: 4902 },
        ],
      ],
      [
        reversalId,
        null,
        paymentId,
        [
          { billId: older, amount: 5000 },
          { billId: newer, amount: 4902 },
        ],
      ],
    ]);
  });
});

describe('GET /api/payments/open-bills', () => {
  it('lists the vendor’s bills with something left to pay, oldest first, in rupees', async () => {
    const vendor = 'Open Bills Roadways';
    const added = await post('/add-vendor', { companyName: vendor, companyOwner: 'Meera Iyer', tdsRate: 2 });
    expect(added.statusCode, added.body).toBe(201);
    // At 2% TDS, as for Sharma Roadlines: 10 t ₹12,255.00, 4 t ₹4,902.00.
    const paidUp = await tenTons('2026-11-01', vendor);
    const newest = await tenTons('2026-11-06', vendor);
    const part = await fourTons('2026-11-03', vendor);
    const oldest = await fourTons('2026-10-30', vendor);
    const cancelled = await fourTons('2026-10-29', vendor);
    await cancelBillEntry(ctx, cancelled, 490_200);
    await tenTons('2026-10-28', MASTER.otherVendor);
    expect((await post('/api/payments', across([{ billId: paidUp, amount: 12255 }]))).statusCode).toBe(201);
    expect((await post('/api/payments', across([{ billId: part, amount: '1500.50' }]))).statusCode).toBe(201);

    const response = await get(`/api/payments/open-bills?vendor=${encodeURIComponent(` ${vendor} `)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      { billId: oldest, date: '2026-10-30', amount: 4902, paid: 0, balance: 4902, status: 'Unpaid' },
      // ₹4,902.00 less ₹1,500.50: ₹3,401.50.
      { billId: part, date: '2026-11-03', amount: 4902, paid: 1500.5, balance: 3401.5, status: 'Partly paid' },
      { billId: newest, date: '2026-11-06', amount: 12255, paid: 0, balance: 12255, status: 'Unpaid' },
    ]);
    expect((await get('/api/payments/open-bills?vendor=Nobody%20Transport')).json()).toEqual([]);
    const missing = await get('/api/payments/open-bills');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ field: 'vendor' });
  });

  it('is for the office: a manager 403, signed out 401', async () => {
    const url = `/api/payments/open-bills?vendor=${encodeURIComponent(MASTER.vendor)}`;
    const { cookie: manager } = await ctx.signIn('unloadingManager');
    expect((await get(url, manager)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/logistics${url}` })).statusCode).toBe(401);
  });
});
