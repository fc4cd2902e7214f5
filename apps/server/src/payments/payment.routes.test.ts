import { type Payment, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { issueBill } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
/** A day `days` away from today, YYYY-MM-DD. */
const dayFrom = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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

/**
 * A bill of one trip of `weight` t on Pune-Mumbai at ₹1,250.50/t, 2% TDS, no taxes: for 10 t, freight 12,505.00,
 * TDS 250.10, amount round(12,254.90) = ₹12,255.00.
 */
async function bill(weight = '10'): Promise<string> {
  const trip = await addAcknowledgedTrip(ctx, accountant, { Weight: weight });
  const response = await post('/generate-pdf-bill', [{ id: trip, trip_id: trip }]);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  return String(response.headers['x-bill-id']);
}

/** A bill of two trips of ₹12,255.00 each (see `bill`), and its revision that takes the second trip off. */
async function billOfTwoTrips() {
  const [a, b] = [await addAcknowledgedTrip(ctx, accountant), await addAcknowledgedTrip(ctx, accountant)];
  const issued = await post('/generate-pdf-bill', [
    { id: a, trip_id: a },
    { id: b, trip_id: b },
  ]);
  const billId = String(issued.headers['x-bill-id']);
  const reviseWithoutB = () =>
    post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ trip_id: a, billing_id: billId }],
      billedUnselectedRows: [{ trip_id: b, billing_id: billId }],
      ackSelectedRows: [],
    });
  return { billId, b, reviseWithoutB };
}

let references = 0;
/** A payment of ₹5,000.00 by NEFT with a UTR of its own (a UTR is used once per vendor, issue 28). */
const payment = (billId: string, fields: object = {}) => ({
  billId,
  amount: '5000',
  date: today,
  mode: 'NEFT',
  reference: `NEFT${(references += 1)}`,
  ...fields,
});

