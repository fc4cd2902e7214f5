/**
 * Closed periods (issue 28): once the admin closes the books through a day, trips and bills dated on or before it
 * can be neither created, changed nor removed; the day after stays open. Each refusal is 409 PERIOD_CLOSED naming the
 * closed day, and writes nothing. Trips and bills are dated by the server's clock; the tests date them earlier
 * afterwards, as if entered or issued then.
 */
import { type TripRecord, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type BillingTestApp, createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip, addTrip, tripEntry } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import type { TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let admin: string;
let post: BillingTestApp['post'];
let issue: BillingTestApp['issue'];
let generate: BillingTestApp['generate'];

beforeAll(async () => {
  ({ ctx, accountant, post, issue, generate } = await createBillingTestApp());
  ({ cookie: admin } = await ctx.signIn('admin'));
});
afterAll(() => ctx.close());

const CLOSED_DAY = '2025-03-31';
const OPEN_DAY = '2025-04-01';
const CLOSED_31_MARCH = {
  code: 'PERIOD_CLOSED',
  errorCode: 'PERIOD_CLOSED',
  message:
    'The books are closed up to 31/03/2025: nothing dated on or before that day can be created, changed or removed.',
};

async function closeBooks(through: string | null) {
  const response = await ctx.app.inject({
    method: 'PUT',
    url: '/logistics/api/settings/books-closed',
    headers: { cookie: admin },
    payload: { through },
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  await closeBooks(null);
});

/** Dates a trip `day`, as if it had been entered then. */
const dateTrip = (id: string, day: string) =>
  ctx.db.updateTable('trips').set({ local_date: day }).where('id', '=', id).execute();

async function openTripOn(day: string): Promise<string> {
  const id = await addTrip(ctx, accountant);
  await dateTrip(id, day);
  return id;
}

async function acknowledgedTripOn(day: string): Promise<string> {
  const id = await addAcknowledgedTrip(ctx, accountant);
  await dateTrip(id, day);
  return id;
}

const trip = async (id: string) =>
  (
    await ctx.app.inject({ method: 'GET', url: `/logistics/api/trip/${id}`, headers: { cookie: accountant } })
  ).json<TripRecord>();

const auditCount = async (entity: string, id: string) => (await listAudit(ctx.db, entity, id)).length;

describe('trips dated in a closed period', () => {
  it('cannot be entered: a trip is dated today, refused while today is closed', async () => {
    const today = localDate();
    const todaysTrips = async () =>
      (await ctx.db.selectFrom('trips').select('id').where('local_date', '=', today).execute()).length;
    const before = await todaysTrips();
    await closeBooks(today);
    const refused = await post('/reports', tripEntry());
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'PERIOD_CLOSED',
      errorCode: 'PERIOD_CLOSED',
      message: `The books are closed up to ${formatDisplayDate(today)}: nothing dated on or before that day can be created, changed or removed.`,
    });
    expect(await todaysTrips()).toBe(before);

    await closeBooks(CLOSED_DAY);
    expect((await post('/reports', tripEntry())).statusCode).toBe(201);
    expect(await todaysTrips()).toBe(before + 1);
  });

  it('cannot be edited in the trip form; the day after can', async () => {
    const closed = await openTripOn(CLOSED_DAY);
    const open = await openTripOn(OPEN_DAY);
    await closeBooks(CLOSED_DAY);
    const audited = await auditCount('trip', closed);

    const refused = await post('/api/trip', { ...tripEntry({ Weight: '12', DriverName: 'Ramesh' }), TripID: closed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await trip(closed)).toMatchObject({ Weight: 10, DriverName: '' });
    expect(await auditCount('trip', closed)).toBe(audited);

    const edited = await post('/api/trip', { ...tripEntry({ Weight: '12', DriverName: 'Ramesh' }), TripID: open });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await trip(open)).toMatchObject({ Weight: 12, DriverName: 'Ramesh' });
  });

  it('cannot be acknowledged or edited in Reports', async () => {
    const closed = await openTripOn(CLOSED_DAY);
    const open = await openTripOn(OPEN_DAY);
    await closeBooks(CLOSED_DAY);

    const refused = await postMultipart(ctx, accountant, `/api/reports/${closed}`, {
      transactionStatus: 'Acknowledged',
      weight: '11',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await trip(closed)).toMatchObject({ TransactionStatus: 'Open', Weight: 10 });

    const acknowledged = await postMultipart(ctx, accountant, `/api/reports/${open}`, {
      transactionStatus: 'Acknowledged',
      weight: '11',
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(await trip(open)).toMatchObject({ TransactionStatus: 'Acknowledged', Weight: 11 });
  });

  it('cannot be deleted', async () => {
    const closed = await openTripOn(CLOSED_DAY);
    const open = await openTripOn(OPEN_DAY);
    await closeBooks(CLOSED_DAY);
    const remove = (id: string) =>
      ctx.app.inject({ method: 'DELETE', url: `/logistics/api/reports/${id}`, headers: { cookie: accountant } });

    const refused = await remove(closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await trip(closed)).toMatchObject({ TripID: closed });

    expect((await remove(open)).statusCode).toBe(200);
    expect(await ctx.db.selectFrom('trips').select('id').where('id', '=', open).executeTakeFirst()).toBeUndefined();
  });

  it('cannot be edited as a row of Revise Bill', async () => {
    const closed = await acknowledgedTripOn(CLOSED_DAY);
    const open = await acknowledgedTripOn(OPEN_DAY);
    await closeBooks(CLOSED_DAY);
    const edit = (id: string) =>
      post('/update-one-revise-bill', { trip_id: id, bill_id: null, updateRows: { diesel_amount: '500' } });

    const refused = await edit(closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await trip(closed)).toMatchObject({ DieselAmount: null });

    expect((await edit(open)).statusCode).toBe(201);
    expect(await trip(open)).toMatchObject({ DieselAmount: 500 });
  });
});

describe('bills dated in a closed period', () => {
  it('cannot be generated while today is closed: a bill is dated today', async () => {
    const tripId = await addAcknowledgedTrip(ctx, accountant);
    await closeBooks(localDate());
    const refused = await post('/generate-pdf-bill', [{ trip_id: tripId }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PERIOD_CLOSED', errorCode: 'PERIOD_CLOSED' });
    expect(await trip(tripId)).toMatchObject({ TransactionStatus: 'Acknowledged' });

    await closeBooks(CLOSED_DAY);
    const billed = await generate([tripId]);
    expect(billed.headers['x-bill-id']).toMatch(/^B\d+$/);
  });

  it('cannot be revised; a bill of the day after can', async () => {
    const closed = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, CLOSED_DAY);
    const open = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, OPEN_DAY);
    const joining = await addAcknowledgedTrip(ctx, accountant);
    await closeBooks(CLOSED_DAY);
    const revise = async (billId: string) => {
      const [billed] = await ctx.db.selectFrom('trips').select('id').where('bill_id', '=', billId).execute();
      return post('/generate-pdf-revised-bill', {
        billedSelectedRows: [{ trip_id: billed?.id, billing_id: billId }],
        billedUnselectedRows: [],
        ackSelectedRows: [{ trip_id: joining }],
      });
    };
    const revision = async (billId: string) =>
      (await ctx.db.selectFrom('bills').select('revision').where('id', '=', billId).executeTakeFirstOrThrow()).revision;

    const refused = await revise(closed);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await revision(closed)).toBe(0);
    expect(await trip(joining)).toMatchObject({ TransactionStatus: 'Acknowledged' });

    const revised = await revise(open);
    expect(revised.statusCode, revised.body.slice(0, 200)).toBe(200);
    expect(await revision(open)).toBe(1);
  });

  it('cannot be deleted; a bill of the day after can', async () => {
    const closedTrip = await addAcknowledgedTrip(ctx, accountant);
    const closed = await issue([closedTrip], {}, CLOSED_DAY);
    const open = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, OPEN_DAY);
    await closeBooks(CLOSED_DAY);
    const audited = await auditCount('bill', closed);

    const refused = await post('/delete-transaction', { billId: closed });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await ctx.db.selectFrom('bills').select('id').where('id', '=', closed).executeTakeFirst()).toEqual({
      id: closed,
    });
    expect(await trip(closedTrip)).toMatchObject({ TransactionStatus: 'Billed' });
    expect(await auditCount('bill', closed)).toBe(audited);

    expect((await post('/delete-transaction', { billId: open })).statusCode).toBe(200);
  });

  it('reopened by the admin, the same bill can be deleted again', async () => {
    const closed = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, CLOSED_DAY);
    await closeBooks(CLOSED_DAY);
    expect((await post('/delete-transaction', { billId: closed })).statusCode).toBe(409);
    await closeBooks('2025-03-30');
    expect((await post('/delete-transaction', { billId: closed })).statusCode).toBe(200);
  });
});

