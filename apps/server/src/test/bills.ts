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
  await ctx.db.updateTable('bills').set({ local_date: date }).where('id', '=', billId).execute();
  return billId;
}

/** A payment through the API (NEFT unless told otherwise); returns its id. */
export async function pay(
  ctx: TestContext,
  cookie: string,
  payment: { billId: string; amount: string; date: string; mode?: string; reference?: string; note?: string },
): Promise<string> {
  const response = await post(ctx, cookie, '/api/payments', { mode: 'NEFT', reference: 'UTR0001', ...payment });
  return response.json<{ id: string }>().id;
}

/** Reverses a payment through the API (dated today by the server); returns the reversal's id. */
export async function reverse(ctx: TestContext, cookie: string, paymentId: string, reason: string): Promise<string> {
  return (await post(ctx, cookie, `/api/payments/${paymentId}/reverse`, { reason })).json<{ id: string }>().id;
}
