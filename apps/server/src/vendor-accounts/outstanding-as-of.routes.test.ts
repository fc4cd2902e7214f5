import { type Outstanding, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill, pay, reverse, reviseBill } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/*
 * Pune-Mumbai at ₹1,250.50/t. Sharma Roadlines (2% TDS): 10 t comes to 12,255.00, 20 t to 24,510.00, 5 t to 6,128.00.
 * - A, 2026-03-10, 10 t: 12,255.00; revised on 2026-04-15 with a 5 t trip: 18,383.00. P1 5,000.50 on 2026-03-25,
 *   reversed today.
 * - B, 2026-03-20, 20 t + 10 t: 36,765.00; revised on 2026-04-20 without the 10 t trip: 24,510.00. P2 10,000.00 on
 *   2026-04-25.
 * - C, 2026-03-28, 10 t: 12,255.00; P3 1,000.00 on 2026-03-29, reversed today; C cancelled today.
 * Balaji Carriers (1% TDS), D, 2026-02-15, 10 t: 12,505.00 - 125.05 = 12,379.95 -> 12,380.00, unpaid.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  const a = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-03-10' });
  const b = await issueBill(ctx, accountant, { weights: ['20', '10'], date: '2026-03-20' });
  const c = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-03-28' });
  await issueBill(ctx, accountant, { weights: ['10'], date: '2026-02-15', fields: { Vendor: MASTER.otherVendor } });
  const p1 = await pay(ctx, accountant, { billId: a, amount: '5000.50', date: '2026-03-25', reference: 'UTR1' });
  const p3 = await pay(ctx, accountant, { billId: c, amount: '1000', date: '2026-03-29', reference: 'UTR3' });
  await reviseBill(ctx, accountant, a, {
    add: [await addAcknowledgedTrip(ctx, accountant, { Weight: '5' })],
    date: '2026-04-15',
  });
  const [tenTons] = await ctx.db
    .selectFrom('trips')
    .select('id')
    .where('bill_id', '=', b)
    .where('weight_kg', '=', 10_000)
    .execute();
  await reviseBill(ctx, accountant, b, { release: [tenTons?.id ?? ''], date: '2026-04-20' });
  await pay(ctx, accountant, { billId: b, amount: '10000', date: '2026-04-25', reference: 'UTR2' });
  await reverse(ctx, accountant, p1, 'Bounced');
  await reverse(ctx, accountant, p3, 'Wrong bill');
  const cancelled = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/delete-transaction',
    headers: { cookie: accountant },
    payload: { billId: c },
  });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie: accountant } });
const noBuckets = { d0_30: 0, d31_60: 0, d61_90: 0, over90: 0 };

describe('GET /api/outstanding?asOf=', () => {
  it('31 March: the bills as they stood, payments reversed later still paid, ages counted to that day', async () => {
    const response = await get('/outstanding?asOf=2026-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Outstanding>()).toEqual([
      {
        vendor: MASTER.vendor,
        // A 12,255.00 + B 36,765.00 + C 12,255.00 = 61,275.00; paid 5,000.50 + 1,000.00 = 6,000.50
        billed: 61275,
        paid: 6000.5,
        balance: 55274.5,
        // 21, 11 and 3 days old
        buckets: { ...noBuckets, d0_30: 55274.5 },
      },
      // 44 days old on 31 March
      { vendor: MASTER.otherVendor, billed: 12380, paid: 0, balance: 12380, buckets: { ...noBuckets, d31_60: 12380 } },
    ]);
  });

  it('30 April: the revisions of April counted, C not yet cancelled', async () => {
    expect((await get('/outstanding?asOf=2026-04-30')).json()).toEqual([
      {
        vendor: MASTER.vendor,
        // A 18,383.00 + B 24,510.00 + C 12,255.00 = 55,148.00; paid 5,000.50 + 10,000.00 + 1,000.00 = 16,000.50
        billed: 55148,
        paid: 16000.5,
        balance: 39147.5,
        // 51, 41 and 33 days old
        buckets: { ...noBuckets, d31_60: 39147.5 },
      },
      // 74 days old
      { vendor: MASTER.otherVendor, billed: 12380, paid: 0, balance: 12380, buckets: { ...noBuckets, d61_90: 12380 } },
    ]);
  });

  it('without asOf, today: the cancelled bill counts nothing, the reversed payment no longer paid', async () => {
    const expected = [
      // A 18,383.00 + B 24,510.00 = 42,893.00; paid 10,000.00
      { vendor: MASTER.vendor, billed: 42893, paid: 10000, balance: 32893, buckets: { ...noBuckets, over90: 32893 } },
      { vendor: MASTER.otherVendor, billed: 12380, paid: 0, balance: 12380, buckets: { ...noBuckets, over90: 12380 } },
    ];
    expect((await get('/outstanding')).json()).toEqual(expected);
    expect((await get(`/outstanding?asOf=${today}`)).json()).toEqual(expected);
  });

  it('before the first bill, nobody is listed', async () => {
    expect((await get('/outstanding?asOf=2026-02-14')).json()).toEqual([]);
  });

  it('a day in the future or not a day: 400', async () => {
    const future = await get(`/outstanding?asOf=${tomorrow}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Outstanding cannot be taken as of a day in the future.',
      code: 'VALIDATION_ERROR',
      field: 'asOf',
    });
    expect((await get('/outstanding/excel?asOf=2026-02-30')).json()).toEqual({
      message: 'Enter a real date as YYYY-MM-DD.',
      code: 'VALIDATION_ERROR',
      field: 'asOf',
    });
  });

  it('Outstanding-as-of-2026-03-31.xlsx: the rows of that day and their totals', async () => {
    const response = await get('/outstanding/excel?asOf=2026-03-31');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Outstanding-as-of-2026-03-31.xlsx"');
    const sheet = await downloadSheet(ctx, accountant, '/api/outstanding/excel?asOf=2026-03-31');
    expect(sheet.rowCount).toBe(4);
    const values = (row: number) => headedRow(sheet, row).map(([, value]) => value);
    expect(values(2)).toEqual([MASTER.vendor, 61275, 6000.5, 55274.5, 55274.5, 0, 0, 0]);
    expect(values(3)).toEqual([MASTER.otherVendor, 12380, 0, 12380, 0, 12380, 0, 0]);
    // 61,275.00 + 12,380.00 = 73,655.00; 55,274.50 + 12,380.00 = 67,654.50
    expect(values(4)).toEqual(['Total', 73655, 6000.5, 67654.5, 55274.5, 12380, 0, 0]);
  });
});
