/**
 * The payments calls as a client reads them, from an app built inside each test: the calls' map at /logistics/docs
 * and their answers. Mutation testing counts the routes' set-up (their descriptions and handlers) as run by the test
 * that builds the app; the other payments tests build theirs in beforeAll, before a mutant is switched on.
 * Sharma Roadlines (2% TDS), Pune-Mumbai at ₹1,250.50/t: a 10 t trip is freight 12,505.00, TDS 250.10, a bill of
 * round(12,254.90) = 12,255.00.
 */
import { describe, expect, it } from 'vitest';
import { issueBill, pay } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { pdfText } from '../test/pdf-text.ts';
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

describe('the payments calls in /logistics/docs', () => {
  it('each call under payments with its JSON answers, and what it records, answers and refuses', async () => {
    const paths = await withApp(async (ctx) => {
      const { cookie } = await ctx.signIn('admin');
      const response = await ctx.app.inject({ method: 'GET', url: '/logistics/docs/json', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      return response.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    });
    const operation = (path: string, method: string) => paths[`/logistics/api${path}`]?.[method];
    const described = (path: string, method: string) => operation(path, method)?.description;
    // DESIGN's API section: 400 bad input, 404 unknown, 409 conflict, 422 a reused Idempotency-Key; a file's 200 is
    // not JSON.
    const calls: [method: string, path: string, statuses: string[]][] = [
      ['post', '/payments', ['201', '400', '404', '409', '422']],
      ['post', '/payments/{id}/reverse', ['200', '400', '404', '409', '422']],
      ['get', '/payments', ['200', '400']],
      ['get', '/payments/open-bills', ['200', '400']],
      ['get', '/payments/{id}/advice', ['404']],
    ];
    const documented = calls.map(([method, path]) => {
      const answers = Object.entries(operation(path, method)?.responses ?? {}).filter(([, answer]) => answer.content);
      return [
        method,
        path,
        { tags: operation(path, method)?.tags, statuses: answers.map(([status]) => status).sort() },
      ];
    });
    expect(documented).toEqual(
      calls.map(([method, path, statuses]) => [method, path, { tags: ['payments'], statuses }]),
    );
    expect(described('/payments', 'post')).toBe(
      'Records a payment against one bill (billId), or across bills of one vendor (allocations adding up to ' +
        "amount, answered with each bill's standing). 409 when a bill's part is more than its balance or the bill " +
        'is cancelled, and DUPLICATE_REFERENCE when the UTR or cheque number (without spaces, any case) is that of ' +
        'a payment to the vendor in the same mode that is not reversed; Cash is exempt.',
    );
    expect(described('/payments/{id}/reverse', 'post')).toBe(
      "Reverses the whole payment by a row of its own that gives back each bill's part, with the reason; a " +
        'payment is reversed at most once. billId and its standing are of the first bill; allocations has them all.',
    );
    expect(described('/payments', 'get')).toBe(
      'By billId, or by vendor with startDate and endDate (payment days); reversals are rows of their own. ' +
        'billId is the first bill paid; allocations lists what the row puts against each bill.',
    );
    expect(described('/payments/open-bills', 'get')).toBe(
      "The vendor's bills with a balance above ₹0 that are not cancelled, oldest first (rupees): what a payment " +
        'across bills may settle. None for an unknown vendor.',
    );
    expect(described('/payments/{id}/advice', 'get')).toBe(
      'The payment advice PDF (Payment-Advice-P7.pdf) to send to the vendor; also for a reversal.',
    );
  });
});

describe('the payments calls answered by an app built in the test', () => {
  it('GET /api/payments/open-bills: a bill of ₹12,255.00 with ₹5,000.50 paid is open for ₹7,254.50', async () => {
    await withApp(async (ctx, cookie) => {
      await addMasterData(ctx, cookie);
      const billId = await issueBill(ctx, cookie, { weights: ['10'], date: '2026-11-02' });
      await pay(ctx, cookie, { billId, amount: '5000.50', date: '2026-11-03' });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/logistics/api/payments/open-bills?vendor=${encodeURIComponent(MASTER.vendor)}`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).toEqual([
        { billId, date: '2026-11-02', amount: 12255, paid: 5000.5, balance: 7254.5, status: 'Partly paid' },
      ]);
    });
  });

  it('a reversal asked for as p7 and again as P7 with one Idempotency-Key is one reversal, answered twice', async () => {
    await withApp(async (ctx, cookie) => {
      await addMasterData(ctx, cookie);
      const billId = await issueBill(ctx, cookie, { weights: ['10'], date: '2026-11-02' });
      const paymentId = await pay(ctx, cookie, { billId, amount: '2000', date: '2026-11-03' });
      const reverse = (id: string) =>
        ctx.app.inject({
          method: 'POST',
          url: `/logistics/api/payments/${id}/reverse`,
          headers: { cookie, 'idempotency-key': 'reverse-once-7' },
          payload: { reason: 'Sent to the wrong account' },
        });
      const first = await reverse(paymentId.toLowerCase());
      expect(first.statusCode, first.body).toBe(200);
      const again = await reverse(paymentId.toUpperCase());
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toEqual(first.json());
      const reversals = await ctx.db.selectFrom('payments').select('id').where('reverses', '=', paymentId).execute();
      expect(reversals).toHaveLength(1);
    });
  });

  it('a cash payment’s advice prints its mode alone: no reference after it', async () => {
    await withApp(async (ctx, cookie) => {
      await addMasterData(ctx, cookie);
      const billId = await issueBill(ctx, cookie, { weights: ['10'], date: '2026-11-02' });
      const paymentId = await pay(ctx, cookie, {
        billId,
        amount: '1500',
        date: '2026-11-03',
        mode: 'Cash',
        reference: '',
      });
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/logistics/api/payments/${paymentId}/advice`,
        headers: { cookie },
      });
      expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
      const printed = (await pdfText(response.rawPayload)).split('\n').map((line) => line.trim());
      expect(printed.filter((line) => line.startsWith('Mode:'))).toEqual(['Mode: Cash']);
    });
  });
});
