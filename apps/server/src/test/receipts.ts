import { type Invoice, localDate } from '@freightdesk/domain';
import { type LrTestApp, createLrTestApp, gstinOf, lrBody } from './lorry-receipts.ts';

type Response = Awaited<ReturnType<LrTestApp['call']>>;

/**
 * Customers whose invoices the receipt tests settle, all Pune to Mumbai; an LR's freight is its tons times the rate.
 * Konkan Builders and Ratnagiri Cements pay GST under reverse charge (an invoice is its freight); Deccan Steel is in
 * Karnataka under forward charge at 12%, so its invoices add IGST at 12%.
 */
export const KONKAN = 'Konkan Builders';
export const RATNAGIRI = 'Ratnagiri Cements';
export const DECCAN = 'Deccan Steel';
const RATES = { [KONKAN]: 1000, [RATNAGIRI]: 1000, [DECCAN]: 1500 };

/** What the receipt tests start from: an LR test app with the customers above and a way to invoice them. */
export interface ReceiptTestApp extends LrTestApp {
  /**
   * An invoice of the customer for a delivered LR of each weight in kg, with its extra charges, dated `date` (today
   * unless given; the LRs delivered that day); returns the invoice number.
   */
  invoiceFor: (
    customer: string,
    kg: number | number[],
    options?: { date?: string; extraCharges?: { text: string; amount: number }[] },
  ) => Promise<string>;
  /** A delivered LR of the customer on a trip of `kg`, dated and delivered `date` (today unless given); its number. */
  deliveredLr: (customer: string, kg: number, date?: string) => Promise<string>;
  /** The invoice as GET /invoices/{no} answers it. */
  invoice: (invoiceNo: string) => Promise<Invoice>;
  /** A POST under /logistics/api with the accountant's session, and an Idempotency-Key when given. */
  post: (url: string, payload: object, key?: string) => Promise<Response>;
  /** What receipts have written so far: their rows, their allocations, the counter and the audit entries. */
  written: () => Promise<{ receipts: number; allocations: number; counter: number; audit: number }>;
}

export async function createReceiptTestApp(): Promise<ReceiptTestApp> {
  const t = await createLrTestApp();
  const route = { from: 'Pune', to: 'Mumbai' };
  await t.addRate(await t.addCustomer(KONKAN), route, RATES[KONKAN], '2026-04-01');
  await t.addRate(await t.addCustomer(RATNAGIRI), route, RATES[RATNAGIRI], '2026-04-01');
  const deccan = await t.addCustomer(DECCAN, {
    gstin: gstinOf('29', 'AAACD1234F'),
    state: 'Karnataka',
    reverse_charge: 0,
  });
  await t.addRate(deccan, route, RATES[DECCAN], '2026-04-01');
  await t.addCustomer('Mumbai Builders');
  const rate = await t.call('POST', '/invoice-gst-rates', t.admin, { rate: 12, validFrom: '2026-04-01' });
  if (rate.statusCode !== 201) throw new Error(`forward rate: ${rate.body}`);

  const count = async (table: 'customer_receipts' | 'receipt_allocations') =>
    Number(
      (
        await t.ctx.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  async function deliveredLr(customer: string, kg: number, date = localDate()) {
    const tripId = await t.addTrip({ weight_kg: kg, local_date: date });
    const made = await t.call('POST', '/lrs', t.office, lrBody(tripId, customer, 'Mumbai Builders'));
    if (made.statusCode !== 201) throw new Error(`LR: ${made.body}`);
    const { lrNo } = made.json<{ lrNo: string }>();
    await t.ctx.db
      .updateTable('lorry_receipts')
      .set({ status: 'Delivered', delivered_on: date })
      .where('lr_no', '=', lrNo)
      .execute();
    return lrNo;
  }

  return {
    ...t,
    deliveredLr,
    async invoiceFor(customer, kg, { date = localDate(), extraCharges = [] } = {}) {
      const lrNos: string[] = [];
      for (const weight of [kg].flat()) lrNos.push(await deliveredLr(customer, weight, date));
      const issued = await t.call('POST', '/invoices', t.office, { customer, lrNos, date, extraCharges });
      if (issued.statusCode !== 201) throw new Error(`invoice: ${issued.body}`);
      return issued.json<Invoice>().invoiceNo;
    },
    async invoice(invoiceNo) {
      return (await t.call('GET', `/invoices/${encodeURIComponent(invoiceNo)}`, t.office)).json<Invoice>();
    },
    post: (url, payload, key) =>
      t.ctx.app.inject({
        method: 'POST',
        url: `/logistics/api${url}`,
        headers: key === undefined ? { cookie: t.office } : { cookie: t.office, 'idempotency-key': key },
        payload,
      }),
    async written() {
      const counter = await t.ctx.db
        .selectFrom('counters')
        .select('value')
        .where('name', '=', 'receipt')
        .executeTakeFirstOrThrow();
      const audit = await t.ctx.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('entity', '=', 'customer_receipt')
        .executeTakeFirstOrThrow();
      return {
        receipts: await count('customer_receipts'),
        allocations: await count('receipt_allocations'),
        counter: counter.value,
        audit: Number(audit.n),
      };
    },
  };
}