describe('payments dated in a closed period', () => {
  const pay = (billId: string, date: string, reference: string) =>
    post('/api/payments', { billId, amount: 100, date, mode: 'NEFT', reference });

  it('cannot be recorded; the day after can', async () => {
    const billId = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, '2025-03-01');
    await closeBooks(CLOSED_DAY);
    const refused = await pay(billId, CLOSED_DAY, 'UTR-CLOSED-1');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(CLOSED_31_MARCH);
    expect(await auditCount('payment', 'P1')).toBe(0);
    expect((await pay(billId, OPEN_DAY, 'UTR-CLOSED-2')).statusCode).toBe(201);
  });

  it("a reversal is dated today: refused while today is closed, and a closed day's payment is reversed in the open one", async () => {
    const billId = await issue([await addAcknowledgedTrip(ctx, accountant)], {}, '2025-03-01');
    const paid = await pay(billId, '2025-03-15', 'UTR-CLOSED-3');
    const paymentId = paid.json<{ id: string }>().id;
    const reverse = () => post(`/api/payments/${paymentId}/reverse`, { reason: 'Cheque bounced' });

    await closeBooks(localDate());
    const refused = await reverse();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'PERIOD_CLOSED',
      message: `The books are closed up to ${formatDisplayDate(localDate())}: nothing dated on or before that day can be created, changed or removed.`,
    });

    await closeBooks(CLOSED_DAY);
    expect((await reverse()).statusCode).toBe(200);
  });
});
