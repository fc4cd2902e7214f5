import { randomUUID } from 'node:crypto';
import type { Dashboard } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TripTable } from '../db/schema.ts';
import { dateBill, pay } from '../test/bills.ts';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { vehicleRow, vendorRow } from '../test/trips.ts';

/*
 * Issue 33, the owner's dashboard, on Tuesday 20 October 2026 (noon in the office): the clock is set there, so "today"
 * is that day for the server as for the figures worked out by hand below.
 */
const TODAY = '2026-10-20';
let t: LrTestApp;
let balaji: string;
const BALAJI_TRUCK = 'KA05CD6789';

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-10-20T06:30:00Z'));
  t = await createLrTestApp();
  balaji = randomUUID();
  await t.ctx.db.insertInto('vendors').values(vendorRow(balaji, 'Balaji Carriers')).execute();
  await t.ctx.db.insertInto('vehicles').values(vehicleRow(BALAJI_TRUCK)).execute();
}, 120_000);
afterAll(async () => {
  await t.ctx.close();
  vi.useRealTimers();
});

const dashboard = (cookie: string) => t.call('GET', '/dashboard', cookie);

describe('GET /logistics/api/dashboard', () => {
  it('requires sign-in, and is the accountant\u2019s and the admin\u2019s', async () => {
    const signedOut = await t.ctx.app.inject({ method: 'GET', url: '/logistics/api/dashboard' });
    expect(signedOut.statusCode).toBe(401);
    expect((await dashboard(t.loadingManager)).statusCode).toBe(403);
    expect((await dashboard(t.unloadingManager)).statusCode).toBe(403);
    expect((await dashboard(t.admin)).statusCode).toBe(200);
  });

  it('answers nothing to do on an empty day', async () => {
    const response = await dashboard(t.office);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      today: TODAY,
      todaysTrips: { count: 0, open: 0 },
      lrsNotInvoiced: { count: 0, freight: 0, withoutFreight: 0 },
      receivablesOverdue: { amount: 0, customers: 0 },
      payablesDue: { amount: 0, vendors: 0 },
      tdsDue: { amount: 0, dueDate: null, overdue: 0 },
      monthMargin: {
        startDate: '2026-10-01',
        endDate: TODAY,
        revenue: 0,
        cost: 0,
        margin: 0,
        marginPercent: null,
      },
    });
  });

  describe('a month of trips, invoices, bills and a challan', () => {
    /*
     * Rates from Pune to Mumbai from 1 April 2026: Konkan Builders ₹1,250 a ton, Mumbai Builders ₹900, Sahyadri
     * Cements ₹1,000; Ratnagiri Cements has none. Customers give 30 days of credit. Sharma Roadlines (MH12AB1234) and
     * Balaji Carriers deduct 1% TDS.
     * A 20 Oct, Open, 10 t, vendor ₹9,000: Konkan's LR (TBB), Booked -> revenue 10 x 1,250 = ₹12,500.
     * B 20 Oct, 12 t, vendor ₹10,000: Konkan's LR (TBB) Delivered, not invoiced: ₹15,000. Billed today: TDS ₹100,
     *   bill ₹9,900, unpaid; TDS due 7 November.
     * C 20 Oct, 5 t, vendor ₹4,000: LR To pay, so Mumbai Builders' at ₹900: ₹4,500; not to invoice.
     * D 5 Oct, 8 t, vendor ₹7,000: Konkan's LR (Paid) invoiced on 6 Oct, ₹10,000, due 5 November: not due.
     * F 19 Oct, 3 t, vendor ₹3,000: Ratnagiri's LR (TBB) Delivered, no rate: revenue 0, not yet to invoice.
     * G 12 Oct, Balaji, vendor ₹6,000, no LR: billed 12 Oct (TDS ₹60, bill ₹5,940), paid in full on 15 Oct; its TDS
     *   went in a challan of ₹60 on 18 Oct.
     * H 21 Oct (tomorrow), vendor ₹50,000, no LR: not of today nor of the month so far.
     * E 1 Sep, 20 t, vendor ₹18,000: Konkan's LR (TBB) invoiced on 2 Sep, ₹25,000, due 2 Oct; ₹4,900 received with
     *   ₹100 TDS on 10 Oct: ₹20,000 overdue. Billed on 1 Sep: TDS ₹180 due 7 October (late), bill ₹17,820 of which
     *   ₹5,000 paid on 10 Oct.
     * I 10 Sep, 4 t, vendor ₹3,500: Konkan's LR (Paid) invoiced on 11 Sep (₹5,000) and credited whole: Delivered
     *   again, to invoice at ₹5,000.
     * J 1 Aug, 3 t, vendor ₹2,000: Sahyadri's LR (Paid) invoiced on 5 Aug, ₹3,000, due 4 Sep: overdue.
     *
     * Today's trips: A, B, C = 3, of which A is Open. LRs not invoiced: B and I, ₹15,000 + ₹5,000 = ₹20,000; F
     * lacks a rate. Overdue: Konkan ₹20,000 (D is not due), Sahyadri ₹3,000: ₹23,000 from 2 customers.
     * Payables: Sharma 9,900 + 17,820 - 5,000 = ₹22,720; Balaji nothing: 1 vendor.
     * TDS: B ₹100 (due 7 Nov) + E ₹180 (due 7 Oct, overdue) = ₹280, earliest due 7 October, ₹180 overdue.
     * Margin of 1-20 October (A, B, C, D, F, G): revenue 12,500 + 15,000 + 4,500 + 10,000 = ₹42,000; cost 9,000 +
     * 10,000 + 4,000 + 7,000 + 3,000 + 6,000 = ₹39,000; margin ₹3,000, 3,000 / 42,000 = 7.142...% -> 7.14.
     */
    const addTrip = (fields: Partial<TripTable>) => t.addTrip({ status: 'Acknowledged', ...fields });

    async function addLr(
      tripId: string,
      consignor: string,
      consignee: string,
      fields: Record<string, unknown>,
    ): Promise<string> {
      const made = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, consignee, fields));
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ lrNo: string }>().lrNo;
    }

    async function deliver(lrNo: string, day: string): Promise<void> {
      await t.ctx.db
        .updateTable('lorry_receipts')
        .set({ status: 'Delivered', delivered_on: day })
        .where('lr_no', '=', lrNo)
        .execute();
    }

    async function invoice(customer: string, lrNo: string, date: string): Promise<string> {
      const made = await t.call('POST', '/invoices', t.office, { customer, lrNos: [lrNo], date });
      expect(made.statusCode, made.body).toBe(201);
      return made.json<{ invoiceNo: string }>().invoiceNo;
    }

    async function bill(tripId: string): Promise<string> {
      const response = await t.ctx.app.inject({
        method: 'POST',
        url: '/logistics/generate-pdf-bill',
        headers: { cookie: t.office },
        payload: [{ id: tripId, trip_id: tripId }],
      });
      expect(response.statusCode, response.body).toBe(200);
      return String(response.headers['x-bill-id']);
    }

    beforeAll(async () => {
      const konkan = await t.addCustomer('Konkan Builders');
      const mumbai = await t.addCustomer('Mumbai Builders');
      const sahyadri = await t.addCustomer('Sahyadri Cements');
      await t.addCustomer('Ratnagiri Cements');
      const route = { from: 'Pune', to: 'Mumbai' };
      await t.addRate(konkan, route, 1250, '2026-04-01');
      await t.addRate(mumbai, route, 900, '2026-04-01');
      await t.addRate(sahyadri, route, 1000, '2026-04-01');

      const a = await t.addTrip({ local_date: TODAY, weight_kg: 10_000, freight_paise: 900_000 });
      await addLr(a, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'TBB' });

      const b = await addTrip({ local_date: TODAY, weight_kg: 12_000, freight_paise: 1_000_000 });
      await deliver(await addLr(b, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'TBB' }), TODAY);
      await bill(b);

      const c = await addTrip({ local_date: TODAY, weight_kg: 5_000, freight_paise: 400_000 });
      await deliver(await addLr(c, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'ToPay' }), TODAY);

      const d = await addTrip({ local_date: '2026-10-05', weight_kg: 8_000, freight_paise: 700_000 });
      const lrD = await addLr(d, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'Paid' });
      await deliver(lrD, '2026-10-06');
      await invoice('Konkan Builders', lrD, '2026-10-06');

      const f = await addTrip({ local_date: '2026-10-19', weight_kg: 3_000, freight_paise: 300_000 });
      await deliver(await addLr(f, 'Ratnagiri Cements', 'Mumbai Builders', { freightTerms: 'TBB' }), '2026-10-19');

      const g = await addTrip({
        local_date: '2026-10-12',
        freight_paise: 600_000,
        vendor_id: balaji,
        truck_no: BALAJI_TRUCK,
      });
      const billG = await bill(g);
      await dateBill(t.ctx, billG, '2026-10-12');
      await pay(t.ctx, t.office, { billId: billG, amount: '5940', date: '2026-10-15' });
      const challan = await t.call('POST', '/tds-challans', t.office, {
        bsrCode: '0510308',
        date: '2026-10-18',
        serial: '00001',
        amount: '60',
        fy: '2026-27',
        quarter: 'Q3',
      });
      expect(challan.statusCode, challan.body).toBe(201);

      await t.addTrip({ local_date: '2026-10-21', freight_paise: 5_000_000 });

      const e = await addTrip({ local_date: '2026-09-01', weight_kg: 20_000, freight_paise: 1_800_000 });
      const lrE = await addLr(e, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'TBB' });
      await deliver(lrE, '2026-09-01');
      const invoiceE = await invoice('Konkan Builders', lrE, '2026-09-02');
      const receipt = await t.call('POST', '/receipts', t.office, {
        customer: 'Konkan Builders',
        amount: '4900',
        tdsDeducted: '100',
        allocations: [{ invoiceNo: invoiceE, amount: '5000' }],
        date: '2026-10-10',
        mode: 'NEFT',
        reference: 'UTR0001',
      });
      expect(receipt.statusCode, receipt.body).toBe(201);
      const billE = await bill(e);
      await dateBill(t.ctx, billE, '2026-09-01');
      await pay(t.ctx, t.office, { billId: billE, amount: '5000', date: '2026-10-10' });

      const i = await addTrip({ local_date: '2026-09-10', weight_kg: 4_000, freight_paise: 350_000 });
      const lrI = await addLr(i, 'Konkan Builders', 'Mumbai Builders', { freightTerms: 'Paid' });
      await deliver(lrI, '2026-09-10');
      const invoiceI = await invoice('Konkan Builders', lrI, '2026-09-11');
      const credit = await t.call('POST', `/invoices/${encodeURIComponent(invoiceI)}/credit-note`, t.office, {
        reason: 'Wrong customer',
      });
      expect(credit.statusCode, credit.body).toBe(201);

      const j = await addTrip({ local_date: '2026-08-01', weight_kg: 3_000, freight_paise: 200_000 });
      const lrJ = await addLr(j, 'Sahyadri Cements', 'Mumbai Builders', { freightTerms: 'Paid' });
      await deliver(lrJ, '2026-08-01');
      await invoice('Sahyadri Cements', lrJ, '2026-08-05');
    }, 120_000);

    it('adds up each figure as its own screen gives it', async () => {
      const response = await dashboard(t.office);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json<Dashboard>()).toEqual({
        today: TODAY,
        todaysTrips: { count: 3, open: 1 },
        lrsNotInvoiced: { count: 2, freight: 20_000, withoutFreight: 1 },
        receivablesOverdue: { amount: 23_000, customers: 2 },
        payablesDue: { amount: 22_720, vendors: 1 },
        tdsDue: { amount: 280, dueDate: '2026-10-07', overdue: 180 },
        monthMargin: {
          startDate: '2026-10-01',
          endDate: TODAY,
          revenue: 42_000,
          cost: 39_000,
          margin: 3_000,
          marginPercent: 7.14,
        },
      });
    });
  });
});
