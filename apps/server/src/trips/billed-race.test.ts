import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, closeDatabase, openDatabase } from '../db/database.ts';
import { addMasterData, addTrip } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let cookie: string;
let other: DatabaseHandle;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await addMasterData(ctx, cookie);
  // A second connection plays the request that bills the trip at the same moment.
  other = await openDatabase(ctx.config);
});
afterAll(async () => {
  await closeDatabase(other);
  await ctx.close();
});

const weightOf = async (id: string) =>
  (await ctx.db.selectFrom('trips').select('weight_kg').where('id', '=', id).executeTakeFirstOrThrow()).weight_kg;

// PostgreSQL runs requests truly side by side; on SQLite one connection takes one statement at a time.
describe.runIf(process.env.TEST_DATABASE_URL)('a trip billed while an edit is under way (PostgreSQL)', () => {
  it('the edit that checked "not Billed" before the bill committed is refused, and the billed trip keeps its weight', async () => {
    const id = await addTrip(ctx, cookie, { Weight: '10' });
    const billing = await other.db.startTransaction().execute();
    await billing.updateTable('trips').set({ status: 'Billed' }).where('id', '=', id).execute();
    // The edit reads the trip as not Billed, then waits for the billing transaction's row lock.
    const edit = postMultipart(ctx, cookie, `/api/reports/${id}`, { transactionStatus: 'Acknowledged', weight: '20' });
    await sleep(300);
    await billing.commit().execute();
    const response = await edit;
    expect(response.statusCode, response.body).toBe(409);
    expect(await weightOf(id)).toBe(10_000);
  });
});
