import { addDays, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/*
 * Konkan Builders, 30 credit days, ₹1,000 a ton: an invoice of n tons is ₹n,000. Each invoice dated d-(30 + p) falls
 * due on d-p, so it is p days past due today. One invoice on each side of every edge of the ageing table:
 *   0 days (due today): not due, 1 t;  1 day: 1-30, 2 t;  30 days: 1-30, 4 t;  31 days: 31-60, 8 t;
 *   60 days: 31-60, 16 t;  61 days: 61-90, 32 t;  90 days: 61-90, 64 t;  91 days: over 90, 128 t.
 */
let t: ReceiptTestApp;
const today = localDate();

beforeAll(async () => {
  t = await createReceiptTestApp();
  for (const [daysPastDue, tons] of [
    [0, 1],
    [1, 2],
    [30, 4],
    [31, 8],
    [60, 16],
    [61, 32],
    [90, 64],
    [91, 128],
  ] as const) {
    await t.invoiceFor(KONKAN, tons * 1000, { date: addDays(today, -(30 + daysPastDue)) });
  }
}, 120_000);
afterAll(() => t.ctx.close());

describe('receivables by days past due, at each edge of the ageing table', () => {
  it('puts each invoice in its own bucket, however many fall due near it', async () => {
    const response = await t.call('GET', '/receivables', t.office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([
      {
        customer: KONKAN,
        invoiced: 255_000,
        received: 0,
        balance: 255_000,
        buckets: { notDue: 1000, d1_30: 6000, d31_60: 24_000, d61_90: 96_000, over90: 128_000 },
      },
    ]);
  });
});
