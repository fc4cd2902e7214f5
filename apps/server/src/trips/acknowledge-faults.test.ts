import { reportEditSchema } from '@freightdesk/domain';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { UploadedFile } from '../http/multipart.ts';
import { faultAtEveryStep } from '../test/faults.ts';
import { addMasterData, addTrip } from '../test/master-data.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { createTripService } from './trip.service.ts';

let ctx: TestContext;
let cookie: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await addMasterData(ctx, cookie);
});
afterAll(() => ctx.close());

/** An Open trip with a weighment slip attached, which the acknowledgement replaces. */
async function openTripWithSlip(): Promise<string> {
  const id = await addTrip(ctx, cookie, { Weight: '10' });
  const slip = { fileName: 'slip.pdf', data: pdf(300, 'first slip') };
  const response = await postMultipart(
    ctx,
    cookie,
    `/api/reports/${id}`,
    { transactionStatus: 'Open' },
    {
      WeightmentSlip: slip,
    },
  );
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

it('acknowledging a trip (new weight, a replaced and a new attachment) that fails at any step leaves the database byte-identical', async () => {
  const { user } = await ctx.signIn('accountant');
  // As the route reads the form: Acknowledged at 12 t, a new weighment slip and a loading advice.
  const acknowledge = reportEditSchema.parse({ transactionStatus: 'Acknowledged', weight: '12' });
  const files = new Map<string, UploadedFile>([
    ['WeightmentSlip', { fileName: 'slip-2.pdf', data: pdf(400, 'second slip') }],
    ['LoadingAdvice', { fileName: 'advice.pdf', data: pdf(500, 'advice') }],
  ]);
  const { problems, steps } = await faultAtEveryStep(ctx.db, openTripWithSlip, (db, id) =>
    createTripService(db).edit(user, id, acknowledge, files),
  );
  expect(problems).toEqual([]);
  expect(steps).toBeGreaterThan(8);
});
