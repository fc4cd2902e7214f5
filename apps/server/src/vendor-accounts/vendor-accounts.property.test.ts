import { type Outstanding, QUARTERS, type TdsRegister, type VendorLedger, daysBefore } from '@freightdesk/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripRow, vehicleRow, vendorRow } from '../test/trips.ts';

/*
 * Random histories written straight into the tables (bills with their trips, payments, reversals), then read through
 * the routes. The expected figures are plain sums over the generated history, in paise.
 */
let ctx: TestContext;
let cookie: string;
const VENDORS = ['Anand Transport', 'Balaji Carriers', 'Sharma Roadlines'];
const TRUCK = 'MH12AB1234';
const FIRST_DAY = '2025-01-01';
const dayOf = (offset: number) =>
  new Date(Date.parse(`${FIRST_DAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await ctx.db
    .insertInto('vendors')
    .values(VENDORS.map((name, i) => vendorRow(`v${i}`, name)))
    .execute();
  await ctx.db.insertInto('vehicles').values(vehicleRow(TRUCK)).execute();
});
afterAll(() => ctx.close());

const paymentArbitrary = fc.record({
  share: fc.double({ min: 0, max: 1, noNaN: true }),
  after: fc.nat(20),
  reversedAfter: fc.option(fc.nat(10), { nil: null }),
});
const billArbitrary = fc.record({
  vendor: fc.nat(VENDORS.length - 1),
  // Few days, so that bills, payments and the period's edges often share one.
  day: fc.nat(120),
  finalPaise: fc.integer({ min: 1, max: 500_000_000 }),
  trips: fc.array(
    fc.record({
      freightPaise: fc.integer({ min: 0, max: 100_000_000 }).map((paise) => paise - (paise % 100)),
      tdsRateBps: fc.constantFrom(0, 100, 150, 200, 250, 1000),
    }),
    { minLength: 1, maxLength: 4 },
  ),
  payments: fc.array(paymentArbitrary, { maxLength: 3 }),
});
type History = (typeof billArbitrary extends fc.Arbitrary<infer Bill> ? Bill : never)[];

interface Money {
  vendor: number;
  date: string;
  /** What this row does to the vendor's balance: + bill or reversal, - payment. */
  effectPaise: number;
}

/** Writes the history; returns every bill, payment and reversal as its effect on the balance. */
async function write(history: History): Promise<{ moves: Money[]; trips: { date: string; tds: number }[] }> {
  await ctx.db.deleteFrom('payments').execute();
  await ctx.db.deleteFrom('trips').execute();
  await ctx.db.deleteFrom('bills').execute();
  const moves: Money[] = [];
  const trips: { date: string; tds: number }[] = [];
  let tripSeq = 0;
  let paymentSeq = 0;
  const now = new Date().toISOString();
  for (const [index, bill] of history.entries()) {
    const id = `B${index + 1}`;
    const date = dayOf(bill.day);
    await ctx.db
      .insertInto('bills')
      .values({
        id,
        seq: index + 1,
        vendor_id: `v${bill.vendor}`,
        revision: 0,
        local_date: date,
        apply_taxes: 0,
        remarks: '[]',
        gst_paise: 0,
        final_paise: bill.finalPaise,
        created_by: 'tester',
        created_at: now,
        updated_by: 'tester',
        updated_at: now,
      })
      .execute();
    moves.push({ vendor: bill.vendor, date, effectPaise: bill.finalPaise });
    for (const trip of bill.trips) {
      tripSeq += 1;
      await ctx.db
        .insertInto('trips')
        .values(
          tripRow({
            id: `T${tripSeq}`,
            seq: tripSeq,
            truck_no: TRUCK,
            vendor_id: `v${bill.vendor}`,
            status: 'Billed',
            bill_id: id,
            freight_paise: trip.freightPaise,
            tds_rate_bps: trip.tdsRateBps,
          }),
        )
        .execute();
      // TDS = freight x rate / 100, to the paisa (the rate in hundredths of a percent).
      trips.push({ date, tds: Math.round((trip.freightPaise * trip.tdsRateBps) / 10_000) });
    }
    let left = bill.finalPaise;
    for (const payment of bill.payments) {
      const amount = Math.floor(left * payment.share);
      if (amount === 0) continue;
      paymentSeq += 1;
      const paymentId = `P${paymentSeq}`;
      const paid = dayOf(bill.day + payment.after);
      const row = {
        bill_id: id,
        amount_paise: amount,
        mode: 'NEFT' as const,
        reference: 'UTR',
        note: '',
        reason: '',
        created_by: 'tester',
        created_at: now,
      };
      await ctx.db
        .insertInto('payments')
        .values({ ...row, id: paymentId, date: paid, reverses: null })
        .execute();
      moves.push({ vendor: bill.vendor, date: paid, effectPaise: -amount });
      left -= amount;
      if (payment.reversedAfter !== null) {
        paymentSeq += 1;
        const reversed = dayOf(bill.day + payment.after + payment.reversedAfter);
        await ctx.db
          .insertInto('payments')
          .values({ ...row, id: `P${paymentSeq}`, date: reversed, reverses: paymentId, reason: 'Wrong' })
          .execute();
        moves.push({ vendor: bill.vendor, date: reversed, effectPaise: amount });
        left += amount;
      }
    }
  }
  return { moves, trips };
}

const get = async <T>(url: string): Promise<T> => {
  const response = await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
};
const paise = (rupees: number) => Math.round(rupees * 100);
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const RUNS = { numRuns: 25 };

describe('vendor accounts over random histories (issue 17)', () => {
  it("a ledger period's closing is the next period's opening, and the last closing is all that is owed", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(billArbitrary, { maxLength: 12 }),
        fc.nat(VENDORS.length - 1),
        fc.nat(),
        async (history, vendor, pick) => {
          const { moves } = await write(history);
          // The period's edge on the day of one of the vendor's bills or payments, where an off-by-one would show.
          const days = moves.filter((m) => m.vendor === vendor).map((m) => m.date);
          const split = days[pick % Math.max(days.length, 1)] ?? dayOf(pick % 160);
          const ledger = (startDate: string, endDate: string) =>
            get<VendorLedger>(
              `/vendor-ledger?${new URLSearchParams({ vendor: VENDORS[vendor] ?? '', startDate, endDate }).toString()}`,
            );
          const first = await ledger('2024-01-01', daysBefore(split, 1));
          const second = await ledger(split, '2028-12-31');
          expect(first.opening).toBe(0);
          expect(second.opening).toBe(first.closing);
          const owed = sum(moves.filter((m) => m.vendor === vendor).map((m) => m.effectPaise));
          expect(paise(second.closing)).toBe(owed);
          const before = sum(moves.filter((m) => m.vendor === vendor && m.date < split).map((m) => m.effectPaise));
          expect(paise(first.closing)).toBe(before);
          // Each line's balance is the one before it plus its credit less its debit.
          let running = paise(second.opening);
          for (const entry of second.entries) {
            running += paise(entry.credit) - paise(entry.debit);
            expect(paise(entry.balance)).toBe(running);
          }
        },
      ),
      RUNS,
    );
  });

  it("the vendors' balances add up to everything billed less everything paid, and each vendor's buckets to its balance", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(billArbitrary, { maxLength: 12 }), async (history) => {
        const { moves } = await write(history);
        const rows = await get<Outstanding>('/outstanding');
        expect(sum(rows.map((row) => paise(row.balance)))).toBe(sum(moves.map((m) => m.effectPaise)));
        expect(rows.map((row) => row.vendor).toSorted()).toEqual(
          [...new Set(history.map((bill) => VENDORS[bill.vendor]))].toSorted(),
        );
        for (const row of rows) {
          expect(sum(Object.values(row.buckets).map(paise))).toBe(paise(row.balance));
          expect(paise(row.billed) - paise(row.paid)).toBe(paise(row.balance));
        }
        const balances = rows.map((row) => row.balance);
        expect(balances).toEqual(balances.toSorted((a, b) => b - a));
      }),
      RUNS,
    );
  });

  it("the TDS register's total is the TDS of the trips of the quarter's bills", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(billArbitrary, { maxLength: 12 }),
        fc.constantFrom('2024-25', '2025-26'),
        fc.constantFrom(...QUARTERS),
        async (history, fy, quarter) => {
          const { trips } = await write(history);
          const register = await get<TdsRegister>(`/tds-register?fy=${fy}&quarter=${quarter}`);
          const inQuarter = trips.filter((t) => t.date >= register.startDate && t.date <= register.endDate);
          expect(paise(register.totals.tds)).toBe(sum(inQuarter.map((t) => t.tds)));
          expect(sum(register.rows.map((row) => paise(row.tds)))).toBe(paise(register.totals.tds));
          for (const row of register.rows) {
            expect(sum(row.bills.map((bill) => paise(bill.tds)))).toBe(paise(row.tds));
          }
        },
      ),
      RUNS,
    );
  });
});
