import { type Invoice, type Receipt, addDays, invoiceFinancialYear, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECCAN, KONKAN, RATNAGIRI, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

/*
 * Issue 33: receipts from customers, by the calls. Figures by hand (rates in src/test/receipts.ts):
 *   Deccan Steel, 33 t x ₹1,500 = ₹49,500 + Loading ₹10.50 = taxable ₹49,510.50; IGST 12% = ₹5,941.26; total
 *   ₹55,451.76. It deducts TDS at 2% of the taxable value: ₹990.21, and pays 55,451.76 - 990.21 = ₹54,461.55.
 *   Konkan Builders and Ratnagiri Cements (reverse charge), ₹1,000 a ton: 10 t is an invoice of ₹10,000.00, 12 t of
 *   ₹12,000.00.
 */
let t: ReceiptTestApp;
const today = localDate();
const fy = invoiceFinancialYear(today);

beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

/** A receipt by NEFT today from Konkan Builders; `fields` change it. */
const receiptBody = (fields: object) => ({
  customer: KONKAN,
  date: today,
  mode: 'NEFT',
  reference: `UTR${Math.random().toString().slice(2, 12)}`,
  ...fields,
});

const receive = (fields: object) => t.post('/receipts', receiptBody(fields));
const reverse = (id: string, reason = 'Cheque bounced') => t.post(`/receipts/${id}/reverse`, { reason });
const settled = (invoice: Invoice) => ({
  received: invoice.received,
  balance: invoice.balance,
  status: invoice.status,
});

describe('POST /receipts', () => {
  it('settles an invoice of ₹55,451.76 paid ₹54,461.55 net of 2% TDS ₹990.21: Paid, nothing left', async () => {
    const invoiceNo = await t.invoiceFor(DECCAN, 33_000, { extraCharges: [{ text: 'Loading', amount: 10.5 }] });
    expect((await t.invoice(invoiceNo)).total).toBe(55_451.76);
    const response = await receive({
      customer: 'deccan steel',
      amount: '54,461.55',
      tdsDeducted: 990.21,
      allocations: [{ invoiceNo, amount: 55_451.76 }],
      reference: 'UTR 4026 1127 0001',
      note: 'November freight',
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id } = response.json<{ id: string }>();
    expect(id).toMatch(/^R\d+$/);
    expect(response.json()).toEqual({
      id,
      allocations: [{ invoiceNo, amount: 55_451.76, invoiceStatus: 'Paid', invoiceBalance: 0 }],
    });
    // The invoice counts the TDS as received: it settles the invoice as the money does.
    expect(settled(await t.invoice(invoiceNo))).toEqual({ received: 55_451.76, balance: 0, status: 'Paid' });

    const stored = await t.ctx.db.selectFrom('customer_receipts').selectAll().where('id', '=', id).executeTakeFirst();
    expect(stored).toMatchObject({
      receipt_date: today,
      amount_paise: 5_446_155,
      tds_paise: 99_021,
      mode: 'NEFT',
      reference: 'UTR 4026 1127 0001',
      reference_key: 'UTR402611270001',
      note: 'November freight',
      reverses: null,
      reason: '',
    });
    const parts = await t.ctx.db.selectFrom('receipt_allocations').selectAll().where('receipt_id', '=', id).execute();
    expect(parts).toEqual([{ receipt_id: id, invoice_no: invoiceNo, amount_paise: 5_545_176 }]);
  });

  it('a part receipt leaves the invoice Partly paid with the rest to receive', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    // ₹3,960 received and ₹40 of TDS settle ₹4,000 of ₹10,000: ₹6,000 left.
    const response = await receive({ amount: 3960, tdsDeducted: 40, allocations: [{ invoiceNo, amount: 4000 }] });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ allocations: unknown[] }>().allocations).toEqual([
      { invoiceNo, amount: 4000, invoiceStatus: 'Partly paid', invoiceBalance: 6000 },
    ]);
    expect(settled(await t.invoice(invoiceNo))).toEqual({ received: 4000, balance: 6000, status: 'Partly paid' });
  });

  it('settles two invoices at once, answered by invoice number whatever the order sent', async () => {
    const first = await t.invoiceFor(KONKAN, 10_000);
    const second = await t.invoiceFor(KONKAN, 12_000);
    // ₹14,850 and ₹150 of TDS settle ₹15,000: all ₹10,000 of the first, ₹5,000 of the ₹12,000 second (₹7,000 left).
    const response = await receive({
      amount: 14_850,
      tdsDeducted: 150,
      allocations: [
        { invoiceNo: second, amount: 5000 },
        { invoiceNo: first.toLowerCase(), amount: 10_000 },
      ],
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json<{ allocations: unknown[] }>().allocations).toEqual([
      { invoiceNo: first, amount: 10_000, invoiceStatus: 'Paid', invoiceBalance: 0 },
      { invoiceNo: second, amount: 5000, invoiceStatus: 'Partly paid', invoiceBalance: 7000 },
    ]);
    expect(settled(await t.invoice(first))).toEqual({ received: 10_000, balance: 0, status: 'Paid' });
    expect(settled(await t.invoice(second))).toEqual({ received: 5000, balance: 7000, status: 'Partly paid' });
  });
});

