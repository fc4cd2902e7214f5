import { expect } from 'vitest';
import type { SessionUser } from '../http/access.ts';
import { dateBill } from './bills.ts';
import { BUSINESS_SETTINGS, addMasterData } from './master-data.ts';
import { type TestContext, createTestApp } from './test-app.ts';

type Response = Awaited<ReturnType<TestContext['app']['inject']>>;

/** What the bills tests start from: see `createBillingTestApp`. */
export interface BillingTestApp {
  ctx: TestContext;
  /** The accountant's session cookie. */
  accountant: string;
  /** The accountant, for calling the services directly. */
  actor: SessionUser;
  /** A POST under /logistics as the accountant, or as the session of `cookie`. */
  post: (url: string, payload: object | object[], cookie?: string) => Promise<Response>;
  /** Generate Bill of the trips with `extra` (remarks, applyTaxes) on the first row; only a 200 passes. */
  generate: (tripIds: string[], extra?: object) => Promise<Response>;
  /** As `generate`, returning the bill's id; with `date` (YYYY-MM-DD) the bill is dated that day, as if issued then. */
  issue: (tripIds: string[], extra?: object, date?: string) => Promise<string>;
}

/**
 * A test app with the master data of master-data.ts (vendors, trucks, places, freight rates) added by a signed-in
 * accountant and, unless `settings` is false, the business's Settings saved by the admin (its GSTIN is of
 * Maharashtra, 27).
 */
export async function createBillingTestApp({ settings = true } = {}): Promise<BillingTestApp> {
  const ctx = await createTestApp();
  const { cookie: accountant, user: actor } = await ctx.signIn('accountant');
  await addMasterData(ctx, accountant);
  const post = (url: string, payload: object | object[], cookie = accountant) =>
    ctx.app.inject({ method: 'POST', url: `/logistics${url}`, headers: { cookie }, payload });
  if (settings) {
    const { cookie: admin } = await ctx.signIn('admin');
    const saved = await post('/api/settings', BUSINESS_SETTINGS, admin);
    expect(saved.statusCode, saved.body).toBe(200);
  }
  const generate = async (tripIds: string[], extra: object = {}) => {
    const rows = tripIds.map((id, i) => ({ trip_id: id, ...(i === 0 ? extra : {}) }));
    const response = await post('/generate-pdf-bill', rows);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    return response;
  };
  const issue = async (tripIds: string[], extra: object = {}, date?: string) => {
    const billId = String((await generate(tripIds, extra)).headers['x-bill-id']);
    if (date) await dateBill(ctx, billId, date);
    return billId;
  };
  return { ctx, accountant, actor, post, generate, issue };
}