describe('POST /api/payments', () => {
  it('a manager gets 403, signed out 401', async () => {
    const billId = await bill();
    const { cookie: manager } = await ctx.signIn('loadingManager');
    expect((await post('/api/payments', payment(billId), manager)).statusCode).toBe(403);
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/payments',
      payload: payment(billId),
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('part payments take the bill from Unpaid to Partly paid to Paid; a paisa more is refused with the balance', async () => {
    const billId = await bill();
    const first = await post('/api/payments', payment(billId, { note: 'First part', reference: 'UTR0001' }));
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toEqual({
      id: expect.stringMatching(/^P\d+$/) as unknown,
      billId,
      amount: 5000,
      date: today,
      mode: 'NEFT',
      reference: 'UTR0001',
      billStatus: 'Partly paid',
      billBalance: 7255,
    });
    // Cash needs no reference.
    const rest = await post('/api/payments', payment(billId, { amount: 7255, mode: 'Cash', reference: undefined }));
    expect(rest.statusCode, rest.body).toBe(201);
    expect(rest.json()).toMatchObject({ reference: '', billStatus: 'Paid', billBalance: 0 });
    const more = await post('/api/payments', payment(billId, { amount: '0.01' }));
    expect(more.statusCode).toBe(409);
    expect(more.json()).toEqual({ message: "The amount is more than the bill's balance of ₹0.00.", code: 'CONFLICT' });
  });

  it('409 names the balance in rupees with Indian grouping', async () => {
    // 100 t: freight 1,25,050.00, TDS 2,501.00, amount ₹1,22,549.00.
    const billId = await bill('100');
    const response = await post('/api/payments', payment(billId, { amount: '122549.01' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: "The amount is more than the bill's balance of ₹1,22,549.00." });
    expect((await post('/api/payments', payment(billId, { amount: '122549' }))).json()).toMatchObject({
      billStatus: 'Paid',
      billBalance: 0,
    });
  });

  it.each([
    [{ amount: '10.005' }, 'amount', 'Rupees take at most 2 decimals (paise).'],
    [{ amount: '0' }, 'amount', 'The amount must be more than ₹0.'],
    [{ amount: '1000000000.01' }, 'amount', 'At most ₹100 crore.'],
    [{ date: '2026-02-30' }, 'date', 'Enter a real date as YYYY-MM-DD.'],
    [{ mode: 'Bitcoin' }, 'mode', 'Mode must be one of NEFT, RTGS, IMPS, UPI, Cheque, Cash.'],
    [{ mode: 'Cheque', reference: ' ' }, 'reference', 'Enter the UTR or cheque number (not needed for Cash).'],
    [{ note: 'x'.repeat(201) }, 'note', 'The note can be at most 200 characters.'],
  ])('400 for %o, naming the field', async (fields, field, message) => {
    const response = await post('/api/payments', payment('B1', fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'VALIDATION_ERROR', field });
  });

  it('404 for an unknown bill', async () => {
    const response = await post('/api/payments', payment('B999999'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Bill not found.', code: 'NOT_FOUND' });
  });

  it('a payment dated before its bill or in the future is refused', async () => {
    const billId = await bill();
    await ctx.db
      .updateTable('bills')
      .set({ local_date: dayFrom(-3) })
      .where('id', '=', billId)
      .execute();
    const early = await post('/api/payments', payment(billId, { date: dayFrom(-4) }));
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({
      message: `A payment cannot be dated before its bill (${dayFrom(-3)}).`,
      code: 'VALIDATION_ERROR',
      field: 'date',
    });
    const future = await post('/api/payments', payment(billId, { date: dayFrom(1) }));
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({ message: 'A payment cannot be dated in the future.', field: 'date' });
    expect((await post('/api/payments', payment(billId, { date: dayFrom(-3) }))).statusCode).toBe(201);
    expect((await get(`/api/payments?billId=${billId}`)).json<Payment[]>()).toHaveLength(1);
  });
});

describe('POST /api/payments/{id}/reverse', () => {
  it('a reversal gives the amount back, once; a reversal cannot be reversed; both are audited', async () => {
    const billId = await bill();
    const paid = (await post('/api/payments', payment(billId, { amount: '4000.50' }))).json<{ id: string }>();
    const reversed = await post(`/api/payments/${paid.id}/reverse`, { reason: 'Wrong UTR' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json()).toEqual({
      id: expect.stringMatching(/^P\d+$/) as unknown,
      billId,
      billStatus: 'Unpaid',
      billBalance: 12255,
      allocations: [{ billId, amount: 4000.5, billStatus: 'Unpaid', billBalance: 12255 }],
    });
    const reversalId = reversed.json<{ id: string }>().id;
    const again = await post(`/api/payments/${paid.id}/reverse`, { reason: 'Wrong UTR' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'This payment has already been reversed.', code: 'CONFLICT' });
    const ofReversal = await post(`/api/payments/${reversalId}/reverse`, { reason: 'Undo it' });
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json()).toMatchObject({
      message: 'A reversal cannot be reversed; record a new payment instead.',
    });
    expect((await post('/api/payments/P999999/reverse', { reason: 'Wrong UTR' })).statusCode).toBe(404);
    expect((await post(`/api/payments/${paid.id}/reverse`, { reason: '' })).json()).toMatchObject({ field: 'reason' });

    const [created] = await listAudit(ctx.db, 'payment', paid.id);
    expect(created?.action).toBe('create');
    expect(JSON.parse(created?.new_values ?? '{}')).toMatchObject({ bill_id: billId, amount_paise: 400_050 });
    const [reversal] = await listAudit(ctx.db, 'payment', reversalId);
    expect(JSON.parse(reversal?.new_values ?? '{}')).toMatchObject({ reverses: paid.id, reason: 'Wrong UTR' });

    // Paid in full again after the reversal: the balance counts the reversal back.
    expect((await post('/api/payments', payment(billId, { amount: '12255' }))).json()).toMatchObject({
      billStatus: 'Paid',
    });
  });
});

describe('GET /api/payments', () => {
  it('lists a bill’s payments with their reversals marked, or a vendor’s over a range of days', async () => {
    const billId = await bill();
    const first = (await post('/api/payments', payment(billId, { amount: 1000 }))).json<{ id: string }>();
    const second = (await post('/api/payments', payment(billId, { amount: 2000, mode: 'UPI' }))).json<{ id: string }>();
    const reversal = (await post(`/api/payments/${first.id}/reverse`, { reason: 'Paid twice' })).json<{ id: string }>();
    const listed = await get(`/api/payments?billId=${billId.toLowerCase()}`);
    expect(listed.statusCode).toBe(200);
    const rows = listed.json<Payment[]>();
    expect(rows.map((r) => [r.id, r.amount, r.reverses, r.reversedBy])).toEqual([
      [first.id, 1000, null, reversal.id],
      [second.id, 2000, null, null],
      [reversal.id, 1000, first.id, null],
    ]);
    expect(rows[2]).toMatchObject({ vendor: MASTER.vendor, reason: 'Paid twice', mode: 'NEFT', date: today });

    const byVendor = (
      await get(`/api/payments?vendor=${encodeURIComponent(MASTER.vendor)}&startDate=${today}&endDate=${today}`)
    ).json<Payment[]>();
    expect(byVendor.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id, reversal.id]));
    expect(byVendor.every((r) => r.vendor === MASTER.vendor)).toBe(true);
    const before = await get(
      `/api/payments?vendor=${encodeURIComponent(MASTER.vendor)}&startDate=${dayFrom(-9)}&endDate=${dayFrom(-1)}`,
    );
    expect(before.json<Payment[]>().every((r) => r.date < today)).toBe(true);
    expect((await get(`/api/payments?vendor=${encodeURIComponent(MASTER.vendor)}`)).statusCode).toBe(400);
    expect((await get('/api/payments?billId=12')).json()).toMatchObject({ field: 'billId' });
  });
  it('by vendor leaves out another vendor’s payments and those dated before startDate or after endDate', async () => {
    const ours = await issueBill(ctx, accountant, { weights: ['10'], date: dayFrom(-20) });
    const theirs = await issueBill(ctx, accountant, {
      weights: ['10'],
      date: dayFrom(-20),
      fields: { Vendor: MASTER.otherVendor },
    });
    const paid = async (billId: string, days: number) =>
      (await post('/api/payments', payment(billId, { amount: 100, date: dayFrom(days) }))).json<{ id: string }>().id;
    await paid(ours, -16);
    const onStart = await paid(ours, -15);
    const onEnd = await paid(ours, -10);
    await paid(ours, -9);
    await paid(theirs, -12);
    const listed = await get(
      `/api/payments?vendor=${encodeURIComponent(MASTER.vendor)}&startDate=${dayFrom(-15)}&endDate=${dayFrom(-10)}`,
    );
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<Payment[]>().map((r) => [r.id, r.date, r.vendor])).toEqual([
      [onStart, dayFrom(-15), MASTER.vendor],
      [onEnd, dayFrom(-10), MASTER.vendor],
    ]);
  });

  it('a vendor of spaces only is no filter (400); an end date before the start date is 400 on endDate', async () => {
    const blank = await get(`/api/payments?vendor=%20%20%20&startDate=${dayFrom(-9)}&endDate=${dayFrom(-1)}`);
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: 'Give a bill id, or a vendor with both start and end dates.' });
    const reversed = await get(
      `/api/payments?vendor=${encodeURIComponent(MASTER.vendor)}&startDate=${dayFrom(-1)}&endDate=${dayFrom(-2)}`,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({
      message: 'End date should be greater than or equal to the start date.',
      field: 'endDate',
    });
  });

  it('a reversal row has no note of its own, whatever the payment’s note', async () => {
    const billId = await bill();
    const paid = (await post('/api/payments', payment(billId, { note: 'Advance for November' }))).json<{
      id: string;
    }>();
    const reversal = (await post(`/api/payments/${paid.id}/reverse`, { reason: 'Wrong bill' })).json<{ id: string }>();
    const rows = (await get(`/api/payments?billId=${billId}`)).json<Payment[]>();
    expect(rows.map((r) => [r.id, r.note])).toEqual([
      [paid.id, 'Advance for November'],
      [reversal.id, ''],
    ]);
  });
});

describe('bills with payments', () => {
  it('cannot be deleted while anything is paid (409 naming the amount); once reversed, Delete cancels it and its payments stay', async () => {
    const billId = await bill();
    const paid = (await post('/api/payments', payment(billId, { amount: '2500.75' }))).json<{ id: string }>();
    const refused = await post('/delete-transaction', { billId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This bill has ₹2,500.75 paid against it, so it cannot be deleted. Reverse its payments first.',
      code: 'CONFLICT',
    });
    expect((await post(`/api/payments/${paid.id}/reverse`, { reason: 'Wrong bill' })).statusCode).toBe(200);
    expect((await post('/delete-transaction', { billId })).statusCode).toBe(200);
    // Issue 28: a bill that was ever paid is cancelled, never deleted; its payment and reversal stay readable.
    expect(await ctx.db.selectFrom('bills').select('id').where('id', '=', billId).executeTakeFirst()).toEqual({
      id: billId,
    });
    const listed = (await get(`/api/payments?billId=${billId}`)).json<Payment[]>();
    expect(listed.map((row) => row.reverses)).toEqual([null, paid.id]);
  });

  it('a revision to a total below what is paid is refused naming the amount paid; the bill stays as it was', async () => {
    const { billId, b, reviseWithoutB } = await billOfTwoTrips();
    // Two trips of ₹12,255.00: ₹24,510.00; ₹20,000.00 paid.
    expect((await post('/api/payments', payment(billId, { amount: 20000 }))).json()).toMatchObject({
      billBalance: 4510,
    });
    const revise = await reviseWithoutB();
    expect(revise.statusCode).toBe(409);
    expect(revise.json()).toEqual({
      message:
        'This bill has ₹20,000.00 paid against it; a revised total of ₹12,255.00 is below that. Reverse a payment first.',
      code: 'CONFLICT',
    });
    const trip = await ctx.db.selectFrom('trips').select('bill_id').where('id', '=', b).executeTakeFirst();
    expect(trip?.bill_id).toBe(billId);
    const stored = await ctx.db.selectFrom('bills').select('revision').where('id', '=', billId).executeTakeFirst();
    expect(stored?.revision).toBe(0);
  });

  it('a revision to exactly what is paid is issued; the bill is then Paid with nothing due', async () => {
    const { billId, reviseWithoutB } = await billOfTwoTrips();
    // Two trips of ₹12,255.00; one trip's ₹12,255.00 paid, then the other trip taken off the bill.
    await post('/api/payments', payment(billId, { amount: '12255.00' }));
    const revise = await reviseWithoutB();
    expect(revise.statusCode, revise.body.slice(0, 200)).toBe(200);
    const rows = (await post('/list-all-transactions', { startDate: today, endDate: today })).json<
      { billing_id: string; paid: number; balance: number; status: string }[]
    >();
    expect(rows.find((r) => r.billing_id === billId)).toMatchObject({ paid: 12255, balance: 0, status: 'Paid' });
  });

  it('Transactions rows carry paid, balance and status, and filter by status', async () => {
    // One bill of each status, so that each filter has a row of this test's own however the test is run.
    const unpaid = await bill();
    const partly = await bill();
    const full = await bill();
    await post('/api/payments', payment(partly, { amount: '255.50' }));
    await post('/api/payments', payment(full, { amount: 12255 }));
    const list = async (status?: string) => {
      const response = await post('/list-all-transactions', { startDate: today, endDate: today, status });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ billing_id: string; paid: number; balance: number; status: string }[]>();
    };
    const rows = await list();
    expect(rows.find((r) => r.billing_id === partly)).toMatchObject({
      paid: 255.5,
      balance: 11999.5,
      status: 'Partly paid',
    });
    expect(rows.find((r) => r.billing_id === full)).toMatchObject({ paid: 12255, balance: 0, status: 'Paid' });
    const paidOnly = await list('Paid');
    expect(paidOnly.map((r) => r.billing_id)).toContain(full);
    expect(paidOnly.filter((r) => r.billing_id !== 'Total').every((r) => r.status === 'Paid')).toBe(true);
    const total = paidOnly.find((r) => r.billing_id === 'Total');
    const paidRows = paidOnly.filter((r) => r.billing_id !== 'Total');
    expect(total?.balance).toBe(0);
    expect(total?.paid).toBe(paidRows.reduce((sum, r) => sum + Math.round(r.paid * 100), 0) / 100);
    const unpaidOnly = await list('Unpaid');
    expect(unpaidOnly.find((r) => r.billing_id === unpaid)).toMatchObject({
      paid: 0,
      balance: 12255,
      status: 'Unpaid',
    });
    expect(unpaidOnly.map((r) => r.billing_id)).not.toContain(partly);
    expect(unpaidOnly.map((r) => r.billing_id)).not.toContain(full);
    expect(
      (await post('/list-all-transactions', { startDate: today, endDate: today, status: 'Done' })).json(),
    ).toMatchObject({
      field: 'status',
    });
  });
});