describe('refusals write nothing', () => {
  /** Sends the receipt, expects the refusal, and checks that no row, number or audit entry was written. */
  async function refused(fields: object, status: number, answer: object) {
    const before = await t.written();
    const response = await receive(fields);
    expect(response.statusCode, response.body).toBe(status);
    expect(response.json()).toMatchObject(answer);
    expect(await t.written()).toEqual(before);
  }

  it('an unknown customer: 400 on the customer', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    await refused({ customer: 'Nobody', amount: 100, allocations: [{ invoiceNo, amount: 100 }] }, 400, {
      message: 'Customer not found.',
      field: 'customer',
    });
  });

  it('an unknown invoice: 404 naming it', async () => {
    const known = await t.invoiceFor(KONKAN, 10_000);
    const unknown = `INV/${fy}/9999`;
    const allocations = [
      { invoiceNo: known, amount: 100 },
      { invoiceNo: unknown, amount: 100 },
    ];
    await refused({ amount: 200, allocations }, 404, { message: `Invoice ${unknown} not found.` });
  });

  it('an invoice of another customer: 409 naming both', async () => {
    const theirs = await t.invoiceFor(RATNAGIRI, 10_000);
    await refused({ amount: 100, allocations: [{ invoiceNo: theirs, amount: 100 }] }, 409, {
      message: `Invoice ${theirs} is of Ratnagiri Cements, not of Konkan Builders.`,
    });
  });

  it('a cancelled invoice: 409', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const credit = await t.post(`/invoices/${encodeURIComponent(invoiceNo)}/credit-note`, { reason: 'Raised twice' });
    expect(credit.statusCode, credit.body).toBe(201);
    await refused({ amount: 100, allocations: [{ invoiceNo, amount: 100 }] }, 409, {
      message: `Invoice ${invoiceNo} is cancelled; it cannot be settled.`,
    });
  });

  it('more than the balance: 409 naming the invoice and its balance', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    expect((await receive({ amount: 4000, allocations: [{ invoiceNo, amount: 4000 }] })).statusCode).toBe(201);
    // ₹10,000 less ₹4,000 received leaves ₹6,000; a paisa more is refused.
    await refused({ amount: 6000.01, allocations: [{ invoiceNo, amount: 6000.01 }] }, 409, {
      message: `The amount for invoice ${invoiceNo} is more than its balance of ₹6,000.00.`,
    });
  });

  it('a day before the invoice, or in the future: 400 on the date', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    const allocations = [{ invoiceNo, amount: 100 }];
    await refused({ amount: 100, allocations, date: addDays(today, -1) }, 400, {
      message: `A receipt cannot be dated before invoice ${invoiceNo} (${today}).`,
      field: 'date',
    });
    await refused({ amount: 100, allocations, date: addDays(today, 1) }, 400, {
      message: 'A receipt cannot be dated in the future.',
      field: 'date',
    });
  });

  it('a day in closed books: 409 PERIOD_CLOSED', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000, { date: addDays(today, -3) });
    const closeThrough = (through: string | null) =>
      t.ctx.app.inject({
        method: 'PUT',
        url: '/logistics/api/settings/books-closed',
        headers: { cookie: t.admin },
        payload: { through },
      });
    expect((await closeThrough(addDays(today, -1))).statusCode).toBe(200);
    try {
      await refused({ amount: 100, allocations: [{ invoiceNo, amount: 100 }], date: addDays(today, -2) }, 409, {
        code: 'PERIOD_CLOSED',
      });
    } finally {
      expect((await closeThrough(null)).statusCode).toBe(200);
    }
  });

  it('allocations that do not add up to the amount and the TDS: 400 from the form', async () => {
    const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
    await refused({ amount: 990, tdsDeducted: 10, allocations: [{ invoiceNo, amount: 990 }] }, 400, {
      field: 'allocations',
      message:
        'The amounts for the invoices add up to ₹990.00; they must add up to the amount received and the TDS deducted, ₹1,000.00.',
    });
  });
});

