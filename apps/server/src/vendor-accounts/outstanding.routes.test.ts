import { type Outstanding, formatDisplayDate, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill, pay, reverse } from '../test/bills.ts';
import { MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
/** A day `days` away from today, YYYY-MM-DD. */
const dayFrom = (days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/*
 * Bills of 10 t on Pune-Mumbai at ₹1,250.50/t, freight 12,505.00:
 * Sharma Roadlines (2% TDS: 250.10), each round(12,254.90) = 12,255.00:
 *   today          0-30   paid 2,255.00                 balance 10,000.00
 *   30 days ago    0-30   unpaid                        balance 12,255.00
 *   31 days ago    31-60  paid in full                  balance 0
 *   60 days ago    31-60  unpaid                        balance 12,255.00
 *   61 days ago    61-90  5,000.50 paid, then reversed  balance 12,255.00
 *   91 days ago    over 90 paid 255.75                  balance 11,999.25
 *   billed 6 x 12,255.00 = 73,530.00; paid 2,255.00 + 12,255.00 + 255.75 = 14,765.75; balance 58,764.25
 *   buckets 22,255.00 / 12,255.00 / 12,255.00 / 11,999.25 (adding up to 58,764.25)
 * Balaji Carriers (1% TDS: 125.05), round(12,379.95) = 12,380.00, 90 days ago (61-90), unpaid.
 */
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  const sharma = async (days: number) => issueBill(ctx, accountant, { weights: ['10'], date: dayFrom(days) });
  await pay(ctx, accountant, { billId: await sharma(0), amount: '2255', date: today });
  await sharma(-30);
  await pay(ctx, accountant, { billId: await sharma(-31), amount: '12255', date: today });
  await sharma(-60);
  const reversed = await pay(ctx, accountant, { billId: await sharma(-61), amount: '5000.50', date: today });
  await reverse(ctx, accountant, reversed, 'Bounced');
  await pay(ctx, accountant, { billId: await sharma(-91), amount: '255.75', date: today });
  await issueBill(ctx, accountant, { weights: ['10'], date: dayFrom(-90), fields: { Vendor: MASTER.otherVendor } });
});
afterAll(() => ctx.close());

const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });

describe('GET /api/outstanding', () => {
  it('per vendor, largest balance first: billed, paid, balance and its ageing by bill date', async () => {
    const response = await get('/outstanding');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Outstanding>()).toEqual([
      {
        vendor: MASTER.vendor,
        billed: 73530,
        paid: 14765.75,
        balance: 58764.25,
        buckets: { d0_30: 22255, d31_60: 12255, d61_90: 12255, over90: 11999.25 },
      },
      {
        vendor: MASTER.otherVendor,
        billed: 12380,
        paid: 0,
        balance: 12380,
        buckets: { d0_30: 0, d31_60: 0, d61_90: 12380, over90: 0 },
      },
    ]);
  });

  it('Outstanding.xlsx: the same rows and a totals row', async () => {
    const response = await get('/outstanding/excel');
    expect(response.headers['content-disposition']).toBe('attachment; filename="Outstanding.xlsx"');
    const sheet = await downloadSheet(ctx, accountant, '/api/outstanding/excel');
    expect(sheet.rowCount).toBe(4);
    expect(headedRow(sheet, 2)).toEqual([
      ['Vendor', MASTER.vendor],
      ['Billed', 73530],
      ['Paid', 14765.75],
      ['Balance', 58764.25],
      ['0-30 days', 22255],
      ['31-60 days', 12255],
      ['61-90 days', 12255],
      ['Over 90 days', 11999.25],
    ]);
    expect(headedRow(sheet, 3).map(([, value]) => value)).toEqual([
      MASTER.otherVendor,
      12380,
      0,
      12380,
      0,
      0,
      12380,
      0,
    ]);
    // 73,530.00 + 12,380.00 = 85,910.00; 58,764.25 + 12,380.00 = 71,144.25; 12,255.00 + 12,380.00 = 24,635.00
    expect(headedRow(sheet, 4).map(([, value]) => value)).toEqual([
      'Total',
      85910,
      14765.75,
      71144.25,
      22255,
      12255,
      24635,
      11999.25,
    ]);
  });

  it('Outstanding-as-of-<day>.pdf: the office, the day, the rows as the screen lists them and their totals', async () => {
    const response = await get(`/outstanding/pdf?asOf=${today}`);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Outstanding-as-of-${today}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain('Outstanding');
    expect(text).toContain(`As of ${formatDisplayDate(today)}`);
    expect(text).toMatch(/Vendor\s+Billed\s+Paid\s+Balance\s+0-30 days\s+31-60 days\s+61-90 days\s+Over 90 days/);
    expect(text).toMatch(
      /Sharma Roadlines\s+73,530\.00\s+14,765\.75\s+58,764\.25\s+22,255\.00\s+12,255\.00\s+12,255\.00\s+11,999\.25/,
    );
    expect(text).toMatch(/Balaji Carriers\s+12,380\.00\s+0\.00\s+12,380\.00\s+0\.00\s+0\.00\s+12,380\.00\s+0\.00/);
    // Largest balance first, as on the screen.
    expect(text.indexOf(MASTER.vendor)).toBeLessThan(text.indexOf(MASTER.otherVendor));
    // 73,530.00 + 12,380.00 = 85,910.00; 58,764.25 + 12,380.00 = 71,144.25; 12,255.00 + 12,380.00 = 24,635.00
    expect(text).toMatch(
      /Total\s+85,910\.00\s+14,765\.75\s+71,144\.25\s+22,255\.00\s+12,255\.00\s+24,635\.00\s+11,999\.25/,
    );
  });

  it('Outstanding.pdf without a day is as of today; a day in the future is refused as for the list', async () => {
    const response = await get('/outstanding/pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Outstanding.pdf"');
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`As of ${formatDisplayDate(today)}`);
    expect(text).toMatch(/Total\s+85,910\.00\s+14,765\.75\s+71,144\.25/);
    const future = await get(`/outstanding/pdf?asOf=${dayFrom(1)}`);
    expect(future.statusCode).toBe(400);
    expect(future.json()).toMatchObject({
      message: 'Outstanding cannot be taken as of a day in the future.',
      field: 'asOf',
    });
  });

  it('a manager gets 403, signed out 401', async () => {
    const { cookie: manager } = await ctx.signIn('loadingManager');
    for (const path of ['/outstanding', '/outstanding/excel', '/outstanding/pdf']) {
      expect((await get(path, manager)).statusCode).toBe(403);
      expect((await ctx.app.inject({ method: 'GET', url: `/logistics/api${path}` })).statusCode).toBe(401);
    }
  });
});
