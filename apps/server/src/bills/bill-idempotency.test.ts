import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { housekeeping } from '../jobs/housekeeping.ts';
import { createBillingTestApp } from '../test/billing-app.ts';
import { addAcknowledgedTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;

beforeAll(async () => {
  ({ ctx, accountant } = await createBillingTestApp({ settings: false }));
});
afterAll(() => ctx.close());

const post = (url: string, payload: object, key?: string, cookie = accountant) =>
  ctx.app.inject({
    method: 'POST',
    url: `/logistics${url}`,
    headers: key === undefined ? { cookie } : { cookie, 'idempotency-key': key },
    payload,
  });

const acknowledgedTrip = () => addAcknowledgedTrip(ctx, accountant, { DieselAmount: '1000' });

const billRows = (ids: string[], extra: object = {}) => ids.map((id) => ({ id, trip_id: id, ...extra }));

async function billCount(): Promise<number> {
  const row = await ctx.db
    .selectFrom('bills')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function revisionsOf(billId: string): Promise<number[]> {
  const rows = await ctx.db.selectFrom('bill_revisions').select('revision').where('bill_id', '=', billId).execute();
  return rows.map((row) => row.revision).sort((a, b) => a - b);
}

describe('Idempotency-Key on POST /generate-pdf-bill', () => {
  it('replays the first answer for the same key and body: the same bill and the same PDF bytes, one bill made', async () => {
    const trip = await acknowledgedTrip();
    const key = randomUUID();
    const body = billRows([trip], { remarks: [{ text: 'Detention', amount: 300 }], applyTaxes: true });
    const before = await billCount();
    const first = await post('/generate-pdf-bill', body, key);
    expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
    const again = await post('/generate-pdf-bill', body, key);
    expect(again.statusCode, again.body.slice(0, 300)).toBe(200);
    expect(again.headers['x-bill-id']).toBe(first.headers['x-bill-id']);
    expect(again.headers['content-disposition']).toBe(first.headers['content-disposition']);
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await billCount()).toBe(before + 1);
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED when the same key comes with a different body', async () => {
    const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
    const key = randomUUID();
    expect((await post('/generate-pdf-bill', billRows([a]), key)).statusCode).toBe(200);
    const before = await billCount();
    const reused = await post('/generate-pdf-bill', billRows([b]), key);
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await billCount()).toBe(before);
    const status = await ctx.db.selectFrom('trips').select('status').where('id', '=', b).executeTakeFirstOrThrow();
    expect(status.status).toBe('Acknowledged');
  });

  it('makes one bill from simultaneous requests with the same key, and each gets it (raced on PostgreSQL)', async () => {
    const trip = await acknowledgedTrip();
    const key = randomUUID();
    const before = await billCount();
    const answers = await Promise.all([1, 2, 3].map(() => post('/generate-pdf-bill', billRows([trip]), key)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(answers.map((a) => a.headers['x-bill-id'])).size).toBe(1);
    expect(await billCount()).toBe(before + 1);
  });

  it('keeps keys per user: the same key from another user is another request', async () => {
    const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
    const key = randomUUID();
    const { cookie: other } = await ctx.signIn('accountant');
    const mine = await post('/generate-pdf-bill', billRows([a]), key);
    const theirs = await post('/generate-pdf-bill', billRows([b]), key, other);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect(theirs.headers['x-bill-id']).not.toBe(mine.headers['x-bill-id']);
  });

  it('refuses a key that is not a plain token, on the header', async () => {
    const trip = await acknowledgedTrip();
    const before = await billCount();
    // A plain token is 8 to 100 letters, digits, '-' or '_'.
    for (const key of ['x'.repeat(300), 'k'.repeat(101), 'seven77', 'key with spaces', 'key/with/slash', 'ключ-ключ']) {
      const response = await post('/generate-pdf-bill', billRows([trip]), key);
      expect(response.statusCode, key).toBe(400);
      expect(response.json(), key).toMatchObject({ field: 'Idempotency-Key' });
    }
    expect(await billCount()).toBe(before);
    for (const key of ['eight888', 'k'.repeat(100)]) {
      const response = await post('/generate-pdf-bill', billRows([await acknowledgedTrip()]), key);
      expect(response.statusCode, key).toBe(200);
    }
  });
});

describe('Idempotency-Key on POST /generate-pdf-revised-bill', () => {
  it('makes one revision of two simultaneous requests and replays its PDF; a different body is refused (raced on PostgreSQL)', async () => {
    const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
    const issued = await post('/generate-pdf-bill', billRows([a]));
    const billId = String(issued.headers['x-bill-id']);
    const body = {
      billedSelectedRows: [{ trip_id: a, billing_id: billId }],
      billedUnselectedRows: [],
      ackSelectedRows: [{ trip_id: b }],
      additionalRemarks: [],
      applyTaxes: false,
    };
    const key = randomUUID();
    const [first, second] = await Promise.all([
      post('/generate-pdf-revised-bill', body, key),
      post('/generate-pdf-revised-bill', body, key),
    ]);
    expect([first.statusCode, second.statusCode], first.body.slice(0, 300)).toEqual([200, 200]);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(await revisionsOf(billId)).toEqual([0, 1]);

    const later = await post('/generate-pdf-revised-bill', {
      ...body,
      billedSelectedRows: [a, b].map((trip) => ({ trip_id: trip, billing_id: billId })),
      ackSelectedRows: [],
      applyTaxes: true,
    });
    expect(later.statusCode).toBe(200);
    const replay = await post('/generate-pdf-revised-bill', body, key);
    expect(replay.statusCode).toBe(200);
    expect(replay.rawPayload.equals(first.rawPayload)).toBe(true);

    const reused = await post(
      '/generate-pdf-revised-bill',
      { ...body, additionalRemarks: [{ text: 'Extra', amount: 1 }] },
      key,
    );
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(await revisionsOf(billId)).toEqual([0, 1, 2]);
  });
});

describe('housekeeping of idempotency keys', () => {
  it('removes keys older than a day and keeps the newer ones', async () => {
    const [a, b] = [await acknowledgedTrip(), await acknowledgedTrip()];
    const [oldKey, newKey] = [randomUUID(), randomUUID()];
    expect((await post('/generate-pdf-bill', billRows([a]), oldKey)).statusCode).toBe(200);
    expect((await post('/generate-pdf-bill', billRows([b]), newKey)).statusCode).toBe(200);
    const now = new Date();
    await ctx.db
      .updateTable('idempotency_keys')
      .set({ created_at: new Date(now.getTime() - 25 * 3_600_000).toISOString() })
      .where('idempotency_key', '=', oldKey)
      .execute();
    expect(await housekeeping(ctx.db, now)).toMatch(/ and 1 idempotency keys$/);
    const left = await ctx.db
      .selectFrom('idempotency_keys')
      .select('idempotency_key')
      .where('idempotency_key', 'in', [oldKey, newKey])
      .execute();
    expect(left.map((row) => row.idempotency_key)).toEqual([newKey]);
  });
});