describe('POST /receipts/{id}/reverse', () => {
  it('gives each invoice its part back by a row of its own, once', async () => {
    const first = await t.invoiceFor(KONKAN, 10_000);
    const second = await t.invoiceFor(KONKAN, 12_000);
    // ₹3,000 and ₹2,000 of ₹5,000 (₹4,950 + ₹50 TDS).
    const made = await receive({
      amount: 4950,
      tdsDeducted: 50,
      allocations: [
        { invoiceNo: first, amount: 3000 },
        { invoiceNo: second, amount: 2000 },
      ],
    });
    expect(made.statusCode, made.body).toBe(201);
    const { id } = made.json<{ id: string }>();
    expect(settled(await t.invoice(first))).toEqual({ received: 3000, balance: 7000, status: 'Partly paid' });

    const response = await reverse(id.toLowerCase());
    expect(response.statusCode, response.body).toBe(200);
    const reversal = response.json<{ id: string }>().id;
    expect(reversal).toMatch(/^R\d+$/);
    expect(response.json()).toEqual({
      id: reversal,
      reverses: id,
      allocations: [
        { invoiceNo: first, amount: 3000, invoiceStatus: 'Unpaid', invoiceBalance: 10_000 },
        { invoiceNo: second, amount: 2000, invoiceStatus: 'Unpaid', invoiceBalance: 12_000 },
      ],
    });
    expect(settled(await t.invoice(first))).toEqual({ received: 0, balance: 10_000, status: 'Unpaid' });
    expect(settled(await t.invoice(second))).toEqual({ received: 0, balance: 12_000, status: 'Unpaid' });
    const row = await t.ctx.db
      .selectFrom('customer_receipts')
      .selectAll()
      .where('id', '=', reversal)
      .executeTakeFirst();
    expect(row).toMatchObject({ reverses: id, reason: 'Cheque bounced', amount_paise: 495_000, tds_paise: 5000 });

    const before = await t.written();
    const twice = await reverse(id);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'This receipt has already been reversed.' });
    const ofReversal = await reverse(reversal);
    expect(ofReversal.statusCode).toBe(409);
    expect(ofReversal.json()).toMatchObject({
      message: 'A reversal cannot be reversed; record a new receipt instead.',
    });
    const unknown = await reverse('R999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Receipt not found.' });
    const noReason = await reverse(id, 'no');
    expect(noReason.statusCode).toBe(400);
    expect(await t.written()).toEqual(before);
  });
});

describe('credit notes after receipts', () => {
  it('credit no more than is left to receive: the receipts with their TDS count', async () => {
    // Two LRs, 10 t and 12 t: ₹22,000. ₹9,900 + ₹100 TDS received leaves ₹12,000.
    const invoiceNo = await t.invoiceFor(KONKAN, [10_000, 12_000]);
    const path = `/invoices/${encodeURIComponent(invoiceNo)}/credit-note`;
    const paid = await receive({ amount: 9900, tdsDeducted: 100, allocations: [{ invoiceNo, amount: 10_000 }] });
    expect(paid.statusCode).toBe(201);
    const whole = await t.post(path, { reason: 'Rate disputed' });
    expect(whole.statusCode).toBe(409);
    expect(whole.json()).toMatchObject({
      message:
        'This credit note of ₹22,000.00 is more than the invoice balance of ₹12,000.00: reverse a receipt first.',
    });
    // The 12 t line is ₹12,000, all that is left: credited, the invoice is settled.
    const line = (await t.invoice(invoiceNo)).lines[1]?.lrNo;
    const credit = await t.post(path, { reason: 'Short delivery', lines: [line] });
    expect(credit.statusCode, credit.body).toBe(201);
    expect(await t.invoice(invoiceNo)).toMatchObject({
      credited: 12_000,
      received: 10_000,
      balance: 0,
      status: 'Paid',
    });
    const more = await receive({ amount: 1, allocations: [{ invoiceNo, amount: 1 }] });
    expect(more.statusCode).toBe(409);
    expect(more.json()).toMatchObject({
      message: `The amount for invoice ${invoiceNo} is more than its balance of ₹0.00.`,
    });
  });
});

