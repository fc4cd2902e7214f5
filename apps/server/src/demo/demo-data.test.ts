import {
  AGEING_BUCKETS,
  type Customer,
  type EwayAlert,
  type Invoice,
  type LorryReceipt,
  type MarginRow,
  NO_LR_KEY,
  type Outstanding,
  type TdsCheckRow,
  type TripRecord,
  daysBefore,
  localDate,
  registeredState,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './demo-data.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('demo data', () => {
  // Four months of an office, written a trip and a bill at a time as the services do: longer than a test's default.
  it('fills 120 days of trips in every status, bills, expiring documents and logins for every profile; only once', async () => {
    expect(await seedDemoData(ctx.db)).toBe(true);
    const trips = await ctx.db.selectFrom('trips').select(['local_date', 'status', 'freight_paise']).execute();
    const days = new Set(trips.map((t) => t.local_date));
    expect(days.size).toBeGreaterThanOrEqual(119);
    expect(new Set(trips.map((t) => t.status))).toEqual(new Set(['Open', 'Acknowledged', 'Billed']));
    expect((await ctx.db.selectFrom('bills').select('id').execute()).length).toBeGreaterThanOrEqual(6);
    expect(trips.every((t) => t.local_date <= localDate())).toBe(true);

    for (const user of DEMO_USERS) {
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/logistics/login',
        payload: { username: user.username, password: DEMO_PASSWORD },
      });
      expect(login.json()).toMatchObject({ profile: user.profile });
    }
    const { cookie } = await ctx.signIn('admin');
    const bell = await ctx.app.inject({ method: 'GET', url: '/logistics/notify-trucks', headers: { cookie } });
    expect(bell.json<unknown[]>().length).toBeGreaterThanOrEqual(3);

    // Issue 17: bills paid, partly paid and unpaid in every ageing bucket, and a reversal.
    const outstanding = await ctx.app.inject({ method: 'GET', url: '/logistics/api/outstanding', headers: { cookie } });
    for (const bucket of AGEING_BUCKETS) {
      expect(
        outstanding.json<Outstanding>().some((row) => row.buckets[bucket] > 0),
        bucket,
      ).toBe(true);
    }
    const transactions = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/list-all-transactions',
      headers: { cookie },
      payload: { startDate: daysBefore(localDate(), 130), endDate: localDate() },
    });
    const statuses = new Set(transactions.json<{ status: string }[]>().map((row) => row.status));
    for (const status of ['Paid', 'Partly paid', 'Unpaid']) expect(statuses).toContain(status);
    const reversals = await ctx.db.selectFrom('payments').select('id').where('reverses', 'is not', null).execute();
    expect(reversals.length).toBeGreaterThanOrEqual(1);

    // Issue 28: each bill's ledger line is dated the bill's day, so no vendor's ledger shows a payment before its bill.
    const undated = await ctx.db
      .selectFrom('bill_entries')
      .innerJoin('bills', 'bills.id', 'bill_entries.bill_id')
      .select(['bills.id', 'bills.local_date', 'bill_entries.local_date as entry_date'])
      .where('bill_entries.kind', '=', 'bill')
      .whereRef('bill_entries.local_date', '!=', 'bills.local_date')
      .execute();
    expect(undated).toEqual([]);

    // Issue 31: a vendor without a PAN and a firm typed at 1% are marked; a declaration and a certificate apply today.
    const check = await ctx.app.inject({ method: 'GET', url: '/logistics/api/tds-check', headers: { cookie } });
    const rows = check.json<TdsCheckRow[]>();
    const row = (vendor: string) => rows.find((each) => each.vendor === vendor);
    expect(row('Tungabhadra Movers')).toMatchObject({ rate: 1, expectedRate: 20, basis: 'noPan' });
    expect(row('Sri Balaji Transport')).toMatchObject({ deducteeType: 'firm', rate: 1, expectedRate: 2 });
    expect(row('Kaveri Carriers')).toMatchObject({ expectedRate: 0, basis: 'transporterDeclaration' });
    expect(row('Konkan Freight Lines')).toMatchObject({ expectedRate: 0.5, basis: 'lowerDeductionCertificate' });

    expect(await seedDemoData(ctx.db)).toBe(false);
    expect((await ctx.db.selectFrom('trips').select('id').execute()).length).toBe(trips.length);
  }, 90_000);

  it('issue 32: customers with valid GSTINs, their rates, and an LR in every status on most trips', async () => {
    const { cookie } = await ctx.signIn('admin');
    const get = async <T>(url: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } })).json<T>();

    const customers = await get<Customer[]>('/customers');
    expect(customers.length).toBeGreaterThanOrEqual(5);
    // The office is in Maharashtra: customers elsewhere are billed IGST (issue 33).
    expect(customers.some((customer) => customer.state !== 'Maharashtra')).toBe(true);
    for (const customer of customers.filter((c) => c.gstin !== '')) {
      expect(registeredState(customer.gstin), customer.name).toBe(customer.state);
    }

    // Pune to Mumbai: Ultratech's rate rises on the 1st of this month.
    const firstOfMonth = `${localDate().slice(0, 8)}01`;
    const rates = await get<{ from: string; to: string; rate: number; validFrom: string }[]>(
      '/customer-rates?customer=Ultratech%20Cement%20Ltd',
    );
    const puneMumbai = rates.filter((rate) => rate.from === 'Pune' && rate.to === 'Mumbai');
    expect(puneMumbai.map((rate) => [rate.rate, rate.validFrom])).toEqual([
      [1520, firstOfMonth],
      [1450, daysBefore(localDate(), 130)],
    ]);
    const lrs = await get<LorryReceipt[]>('/lrs');
    for (const lr of lrs.filter(
      (each) => each.from === 'Pune' && each.to === 'Mumbai' && each.freightTerms !== 'ToPay',
    )) {
      if (lr.status !== 'Cancelled') expect(lr.rate, lr.lrNo).toBe(lr.tripDate >= firstOfMonth ? 1520 : 1450);
    }

    expect(new Set(lrs.map((lr) => lr.status))).toEqual(
      new Set(['Booked', 'In transit', 'Delivered', 'Invoiced', 'Cancelled']),
    );
    const trips = await ctx.db.selectFrom('trips').select(['id', 'status']).execute();
    const standing = lrs.filter((lr) => lr.status !== 'Cancelled');
    expect(standing.length / trips.length).toBeGreaterThan(0.75);
    // Every acknowledged or billed trip's LR is Delivered (or since invoiced, issue 33), with who received it.
    const delivered = new Set(trips.filter((trip) => trip.status !== 'Open').map((trip) => trip.id));
    for (const lr of standing.filter((each) => delivered.has(each.tripId))) {
      expect(['Delivered', 'Invoiced'], lr.lrNo).toContain(lr.status);
      expect(lr.receivedBy, lr.lrNo).not.toBe('');
    }

    // The bell: one e-way bill of an open trip expiring within 6 hours, one expired.
    const alerts = await get<EwayAlert[]>('/eway-alerts');
    expect(alerts.map((alert) => alert.expired).sort()).toEqual([false, true]);

    const today = await get<TripRecord[]>('/today-list');
    expect(today.some((trip) => trip.lrNo !== '' && trip.consignor !== '')).toBe(true);
  }, 30_000);

  it('issue 33: past months invoiced per customer and paid in every way, this month left to invoice, GST by the customer’s charge', async () => {
    const { cookie } = await ctx.signIn('admin');
    const get = async <T>(url: string) =>
      (await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } })).json<T>();
    const rows = await ctx.db.selectFrom('customer_invoices').select('invoice_no').orderBy('seq').execute();
    expect(rows.length).toBeGreaterThanOrEqual(5);
    const invoices = await Promise.all(
      rows.map((row) => get<Invoice>(`/invoices/${encodeURIComponent(row.invoice_no)}`)),
    );
    const thisMonth = localDate().slice(0, 7);
    for (const invoice of invoices) {
      expect(invoice.date.slice(0, 7), invoice.invoiceNo).not.toBe(thisMonth);
      // Each invoice adds up from its printed lines: freight and extra charges, then its taxes.
      const lines = invoice.lines.reduce((sum, line) => sum + Math.round(line.freight * 100), 0);
      const extras = invoice.extraCharges.reduce((sum, extra) => sum + Math.round(extra.amount * 100), 0);
      const taxes = [invoice.gst.cgst, invoice.gst.sgst, invoice.gst.igst].map((tax) => Math.round(tax * 100));
      expect(Math.round(invoice.taxable * 100), invoice.invoiceNo).toBe(lines + extras);
      expect(Math.round(invoice.total * 100), invoice.invoiceNo).toBe(
        lines + extras + taxes[0]! + taxes[1]! + taxes[2]!,
      );
    }
    // Shree Ganesh Hardware pays GST under forward charge (12%, within Maharashtra); the rest under reverse charge.
    const forward = invoices.filter((invoice) => invoice.gst.mode === 'forward');
    expect(forward.length).toBeGreaterThanOrEqual(1);
    expect(forward.every((invoice) => invoice.customer === 'Shree Ganesh Hardware' && invoice.gst.cgst > 0)).toBe(true);
    expect(invoices.some((invoice) => invoice.extraCharges.length > 0)).toBe(true);
    expect(invoices.some((invoice) => invoice.credited > 0 && invoice.status !== 'Cancelled')).toBe(true);
    // Paid (net of TDS), part paid and unpaid invoices, the oldest unpaid ones overdue.
    const statuses = new Set(invoices.map((invoice) => invoice.status));
    for (const status of ['Paid', 'Partly paid', 'Unpaid']) expect(statuses, status).toContain(status);
    expect(invoices.some((invoice) => invoice.status !== 'Paid' && invoice.dueDate < localDate())).toBe(true);
    // To pay LRs are never invoiced, and this month's deliveries wait: Billing has LRs to invoice.
    expect((await get<LorryReceipt[]>('/lrs?status=Delivered')).length).toBeGreaterThan(0);

    // The owner's month: every customer earns (their rates lie above the vendors'), and only the three newest open
    // trips, whose LRs are still to be written, have no revenue; so the month's margin is no loss.
    const margins = await get<MarginRow[]>(
      `/margins?startDate=${thisMonth}-01&endDate=${localDate()}&groupBy=customer`,
    );
    const withoutLr = margins.find((row) => row.key === NO_LR_KEY);
    expect(withoutLr?.trips ?? 0).toBeLessThanOrEqual(3);
    for (const row of margins.filter((each) => each !== withoutLr)) expect(row.margin, row.key).toBeGreaterThan(0);
    const month = margins.reduce((sum, row) => sum + Math.round(row.margin * 100), 0);
    expect(month).toBeGreaterThan(0);
  }, 30_000);
});
