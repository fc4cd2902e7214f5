import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KONKAN, type ReceiptTestApp, createReceiptTestApp } from '../test/receipts.ts';

let t: ReceiptTestApp;
beforeAll(async () => {
  t = await createReceiptTestApp();
}, 120_000);
afterAll(() => t.ctx.close());

/** What the tables hold against the invoice: receipts less reversals, in paise. */
async function receivedPaise(invoiceNo: string): Promise<number> {
  const rows = await t.ctx.db
    .selectFrom('receipt_allocations')
    .innerJoin('customer_receipts', 'customer_receipts.id', 'receipt_allocations.receipt_id')
    .select(['receipt_allocations.amount_paise', 'customer_receipts.reverses'])
    .where('receipt_allocations.invoice_no', '=', invoiceNo)
    .execute();
  return rows.reduce((sum, row) => sum + (row.reverses === null ? row.amount_paise : -row.amount_paise), 0);
}

const receive = (invoiceNo: string, reference: string) =>
  t.post('/receipts', {
    customer: KONKAN,
    amount: 6000,
    allocations: [{ invoiceNo, amount: 6000 }],
    date: localDate(),
    mode: 'IMPS',
    reference,
  });

// On PostgreSQL the two requests truly run side by side (a pool of connections); on SQLite one transaction runs at a
// time. Either way only one of two writes that together exceed the balance may pass. Each round repeats it: the
// requests must interleave to show the race.
describe('two writes on one invoice at the same moment (raced on PostgreSQL)', () => {
  it('two receipts of ₹6,000 on an invoice of ₹10,000: one recorded (201), the other refused (409)', async () => {
    for (let round = 0; round < 5; round += 1) {
      const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
      const answers = await Promise.all([receive(invoiceNo, `R${round}A`), receive(invoiceNo, `R${round}B`)]);
      expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
      expect(await receivedPaise(invoiceNo)).toBe(600_000);
      // ₹10,000 less the one ₹6,000: ₹4,000.
      expect(answers.find((answer) => answer.statusCode === 201)?.json()).toMatchObject({
        allocations: [{ invoiceStatus: 'Partly paid', invoiceBalance: 4000 }],
      });
    }
  });

  it('a receipt of ₹6,000 and a credit note of the whole ₹10,000: one passes, the other is refused', async () => {
    for (let round = 0; round < 5; round += 1) {
      const invoiceNo = await t.invoiceFor(KONKAN, 10_000);
      const credit = t.post(`/invoices/${encodeURIComponent(invoiceNo)}/credit-note`, { reason: 'Raised twice' });
      const answers = await Promise.all([receive(invoiceNo, `C${round}`), credit]);
      expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
      const invoice = await t.invoice(invoiceNo);
      // Either the receipt stands (₹6,000 received, nothing credited) or the credit note (₹10,000, nothing received).
      expect([invoice.credited, invoice.received]).toEqual(answers[0]?.statusCode === 201 ? [0, 6000] : [10_000, 0]);
    }
  });
});