describe('GET /receipts', () => {
  it("lists a customer's receipts and reversals over a range of days, newest first", async () => {
    const fiveDaysAgo = addDays(today, -5);
    const invoiceNo = await t.invoiceFor(RATNAGIRI, 10_000, { date: fiveDaysAgo });
    const byNeft = await receive({
      customer: RATNAGIRI,
      date: addDays(today, -3),
      amount: 9900,
      tdsDeducted: 100,
      allocations: [{ invoiceNo, amount: 10_000 }],
      reference: 'UTR7001',
    });
    const reversed = await reverse(byNeft.json<{ id: string }>().id, 'Sent by mistake');
    const inCash = await receive({
      customer: RATNAGIRI,
      date: addDays(today, -1),
      mode: 'Cash',
      reference: '',
      amount: 5000,
      allocations: [{ invoiceNo, amount: 5000 }],
      note: 'At the office',
    });
    const [neftId, reversalId, cashId] = [byNeft, reversed, inCash].map((made) => made.json<{ id: string }>().id);
    const list = async (query: string) => {
      const response = await t.call('GET', `/receipts?${query}`, t.office);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Receipt[]>();
    };

    const all = await list(
      `customer=${encodeURIComponent(RATNAGIRI.toLowerCase())}&startDate=${fiveDaysAgo}&endDate=${today}`,
    );
    const createdBy = all[0]?.createdBy ?? '';
    expect(createdBy).not.toBe('');
    const common = { customer: RATNAGIRI, createdBy };
    const cash = {
      ...common,
      id: cashId,
      amount: 5000,
      tdsDeducted: 0,
      date: addDays(today, -1),
      mode: 'Cash',
      reference: '',
      note: 'At the office',
      reverses: null,
      reversedBy: null,
      reason: '',
      allocations: [{ invoiceNo, amount: 5000 }],
    };
    const neft = {
      ...common,
      id: neftId,
      amount: 9900,
      tdsDeducted: 100,
      date: addDays(today, -3),
      mode: 'NEFT',
      reference: 'UTR7001',
      note: '',
      reverses: null,
      reversedBy: reversalId,
      reason: '',
      allocations: [{ invoiceNo, amount: 10_000 }],
    };
    const reversal = {
      ...neft,
      id: reversalId,
      date: today,
      reverses: neftId,
      reversedBy: null,
      reason: 'Sent by mistake',
    };
    expect(all).toEqual([reversal, cash, neft]);
    expect(
      await list(
        `customer=${encodeURIComponent(RATNAGIRI)}&startDate=${addDays(today, -3)}&endDate=${addDays(today, -1)}`,
      ),
    ).toEqual([cash, neft]);
    expect(await list(`customer=Nobody&startDate=${fiveDaysAgo}&endDate=${today}`)).toEqual([]);
  });

  it('needs the customer and both days, the end not before the start', async () => {
    const missing = await t.call(
      'GET',
      `/receipts?customer=${encodeURIComponent(KONKAN)}&startDate=${today}`,
      t.office,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Please select both start and end dates.', field: 'endDate' });
    const backwards = await t.call(
      'GET',
      `/receipts?customer=${encodeURIComponent(KONKAN)}&startDate=${today}&endDate=${addDays(today, -1)}`,
      t.office,
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({
      message: 'End date should be greater than or equal to the start date.',
    });
    const noCustomer = await t.call('GET', `/receipts?startDate=${today}&endDate=${today}`, t.office);
    expect(noCustomer.statusCode).toBe(400);
    expect(noCustomer.json()).toMatchObject({ message: 'Choose a customer.', field: 'customer' });
  });
});
