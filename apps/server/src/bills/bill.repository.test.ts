import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '../http/access.ts';
import { createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip, addTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';
import { listTrips } from '../trips/trip.repository.ts';
import { markTripsBilled, releaseTrips } from './bill.repository.ts';
import { createBillService } from './bill.service.ts';

let ctx: TestContext;
let cookie: string;
let actor: SessionUser;
beforeAll(async () => {
  ({ ctx, accountant: cookie, actor } = await createBillingTestApp({ settings: false }));
});
afterAll(() => ctx.close());

const billOf = async (tripId: string) =>
  (await ctx.db.selectFrom('trips').select(['bill_id', 'status']).where('id', '=', tripId).executeTakeFirstOrThrow())
    .bill_id;

// The guard against billing a trip twice is the conditional UPDATE itself: SQLite runs one transaction at a time, so
// these steps interleave two desks by hand, in the order PostgreSQL can run them side by side.
describe('markTripsBilled takes only trips still Acknowledged and unbilled', () => {
  it('desk A read the trip as billable, desk B billed it meanwhile: A takes nothing and B keeps the trip', async () => {
    const tripId = await addAcknowledgedTrip(ctx, cookie);
    const [seenByA] = await listTrips(ctx.db, { tripIds: [tripId] });
    expect(seenByA?.status).toBe('Acknowledged');

    const { billId: billOfB } = await createBillService(ctx.db).generate(actor, [tripId], undefined, true);
    const taken = await markTripsBilled(ctx.db, [tripId], 'B999999', new Date().toISOString());

    expect(taken).toBe(0);
    expect(await billOf(tripId)).toBe(billOfB);
  });

  it('counts only the billable trips of a mixed list, and never takes an Open trip', async () => {
    const { billId } = await createBillService(ctx.db).generate(
      actor,
      [await addAcknowledgedTrip(ctx, cookie)],
      undefined,
      true,
    );
    const open = await addTrip(ctx, cookie);
    const [first, second] = [await addAcknowledgedTrip(ctx, cookie), await addAcknowledgedTrip(ctx, cookie)];

    expect(await markTripsBilled(ctx.db, [first, open, second], billId, new Date().toISOString())).toBe(2);
    expect(await billOf(open)).toBeNull();
    expect(await billOf(first)).toBe(billId);
    expect(await billOf(second)).toBe(billId);
    expect(await markTripsBilled(ctx.db, [], billId, new Date().toISOString())).toBe(0);
  });

  it('a trip that still names a bill is not taken, whatever its status says (a row edited by hand)', async () => {
    const tripId = await addAcknowledgedTrip(ctx, cookie);
    const { billId } = await createBillService(ctx.db).generate(actor, [tripId], undefined, true);
    await ctx.db.updateTable('trips').set({ status: 'Acknowledged' }).where('id', '=', tripId).execute();

    expect(await markTripsBilled(ctx.db, [tripId], 'B999999', new Date().toISOString())).toBe(0);
    expect(await billOf(tripId)).toBe(billId);
  });

  it('a trip released from its bill can be billed again', async () => {
    const tripId = await addAcknowledgedTrip(ctx, cookie);
    const bills = createBillService(ctx.db);
    const { billId } = await bills.generate(actor, [tripId], undefined, true);
    const { billId: other } = await bills.generate(actor, [await addAcknowledgedTrip(ctx, cookie)], undefined, true);

    expect(await releaseTrips(ctx.db, billId, new Date().toISOString(), [tripId])).toBe(1);
    expect(await billOf(tripId)).toBeNull();
    expect(await markTripsBilled(ctx.db, [tripId], other, new Date().toISOString())).toBe(1);
    expect(await billOf(tripId)).toBe(other);
  });
});
