import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueBill, pay, reverse } from '../test/bills.ts';
import { BUSINESS_SETTINGS, MASTER, addMasterData } from '../test/master-data.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { pdfText } from '../test/pdf-text.ts';

let ctx: TestContext;
let accountant: string;
const today = localDate();
const [year, month, day] = today.split('-');
const printedToday = `${day}/${month}/${year}`;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  const { cookie: admin } = await ctx.signIn('admin');
  const saved = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/api/settings',
    headers: { cookie: admin },
    payload: BUSINESS_SETTINGS,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  await ctx.db
    .updateTable('vendors')
    .set({ address_line1: 'Plot 4, MIDC Bhosari', city: 'Pune', state: 'Maharashtra', pin_code: '411026' })
    .where('company_name', '=', MASTER.vendor)
    .execute();
});
afterAll(() => ctx.close());

const advice = (id: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api/payments/${id}/advice`, headers: { cookie } });

describe('GET /api/payments/{id}/advice', () => {
  it('prints the office, the vendor with its address, the bill, the amount in figures and words, mode, reference, day', async () => {
    // 10 t: ₹12,255.00 (payment.routes.test.ts).
    const billId = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02' });
    const id = await pay(ctx, accountant, {
      billId,
      amount: '10234.05',
      date: today,
      mode: 'RTGS',
      reference: 'UTRSBIN26310',
      note: 'First part',
    });
    const response = await advice(id.toLowerCase());
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="Payment-Advice-${id}.pdf"`);
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(BUSINESS_SETTINGS.companyName);
    expect(text).toContain(BUSINESS_SETTINGS.address);
    expect(text).toContain(`Payment advice`);
    expect(text).toContain(`No. ${id}`);
    expect(text).toContain(`Date: ${printedToday}`);
    expect(text).toMatch(/Paid to\s+Sharma Roadlines\s+Plot 4, MIDC Bhosari\s+Pune, Maharashtra - 411026/);
    // A part payment: ₹12,255.00 less ₹10,234.05 leaves ₹2,020.95 due.
    expect(text).toMatch(/Bill\s+Bill date\s+Bill amount\s+Paid\s+Balance due/);
    expect(text).toMatch(new RegExp(`${billId}\\s+02/11/2026\\s+₹12,255\\.00\\s+₹10,234\\.05\\s+₹2,020\\.95`));
    expect(text).toContain('Amount: ₹10,234.05');
    expect(text).toContain('Rupees Ten Thousand Two Hundred Thirty Four and Five Paise Only');
    expect(text).toMatch(/Mode: RTGS\s+Reference: UTRSBIN26310/);
    expect(text).toContain('Note: First part');
    // The same bytes each time: it is made from stored rows alone.
    expect((await advice(id)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('a reversal’s advice names the payment it reverses and the reason; a vendor without an address prints none', async () => {
    const billId = await issueBill(ctx, accountant, {
      weights: ['10'],
      date: '2026-11-03',
      fields: { Vendor: MASTER.otherVendor },
    });
    const paid = await pay(ctx, accountant, { billId, amount: '1500', date: today, mode: 'Cash', reference: '' });
    const paidText = await pdfText((await advice(paid)).rawPayload);
    expect(paidText).toMatch(/Paid to\s+Balaji Carriers\s+Bill\s+Bill date/);
    expect(paidText).toContain('Mode: Cash');
    expect(paidText).not.toContain('Reference:');
    const reversal = await reverse(ctx, accountant, paid, 'Paid to the wrong vendor');
    const text = await pdfText((await advice(reversal)).rawPayload);
    expect(text).toContain(`Reversal of payment ${paid}`);
    expect(text).toContain('Reason: Paid to the wrong vendor');
    expect(text).toContain('Rupees One Thousand Five Hundred Only');
    // 10 t for Balaji Carriers (1% TDS): 12,505.00 - 125.05 = ₹12,380.00, all due again once the ₹1,500.00 is back.
    expect(text).toMatch(/Bill\s+Bill date\s+Bill amount\s+Reversed\s+Balance due/);
    expect(text).toMatch(new RegExp(`${billId}\\s+03/11/2026\\s+₹12,380\\.00\\s+₹1,500\\.00\\s+₹12,380\\.00`));
  });

  it('a payment across bills lists each bill, its part and what is still due on it after this payment', async () => {
    // 10 t ₹12,255.00 and 4 t (5,002.00 - 100.04 = ₹4,902.00) for Sharma Roadlines.
    const older = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02' });
    const newer = await issueBill(ctx, accountant, { weights: ['4'], date: '2026-11-03' });
    const paid = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/payments',
      headers: { cookie: accountant },
      payload: {
        allocations: [
          { billId: older, amount: 12255 },
          { billId: newer, amount: 1000 },
        ],
        amount: 13255,
        date: '2026-11-05',
        mode: 'NEFT',
        reference: 'UTRADVICE2',
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const id = paid.json<{ id: string }>().id;
    const first = (await advice(id)).rawPayload;
    const text = await pdfText(first);
    // The older bill is settled; ₹4,902.00 less ₹1,000.00 leaves ₹3,902.00 on the newer one.
    expect(text).toMatch(new RegExp(`${older}\\s+02/11/2026\\s+₹12,255\\.00\\s+₹12,255\\.00\\s+₹0\\.00`));
    expect(text).toMatch(new RegExp(`${newer}\\s+03/11/2026\\s+₹4,902\\.00\\s+₹1,000\\.00\\s+₹3,902\\.00`));
    expect(text).toContain('Amount: ₹13,255.00');
    expect(text).toContain('Rupees Thirteen Thousand Two Hundred Fifty Five Only');
    // A later payment is not this advice's business: the same bytes after it.
    await pay(ctx, accountant, { billId: newer, amount: '500', date: '2026-11-06', reference: 'UTRADVICE3' });
    expect((await advice(id)).rawPayload.equals(first)).toBe(true);
  });

  it('a reversed payment’s advice says so, with the day and the reason', async () => {
    const billId = await issueBill(ctx, accountant, { weights: ['10'], date: '2026-11-02' });
    const paid = await pay(ctx, accountant, { billId, amount: '2000', date: '2026-11-05', reference: 'UTRADVICE4' });
    expect(await pdfText((await advice(paid)).rawPayload)).not.toContain('REVERSED');
    await reverse(ctx, accountant, paid, 'Sent to the wrong account');
    const text = await pdfText((await advice(paid)).rawPayload);
    expect(text).toContain(`REVERSED on ${printedToday}: Sent to the wrong account`);
    // The payment's own figures stay: ₹12,255.00 less ₹2,000.00 leaves ₹10,255.00 after it.
    expect(text).toMatch(new RegExp(`${billId}\\s+02/11/2026\\s+₹12,255\\.00\\s+₹2,000\\.00\\s+₹10,255\\.00`));
  });

  it('404 for an unknown payment; a manager 403, signed out 401', async () => {
    const unknown = await advice('P999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Payment not found.', code: 'NOT_FOUND' });
    const { cookie: manager } = await ctx.signIn('loadingManager');
    expect((await advice('P1', manager)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/logistics/api/payments/P1/advice' })).statusCode).toBe(401);
  });
});
