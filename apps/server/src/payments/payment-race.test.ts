import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await addMasterData(ctx, cookie);
});
afterAll(() => ctx.close());

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });

/** What the payments table holds against the bill: payments less reversals, in paise. */
async function paidPaise(billId: string): Promise<number> {
  const rows = await ctx.db
    .selectFrom('payments')
    .select(['amount_paise', 'reverses'])
    .where('bill_id', '=', billId)
    .execute();
  return rows.reduce((sum, row) => sum + (row.reverses === null ? row.amount_paise : -row.amount_paise), 0);
}

// On PostgreSQL the two requests truly run side by side (a pool of connections); on SQLite one transaction runs at a
// time. Either way exactly one of two payments that together exceed the balance may succeed. Each round repeats it:
// the requests must interleave to show the race.
describe('two payments on one bill at the same moment (raced on PostgreSQL)', () => {
  it('one is recorded (201), the other refused (409): the balance never goes below zero', async () => {
    for (let round = 0; round < 5; round += 1) {
      const trip = await addAcknowledgedTrip(ctx, cookie);
      const billed = await post('/generate-pdf-bill', [{ id: trip, trip_id: trip }]);
      const billId = String(billed.headers['x-bill-id']);
      // The bill is ₹12,255.00 (payment.routes.test.ts); two payments of ₹8,000 exceed it together.
      const pay = (reference: string) =>
        post('/api/payments', { billId, amount: 8000, date: localDate(), mode: 'IMPS', reference });
      const answers = await Promise.all([pay(`R${round}A`), pay(`R${round}B`)]);
      expect(answers.map((a) => a.statusCode).toSorted()).toEqual([201, 409]);
      expect(await paidPaise(billId)).toBe(800_000);
      expect(answers.find((a) => a.statusCode === 201)?.json()).toMatchObject({ billBalance: 4255 });
    }
  });
});
