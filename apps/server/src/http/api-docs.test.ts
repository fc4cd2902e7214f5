/**
 * The API's map at /logistics/docs (issue 15) documents the trip, report, export, billing, transactions and Revise Bill
 * calls as the other clients read them: each call under its area's tag, with the answers it can give. The table is
 * written by hand from the routes' contract (DESIGN's API section: 400 bad input, 404 unknown, 409 conflict; the
 * reports' file upload adds 413, 415 and 429; issuing a bill adds 422 for a reused Idempotency-Key, and its 200 is the
 * PDF), not read from the code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let paths: Record<string, Record<string, { tags?: string[]; responses?: object; description?: string }>>;

beforeAll(async () => {
  ctx = await createTestApp();
  const { cookie } = await ctx.signIn('admin');
  const response = await ctx.app.inject({ method: 'GET', url: '/logistics/docs/json', headers: { cookie } });
  expect(response.statusCode).toBe(200);
  paths = response.json<{ paths: typeof paths }>().paths;
});
afterAll(() => ctx.close());

const UPLOAD = ['200', '400', '404', '409', '413', '415', '429'];
const ISSUING = ['400', '404', '409', '422'];

const CALLS: [method: string, path: string, tag: string, statuses: string[]][] = [
  ['post', '/logistics/reports', 'trips', ['201', '400', '404', '409']],
  ['post', '/logistics/api/trip', 'trips', ['200', '400', '404', '409']],
  ['get', '/logistics/api/trip/{id}', 'trips', ['200', '404']],
  ['get', '/logistics/api/trip/{id}/history', 'trips', ['200', '404']],
  ['get', '/logistics/api/reports', 'reports', ['200', '400']],
  ['get', '/logistics/api/today-list', 'reports', ['200']],
  ['post', '/logistics/api/reports/{id}', 'reports', UPLOAD],
  ['delete', '/logistics/api/reports/{id}', 'reports', UPLOAD],
  ['get', '/logistics/api/download/{id}/{fieldName}', 'reports', ['404']],
  ['get', '/logistics/api/reports/excel', 'exports', ['400']],
  ['get', '/logistics/api/today-list/excel', 'exports', ['200']],
  ['get', '/logistics/api/business/excel', 'exports', ['400']],
  ['get', '/logistics/api/transactions/excel', 'exports', ['400']],
  ['get', '/logistics/api/billing-settings', 'billing', ['200']],
  ['post', '/logistics/list-billing', 'billing', ['200', '400']],
  ['post', '/logistics/generate-pdf-bill', 'billing', ISSUING],
  ['post', '/logistics/list-all-transactions', 'transactions', ['200', '400']],
  ['get', '/logistics/generate-pdf-by-bill-id-transaction/{billId}', 'transactions', ['400', '404']],
  ['post', '/logistics/delete-transaction', 'transactions', ['200', '400', '404', '409']],
  ['post', '/logistics/list-to-revise-bill', 'revise bill', ['200', '400', '404', '409']],
  ['post', '/logistics/generate-pdf-revised-bill', 'revise bill', ISSUING],
  ['post', '/logistics/update-one-revise-bill', 'revise bill', ['201', '400', '404', '409']],
];

describe('GET /logistics/docs/json', () => {
  it.each(CALLS)('%s %s: tagged %s, answers %j', (method, path, tag, statuses) => {
    const operation = paths[path]?.[method];
    expect(operation, `${method} ${path} is documented`).toBeDefined();
    expect(operation?.tags).toEqual([tag]);
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(statuses);
  });

  it('explains the paging of the reports list and the form of a report upload', () => {
    expect(paths['/logistics/api/reports']?.get?.description).toMatch(/x-next-cursor.*x-total-count/s);
    expect(paths['/logistics/api/reports/{id}']?.post?.description).toBe(
      'Multipart: transactionStatus, weight, actualWeight, short, and optional PDFs DieselSlipImage, LoadingAdvice, ' +
        'InvoiceCompany, WeightmentSlip.',
    );
  });

  it('says that a bill is issued from the trip ids alone, and how a repeated Idempotency-Key is answered', () => {
    expect(paths['/logistics/generate-pdf-bill']?.post?.description).toMatch(
      /only trip ids.*amounts come from the database/s,
    );
    for (const path of ['/logistics/generate-pdf-bill', '/logistics/generate-pdf-revised-bill']) {
      const parameters = (paths[path]?.post as { parameters?: { in: string; name: string; description?: string }[] })
        .parameters;
      const key = parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key');
      expect(key?.description, path).toMatch(/same key and body answers the first PDF.*422 IDEMPOTENCY_KEY_REUSED/s);
    }
  });
});
