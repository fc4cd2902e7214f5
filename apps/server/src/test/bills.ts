import { randomUUID } from 'node:crypto';
import type { TripInput } from '@freightdesk/domain';
import { addAcknowledgedTrip } from './master-data.ts';
import type { TestContext } from './test-app.ts';

const post = async (ctx: TestContext, cookie: string, url: string, payload: object) => {
  const response = await ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body.slice(0, 200)}`);
  return response;
};

/**
 * A bill through the API of one Acknowledged trip per weight (`fields` of the trip form: vendor, truck...), then dated
 * `date` (YYYY-MM-DD), as if issued that day. Returns its id.
 */
export async function issueBill(
  ctx: TestContext,
  cookie: string,
  { weights, date, fields = {} }: { weights: string[]; date: string; fields?: Partial<TripInput> },
): Promise<string> {
  const trips: string[] = [];
  for (const weight of weights) trips.push(await addAcknowledgedTrip(ctx, cookie, { ...fields, Weight: weight }));
  const response = await post(
    ctx,
    cookie,
    '/generate-pdf-bill',
    trips.map((trip) => ({ id: trip, trip_id: trip })),
  );
  const billId = String(response.headers['x-bill-id']);
  await dateBill(ctx, billId, date);
  return billId;
}

/** A bill and its issue entry (the ledger's line) dated `date`, as if issued that day. */
export async function dateBill(ctx: TestContext, billId: string, date: string): Promise<void> {
  await ctx.db.updateTable('bills').set({ local_date: date }).where('id', '=', billId).execute();
  await ctx.db
    .updateTable('bill_entries')
    .set({ local_date: date })
    .where('bill_id', '=', billId)
    .where('kind', '=', 'bill')
    .execute();
}

/**
 * A revision through the API (Revise Bill): the bill's trips but `release` stay, `add` (Acknowledged trips) join;
 * then its entry dated `date`, as if revised that day. Returns the revision's number.
 */
export async function reviseBill(
  ctx: TestContext,
  cookie: string,
  billId: string,
  { add = [], release = [], date }: { add?: string[]; release?: string[]; date: string },
): Promise<number> {
  const trips = await ctx.db.selectFrom('trips').select('id').where('bill_id', '=', billId).execute();
  const kept = trips.map((trip) => trip.id).filter((id) => !release.includes(id));
  await post(ctx, cookie, '/generate-pdf-revised-bill', {
    billedSelectedRows: kept.map((id) => ({ trip_id: id, billing_id: billId })),
    billedUnselectedRows: release.map((id) => ({ trip_id: id, billing_id: billId })),
    ackSelectedRows: add.map((id) => ({ trip_id: id })),
  });
  const { revision } = await ctx.db
    .selectFrom('bills')
    .select('revision')
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();
  await ctx.db
    .updateTable('bill_entries')
    .set({ local_date: date })
    .where('bill_id', '=', billId)
    .where('entry', '=', revision)
    .execute();
  return revision;
}

/**
 * A payment through the API (NEFT with a UTR of its own unless told otherwise: a UTR is used once per vendor, issue
 * 28); returns its id.
 */
export async function pay(
  ctx: TestContext,
  cookie: string,
  payment: { billId: string; amount: string; date: string; mode?: string; reference?: string; note?: string },
): Promise<string> {
  const response = await post(ctx, cookie, '/api/payments', {
    mode: 'NEFT',
    reference: `UTR${randomUUID().slice(0, 8)}`,
    ...payment,
  });
  return response.json<{ id: string }>().id;
}

/** Reverses a payment through the API (dated today by the server); returns the reversal's id. */
export async function reverse(ctx: TestContext, cookie: string, paymentId: string, reason: string): Promise<string> {
  return (await post(ctx, cookie, `/api/payments/${paymentId}/reverse`, { reason })).json<{ id: string }>().id;
}
