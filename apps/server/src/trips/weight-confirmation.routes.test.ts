import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMasterData, addTrip } from '../test/master-data.ts';
import { postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let unloadingManager: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  ({ cookie: unloadingManager } = await ctx.signIn('unloadingManager'));
  await addMasterData(ctx, accountant);
});
afterAll(() => ctx.close());

interface HistoryEntry {
  action: string;
  after: Record<string, unknown>;
}

/** An 18.25 t trip acknowledged by the unloading manager at 1.82 t, 90% less, and the update in its history. */
async function acknowledge(fields: Record<string, string>) {
  const id = await addTrip(ctx, accountant, { Weight: '18.25' });
  const response = await postMultipart(ctx, unloadingManager, `/api/reports/${id}`, {
    transactionStatus: 'Acknowledged',
    actualWeight: '1.82',
    ...fields,
  });
  const history = await ctx.app.inject({
    method: 'GET',
    url: `/logistics/api/trip/${id}/history`,
    headers: { cookie: accountant },
  });
  return { response, update: history.json<HistoryEntry[]>().find((entry) => entry.action === 'update') };
}

describe('POST /api/reports/{id}: a confirmed weight difference (issue 29)', () => {
  it("records the confirmation in the trip's audit row", async () => {
    const { response, update } = await acknowledge({ weightDifferenceConfirmed: 'true' });
    expect(response.statusCode).toBe(200);
    expect(update?.after).toMatchObject({
      status: 'Acknowledged',
      actual_weight_kg: 1_820,
      weightDifferenceConfirmed: true,
    });
  });

  it('still saves without the flag, as other clients of the spec send it, and records no confirmation', async () => {
    const { response, update } = await acknowledge({});
    expect(response.statusCode).toBe(200);
    expect(update?.after).toMatchObject({ status: 'Acknowledged', actual_weight_kg: 1_820 });
    expect(update?.after).not.toHaveProperty('weightDifferenceConfirmed');
  });

  it('records nothing for a flag sent as false, and refuses one that is not a yes or no', async () => {
    const { update } = await acknowledge({ weightDifferenceConfirmed: 'false' });
    expect(update?.after).not.toHaveProperty('weightDifferenceConfirmed');
    const { response } = await acknowledge({ weightDifferenceConfirmed: 'perhaps' });
    expect(response.statusCode).toBe(400);
  });
});
