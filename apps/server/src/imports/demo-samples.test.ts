import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../demo/demo-data.ts';
import { postImport } from '../test/import-files.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

const SAMPLES = path.resolve(import.meta.dirname, '../../../../docs/import-samples');
const sample = (name: string) => ({ fileName: name, data: fs.readFileSync(path.join(SAMPLES, name)) });

let ctx: TestContext;
let admin: string;
// The whole demo (four months of trips, bills and lorry receipts) is written first: longer than a hook's default.
beforeAll(async () => {
  ctx = await createTestApp();
  await seedDemoData(ctx.db);
  admin = (await ctx.signIn('admin')).cookie;
}, 90_000);
afterAll(() => ctx.close());

describe('the sample files the demo ships (docs/import-samples)', () => {
  it('import into the demo in order: vendors, freight, vehicles, trips', async () => {
    const expected = {
      // Sharma Roadlines as the demo has it; Kaveri Carriers gains a mobile number.
      'vendors.csv': { create: 3, update: 1, unchanged: 1, skipped: 0 },
      'freight.csv': { create: 3, update: 0, unchanged: 1, skipped: 0 },
      'vehicles.csv': { create: 3, update: 0, unchanged: 0, skipped: 0 },
      'trips.csv': { create: 6, update: 0, unchanged: 0, skipped: 0 },
    };
    for (const [file, counts] of Object.entries(expected)) {
      const kind = file.replace('.csv', '');
      const response = await postImport(ctx, admin, kind, sample(file));
      expect(response.json(), file).toEqual(counts);
    }
  });

  it('trips-with-errors.csv shows four refused rows with their reasons', async () => {
    const response = await postImport(ctx, admin, 'trips?dryRun=true', sample('trips-with-errors.csv'));
    expect(response.json()).toMatchObject({ rows: 5, create: 1, refused: 4 });
  });
});
