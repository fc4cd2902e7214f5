import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/access.ts';
import { createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';
import { createBillService } from './bill.service.ts';

let ctx: TestContext;
let cookie: string;
let actor: SessionUser;
beforeAll(async () => {
  ({ ctx, accountant: cookie, actor } = await createBillingTestApp({ settings: false }));
});
afterAll(() => ctx.close());

const acknowledgedTrip = () => addAcknowledgedTrip(ctx, cookie);

const failures = (results: PromiseSettledResult<unknown>[]) =>
  results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));

// PostgreSQL runs the two requests side by side; SQLite takes one transaction at a time, so the race cannot happen
// there. Each case runs a few times: the requests must interleave to show the race.
describe.runIf(process.env.TEST_DATABASE_URL)('two requests on one bill at once (PostgreSQL)', () => {
  it('two revisions both succeed, one after the other, as revisions 1 and 2', async () => {
    const bills = createBillService(ctx.db);
    for (let round = 0; round < 5; round += 1) {
      const [a, b, c] = [await acknowledgedTrip(), await acknowledgedTrip(), await acknowledgedTrip()];
      const { billId } = await bills.generate(actor, [a], undefined, true);
      const revise = (add: string) =>
        bills.revise(actor, { billId, keep: [a], release: [], add: [add], remarks: undefined, applyTaxes: undefined });
      expect(failures(await Promise.allSettled([revise(b), revise(c)]))).toEqual([]);
      const stored = await ctx.db.selectFrom('bills').select('revision').where('id', '=', billId).executeTakeFirst();
      expect(stored?.revision).toBe(2);
      const revisions = await ctx.db
        .selectFrom('bill_revisions')
        .select('revision')
        .where('bill_id', '=', billId)
        .orderBy('revision')
        .execute();
      expect(revisions.map((r) => r.revision)).toEqual([0, 1, 2]);
      const trips = await ctx.db.selectFrom('trips').select('id').where('bill_id', '=', billId).execute();
      expect(trips.map((t) => t.id).toSorted()).toEqual([a, b, c].toSorted());
    }
  });

  it('a revision and a new bill taking the same trip: the one refused names that trip alone', async () => {
    const bills = createBillService(ctx.db);
    for (let round = 0; round < 5; round += 1) {
      const [a, shared, mine, theirs] = [
        await acknowledgedTrip(),
        await acknowledgedTrip(),
        await acknowledgedTrip(),
        await acknowledgedTrip(),
      ];
      const { billId } = await bills.generate(actor, [a], undefined, false);
      const results = await Promise.allSettled([
        bills.revise(actor, {
          billId,
          keep: [a],
          release: [],
          add: [mine, shared],
          remarks: undefined,
          applyTaxes: false,
        }),
        bills.generate(actor, [shared, theirs], undefined, false),
      ]);
      expect(failures(results)).toEqual([
        `Error: These trips are no longer Acknowledged and unbilled: ${shared}. Refresh the list and try again.`,
      ]);
    }
  });

  it('a revision and a delete: either order, never a 500 and never a trip Billed under a deleted bill', async () => {
    const bills = createBillService(ctx.db);
    for (let round = 0; round < 5; round += 1) {
      const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
      const { billId } = await bills.generate(actor, [a], undefined, true);
      const results = await Promise.allSettled([
        bills.revise(actor, { billId, keep: [a], release: [], add: [b], remarks: undefined, applyTaxes: undefined }),
        bills.deleteTransaction(actor, billId),
      ]);
      // The revision may find the bill deleted (404); nothing else may fail.
      expect(failures(results).filter((f) => !f.includes('Bill not found'))).toEqual([]);
      const orphans = await ctx.db
        .selectFrom('trips')
        .select('id')
        .where('bill_id', '=', billId)
        .where((eb) => eb.not(eb.exists(eb.selectFrom('bills').select('id').where('id', '=', billId))))
        .execute();
      expect(orphans).toEqual([]);
      // Whichever came last, no trip is left Billed without its bill.
      const left = await ctx.db.selectFrom('trips').select(['status', 'bill_id']).where('id', 'in', [a, b]).execute();
      const billExists = await ctx.db.selectFrom('bills').select('id').where('id', '=', billId).executeTakeFirst();
      if (billExists === undefined) {
        expect(left).toEqual([
          { status: 'Acknowledged', bill_id: null },
          { status: 'Acknowledged', bill_id: null },
        ]);
      }
    }
  });
});
