/**
 * The ledger, outstanding and TDS register calls as a client reads them, from an app built inside each test: their
 * map at /logistics/docs (the tag, the JSON answers and what each call returns) and their JSON answers. Mutation
 * testing counts the routes' set-up (schemas, descriptions, handlers) as run by the test that builds the app; the
 * other tests of this folder build theirs in beforeAll, before a mutant is switched on.
 * Sharma Roadlines (2% TDS), Pune-Mumbai at ₹1,250.50/t: a 10 t trip is freight 12,505.00, TDS 250.10, a bill of
 * round(12,254.90) = 12,255.00; ₹5,000.50 paid on it leaves 7,254.50.
 */
import { describe, expect, it } from 'vitest';
import { issueBill, pay } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

type Operation = { tags?: string[]; description?: string; responses?: Record<string, { content?: object }> };

async function withApp<T>(use: (ctx: TestContext, cookie: string) => Promise<T>): Promise<T> {
  const ctx = await createTestApp();
  try {
    const { cookie } = await ctx.signIn('accountant');
    return await use(ctx, cookie);
  } finally {
    await ctx.close();
  }
}

/** A bill of ₹12,255.00 dated 2026-11-02 and ₹5,000.50 paid on it by NEFT UTR5001 on 2026-11-03. */
async function billPaidInPart(ctx: TestContext, cookie: string): Promise<{ billId: string; paymentId: string }> {
  await addMasterData(ctx, cookie);
  const billId = await issueBill(ctx, cookie, { weights: ['10'], date: '2026-11-02' });
  const paymentId = await pay(ctx, cookie, { billId, amount: '5000.50', date: '2026-11-03', reference: 'UTR5001' });
  return { billId, paymentId };
}

const get = (ctx: TestContext, cookie: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });

describe('the vendor accounts calls in /logistics/docs', () => {
  it('each call under payments, with its JSON answers and what it returns', async () => {
    const paths = await withApp(async (ctx) => {
      const { cookie } = await ctx.signIn('admin');
      const response = await ctx.app.inject({ method: 'GET', url: '/logistics/docs/json', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    });
    const operation = (path: string) => paths[`/logistics/api${path}`]?.get;
    // DESIGN's API section: 400 bad input, 404 an unknown vendor; a file's 200 is not JSON.
    const calls: [path: string, statuses: string[]][] = [
      ['/vendor-ledger', ['200', '400', '404']],
      ['/vendor-ledger/pdf', ['400', '404']],
      ['/vendor-ledger/excel', ['400', '404']],
      ['/outstanding', ['200', '400']],
      ['/outstanding/excel', ['400']],
      ['/outstanding/pdf', ['400']],
      ['/tds-register', ['200', '400']],
      ['/tds-register/excel', ['400']],
      ['/tds-register/pdf', ['400']],
    ];
    const documented = calls.map(([path]) => {
      const answers = Object.entries(operation(path)?.responses ?? {}).filter(([, answer]) => answer.content);
      return [path, { tags: operation(path)?.tags, statuses: answers.map(([status]) => status).sort() }];
    });
    expect(documented).toEqual(calls.map(([path, statuses]) => [path, { tags: ['payments'], statuses }]));

    expect(operation('/vendor-ledger')?.description).toBe(
      "A vendor's ledger over a period, in rupees: a bill credits the amount it was issued with on its day, a " +
        'revision its difference on its own day (a debit when the bill shrank), a cancellation debits what was still ' +
        'owed; payments debit, reversals credit back. Payment lines carry mode and reference (null on bill lines) ' +
        "and cashAboveLimit when the day's cash to the vendor, less that day's reversals, is above ₹35,000.",
    );
    expect(operation('/outstanding')?.description).toBe(
      'Per vendor with bills, as of asOf (today when not given, never later): billed, paid and the balance of ' +
        'the bills dated up to that day as they stood then, aged by bill date to that day, largest balance first.',
    );
    expect(operation('/outstanding/pdf')?.description).toBe(
      'The list of GET /outstanding as a PDF on the letterhead, with the totals.',
    );
    expect(operation('/tds-register')?.description).toBe(
      'The bill entries dated in a quarter of the financial year, per vendor: each bill’s issue, each ' +
        'revision’s difference and each cancellation, with the trips’ freight and TDS as issued (kind, revision).',
    );
    expect(operation('/tds-register/pdf')?.description).toBe(
      'The register of GET /tds-register as a PDF on the letterhead: per vendor its PAN, lines and total.',
    );
  });
});

describe('the vendor accounts calls answered by an app built in the test', () => {
  it('GET /api/vendor-ledger: the bill credited, the payment debited with its mode and reference, and the balances', async () => {
    await withApp(async (ctx, cookie) => {
      const { billId, paymentId } = await billPaidInPart(ctx, cookie);
      const query = `vendor=${encodeURIComponent(MASTER.vendor)}&startDate=2026-11-01&endDate=2026-11-05`;
      const response = await get(ctx, cookie, `/vendor-ledger?${query}`);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual({
        opening: 0,
        entries: [
          {
            date: '2026-11-02',
            kind: 'bill',
            ref: billId,
            mode: null,
            reference: null,
            debit: 0,
            credit: 12255,
            balance: 12255,
            cashAboveLimit: false,
          },
          {
            date: '2026-11-03',
            kind: 'payment',
            ref: `${paymentId} (${billId})`,
            mode: 'NEFT',
            reference: 'UTR5001',
            debit: 5000.5,
            credit: 0,
            balance: 7254.5,
            cashAboveLimit: false,
          },
        ],
        totals: { debit: 5000.5, credit: 12255 },
        closing: 7254.5,
      });
    });
  });

  it('GET /api/outstanding as of 2026-11-05: ₹7,254.50 owed, 3 days old', async () => {
    await withApp(async (ctx, cookie) => {
      await billPaidInPart(ctx, cookie);
      const response = await get(ctx, cookie, '/outstanding?asOf=2026-11-05');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        {
          vendor: MASTER.vendor,
          billed: 12255,
          paid: 5000.5,
          balance: 7254.5,
          buckets: { d0_30: 7254.5, d31_60: 0, d61_90: 0, over90: 0 },
        },
      ]);
    });
  });

  it('GET /api/tds-register for Q3 of FY 2026-27: the bill with its freight of ₹12,505.00 and TDS of ₹250.10', async () => {
    await withApp(async (ctx, cookie) => {
      const { billId } = await billPaidInPart(ctx, cookie);
      const response = await get(ctx, cookie, '/tds-register?fy=2026-27&quarter=Q3');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toMatchObject({
        fy: '2026-27',
        quarter: 'Q3',
        startDate: '2026-10-01',
        endDate: '2026-12-31',
        rows: [
          {
            vendor: MASTER.vendor,
            bills: [
              {
                billId,
                date: '2026-11-02',
                kind: 'bill',
                revision: 0,
                trips: 1,
                tdsRate: 2,
                freight: 12505,
                tds: 250.1,
              },
            ],
            freight: 12505,
            tds: 250.1,
          },
        ],
        totals: { freight: 12505, tds: 250.1 },
      });
    });
  });

  it('Ledger-<vendor>-<from>-<to>.pdf: a slash in the vendor’s name is a hyphen in the file name', async () => {
    await withApp(async (ctx, cookie) => {
      const vendor = 'Shah/sons Transport';
      const added = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/add-vendor',
        headers: { cookie },
        payload: { companyName: vendor, companyOwner: 'Nirav Shah', tdsRate: 2 },
      });
      expect(added.statusCode, added.body).toBe(201);
      const query = `vendor=${encodeURIComponent(vendor)}&startDate=2026-11-01&endDate=2026-11-05`;
      const response = await get(ctx, cookie, `/vendor-ledger/pdf?${query}`);
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      expect(response.headers['content-disposition']).toContain(
        'filename="Ledger-Shah-sons Transport-2026-11-01-2026-11-05.pdf"',
      );
    });
  });
});
