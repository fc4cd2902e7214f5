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
    expect(text).toMatch(new RegExp(`${billId}\\s+02/11/2026\\s+₹12,255\\.00\\s+₹10,234\\.05`));
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
