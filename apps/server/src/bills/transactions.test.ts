/**
 * Transactions, the bill's stored totals and audit entry, the Billing list and the refusals of a bill, through HTTP,
 * against hand calculations (spec-2 section 9): Amount per trip = round(Freight - TDS - Short - Diesel - Advance -
 * Toll - Adblue - Greasing), TDS = Freight x rate / 100 rounded to the paisa, Freight = round(rate per ton x tons),
 * GST on the trips' amounts plus the remarks. Every expected figure is a literal worked out in the comment beside it.
 */
import type { TripInput } from '@freightdesk/domain';
import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type BillingTestApp, createBillingTestApp } from '../test/billing-app.ts';
import { MASTER, addAcknowledgedTrip, addTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let post: BillingTestApp['post'];
let issue: BillingTestApp['issue'];
const today = localDate();

beforeAll(async () => {
  // The business's GSTIN is of Maharashtra (27).
  ({ ctx, accountant, post, issue } = await createBillingTestApp());
});
afterAll(() => ctx.close());

/** An Acknowledged trip: `fields` of the entry form, `edit` of the Reports editor (actualWeight, short). */
const trip = (fields: Partial<TripInput>, edit: Record<string, string> = {}) =>
  addAcknowledgedTrip(ctx, accountant, fields, edit);

const tripState = (id: string) =>
  ctx.db.selectFrom('trips').select(['status', 'bill_id']).where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /list-all-transactions', () => {
  const FIRST_DAY = '2024-01-15';
  const SECOND_DAY = '2024-01-16';
  let x: string;
  let w: string;
  let xTrips: string[];

  const list = (status?: string) =>
    post('/list-all-transactions', { startDate: FIRST_DAY, endDate: SECOND_DAY, ...(status ? { status } : {}) });

  beforeAll(async () => {
    // Bill X, Sharma Roadlines (2% TDS), two trips:
    // x1 Pune-Mumbai at 1250.50/t, 10.5 t (actual 10.42 t): freight 1250.50 x 10.5 = 13130.25 -> 13130; TDS 262.60;
    //    deductions 66.66 + 1111.11 + 2222 + 333.33 + 44.44 + 55.55 = 3833.09; amount 13130 - 262.60 - 3833.09 =
    //    9034.31 -> 9034.
    const x1 = await trip(
      {
        Weight: '10.5',
        DieselAmount: '1111.11',
        Advance: '2222',
        Toll: '333.33',
        Adblue: '44.44',
        Greasing: '55.55',
      },
      { actualWeight: '10.42', short: '66.66' },
    );
    // x2 Nashik-Pune at 900/t, 12.345 t (actual 12.307 t): freight 900 x 12.345 = 11110.50 -> 11111; TDS 222.22;
    //    deductions 34.56 + 777.77 + 888 + 99.99 + 12.34 + 23.45 = 1836.11; amount 11111 - 222.22 - 1836.11 =
    //    9052.67 -> 9053.
    const x2 = await trip(
      {
        DestinationFrom: 'Nashik',
        DestinationTo: 'Pune',
        Weight: '12.345',
        DieselAmount: '777.77',
        Advance: '888',
        Toll: '99.99',
        Adblue: '12.34',
        Greasing: '23.45',
      },
      { actualWeight: '12.307', short: '34.56' },
    );
    xTrips = [x1, x2];
    // Taxable 9034 + 9053 + 150.40 = 18237.40; no vendor GSTIN: CGST = SGST = 6% = 1094.244 -> 1094.24;
    // GST 2188.48; final 18237.40 + 2188.48 = 20425.88.
    x = await issue(xTrips, { applyTaxes: true, remarks: [{ text: 'Detention', amount: '150.40' }] }, FIRST_DAY);
    // Bill W, Balaji Carriers (1% TDS), one trip Pune-Mumbai, 7.25 t (actual 7.125 t):
    // freight 1250.50 x 7.25 = 9066.125 -> 9066; TDS 90.66; deductions 43.21 + 432.10 + 500 + 87.65 + 21.09 + 19.87 =
    // 1103.92; amount 9066 - 90.66 - 1103.92 = 7871.42 -> 7871; remark -75.30, no GST: final 7795.70.
    const w1 = await trip(
      {
        Vendor: MASTER.otherVendor,
        Weight: '7.25',
        DieselAmount: '432.10',
        Advance: '500',
        Toll: '87.65',
        Adblue: '21.09',
        Greasing: '19.87',
      },
      { actualWeight: '7.125', short: '43.21' },
    );
    w = await issue([w1], { applyTaxes: false, remarks: [{ text: 'Late fee', amount: '-75.30' }] }, SECOND_DAY);
    // 5000.55 paid against X: balance 20425.88 - 5000.55 = 15425.33, Partly paid.
    const paid = await post('/api/payments', {
      billId: x,
      amount: '5000.55',
      date: today,
      mode: 'NEFT',
      reference: 'UTR77',
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  /** Bill X's row, every column from the hand calculation above. */
  const xRow = () => ({
    _id: x,
    billing_id: x,
    vendor: MASTER.vendor,
    date: FIRST_DAY,
    weight: 22.845, // 10.5 + 12.345 t
    actual_weight: 22.727, // 10.42 + 12.307 t
    freight: 24241, // 13130 + 11111
    rate: 1061.11, // 24241 / 22.845 = 1061.1075 -> 1061.11
    diesel: 1888.88, // 1111.11 + 777.77
    advance: 3110, // 2222 + 888
    toll: 433.32, // 333.33 + 99.99
    adblue: 56.78, // 44.44 + 12.34
    greasing: 79, // 55.55 + 23.45
    tds: 484.82, // 262.60 + 222.22
    short: 101.22, // 66.66 + 34.56
    remarks: 150.4,
    gst: 2188.48,
    amount: 20425.88,
    revision: 0,
    paid: 5000.55,
    balance: 15425.33, // 20425.88 - 5000.55
    status: 'Partly paid',
  });

  /** Bill W's row. */
  const wRow = () => ({
    _id: w,
    billing_id: w,
    vendor: MASTER.otherVendor,
    date: SECOND_DAY,
    weight: 7.25,
    actual_weight: 7.125,
    freight: 9066,
    rate: 1250.48, // 9066 / 7.25 = 1250.4828 -> 1250.48
    diesel: 432.1,
    advance: 500,
    toll: 87.65,
    adblue: 21.09,
    greasing: 19.87,
    tds: 90.66,
    short: 43.21,
    remarks: -75.3,
    gst: 0,
    amount: 7795.7,
    revision: 0,
    paid: 0,
    balance: 7795.7,
    status: 'Unpaid',
  });

  /** The totals row under one bill: that bill's sums, rate 0 and the text columns empty. */
  const totalsOfOne = (row: ReturnType<typeof xRow> | ReturnType<typeof wRow>) => ({
    ...row,
    _id: 'totals',
    billing_id: 'Total',
    vendor: '',
    date: '',
    rate: 0,
    revision: 0,
    status: '',
  });

  it("a bill row of two trips: weight and actual weight are the trips' tons summed, rate is freight / tons to the paisa", async () => {
    const response = await list();
    expect(response.statusCode, response.body).toBe(200);
    const rows = response.json<{ billing_id: string }[]>();
    expect(rows.find((row) => row.billing_id === x)).toEqual(xRow());
    expect(rows.find((row) => row.billing_id === w)).toEqual(wRow());
  });

  it('the totals row of two bills, every field: tons summed, money summed, rate 0, vendor, date and status empty', async () => {
    const rows = (await list()).json<{ billing_id: string }[]>();
    expect(rows.map((row) => row.billing_id)).toEqual([x, w, 'Total']);
    expect(rows.at(-1)).toEqual({
      _id: 'totals',
      billing_id: 'Total',
      vendor: '',
      date: '',
      weight: 30.095, // 22.845 + 7.25
      actual_weight: 29.852, // 22.727 + 7.125
      freight: 33307, // 24241 + 9066
      rate: 0,
      diesel: 2320.98, // 1888.88 + 432.10
      advance: 3610, // 3110 + 500
      toll: 520.97, // 433.32 + 87.65
      adblue: 77.87, // 56.78 + 21.09
      greasing: 98.87, // 79 + 19.87
      tds: 575.48, // 484.82 + 90.66
      short: 144.43, // 101.22 + 43.21
      remarks: 75.1, // 150.40 - 75.30
      gst: 2188.48, // 2188.48 + 0
      amount: 28221.58, // 20425.88 + 7795.70
      revision: 0,
      paid: 5000.55, // 5000.55 + 0
      balance: 23221.03, // 15425.33 + 7795.70
      status: '',
    });
  });

  it('with a status, only the bills of that payment status are listed and the totals row adds only them', async () => {
    const partly = await list('Partly paid');
    expect(partly.statusCode, partly.body).toBe(200);
    expect(partly.json()).toEqual([xRow(), totalsOfOne(xRow())]);
    const unpaid = await list('Unpaid');
    expect(unpaid.json()).toEqual([wRow(), totalsOfOne(wRow())]);
    const paid = await list('Paid');
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toEqual({ message: 'No bills match these filters.' });
  });

  it('a range without bills still says so', async () => {
    const empty = await post('/list-all-transactions', { startDate: '2023-01-01', endDate: '2023-01-31' });
    expect(empty.json()).toEqual({ message: 'No data found for this date range.' });
  });

  it('a bill whose trip has no weight: weight 0, actual weight 0, freight 0 and rate 0', async () => {
    const day = '2024-02-20';
    // Sharma Roadlines, no weight: freight 0, TDS 0; amount round(0 - 120.40) = -120; remark 640.80, no GST:
    // final -120 + 640.80 = 520.80.
    const id = await trip({ Weight: '', Toll: '120.40' });
    const billId = await issue([id], { applyTaxes: false, remarks: [{ text: 'Loading help', amount: '640.80' }] }, day);
    const response = await post('/list-all-transactions', { startDate: day, endDate: day });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<object[]>()[0]).toMatchObject({
      billing_id: billId,
      weight: 0,
      actual_weight: 0,
      freight: 0,
      rate: 0,
      toll: 120.4,
      amount: 520.8,
    });
  });
});

describe('POST /delete-transaction: deleted when never paid, else Cancelled (issue 28)', () => {
  const DAY = '2024-03-10';
  let cancelled: string;
  let unpaid: string;
  let cancelledTrip: string;
  let payment: string;
  let reversal: string;

  /*
   * Sharma Roadlines (2% TDS), Pune-Mumbai at 1250.50/t, 10 t, no GST: freight 12505, TDS 250.10, amount
   * round(12254.90) = 12255.00 for each bill. Bill "cancelled" is paid 2500.75, the payment reversed, then deleted.
   */
  beforeAll(async () => {
    cancelledTrip = await trip({ Weight: '10' });
    cancelled = await issue([cancelledTrip], { applyTaxes: false }, DAY);
    unpaid = await issue([await trip({ Weight: '10' })], { applyTaxes: false }, DAY);
    const paid = await post('/api/payments', {
      billId: cancelled,
      amount: '2500.75',
      date: DAY,
      mode: 'NEFT',
      reference: 'UTR9001',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    payment = paid.json<{ id: string }>().id;
    const refused = await post('/delete-transaction', { billId: cancelled });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      message: 'This bill has ₹2,500.75 paid against it, so it cannot be deleted. Reverse its payments first.',
      code: 'CONFLICT',
    });
    const reversed = await post(`/api/payments/${payment}/reverse`, { reason: 'Wrong bill' });
    expect(reversed.statusCode, reversed.body).toBe(200);
    reversal = reversed.json<{ id: string }>().id;
  });

  it('a bill whose payments were all reversed is Cancelled: 200 with the message and status', async () => {
    const response = await post('/delete-transaction', { billId: cancelled, reason: 'Billed to the wrong vendor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      message: `Bill ${cancelled} is cancelled. It had payments, so it is kept with its payments and reversals; its trips are back to Acknowledged.`,
      status: 'Cancelled',
    });
  });

  it('keeps the bill, its revision, payment, reversal and their allocations; a cancellation entry of what was owed', async () => {
    expect(await ctx.db.selectFrom('bills').select('id').where('id', '=', cancelled).execute()).toHaveLength(1);
    expect(
      await ctx.db.selectFrom('bill_revisions').select('revision').where('bill_id', '=', cancelled).execute(),
    ).toEqual([{ revision: 0 }]);
    const payments = await ctx.db
      .selectFrom('payment_allocations')
      .select(['payment_id', 'amount_paise'])
      .where('bill_id', '=', cancelled)
      .orderBy('payment_id')
      .execute();
    expect(payments.map((row) => [row.payment_id, Number(row.amount_paise)]).toSorted()).toEqual(
      [
        [payment, 250_075],
        [reversal, 250_075],
      ].toSorted(),
    );
    const entries = await ctx.db
      .selectFrom('bill_entries')
      .select(['entry', 'kind', 'revision', 'local_date', 'amount_paise', 'reason'])
      .where('bill_id', '=', cancelled)
      .orderBy('entry')
      .execute();
    expect(entries.map((entry) => ({ ...entry, amount_paise: Number(entry.amount_paise) }))).toEqual([
      { entry: 0, kind: 'bill', revision: 0, local_date: DAY, amount_paise: 1_225_500, reason: '' },
      // 12255.00 billed, nothing paid once the payment was reversed: 12255.00 was still owed.
      {
        entry: 1,
        kind: 'cancellation',
        revision: null,
        local_date: today,
        amount_paise: -1_225_500,
        reason: 'Billed to the wrong vendor',
      },
    ]);
    expect(await tripState(cancelledTrip)).toEqual({ status: 'Acknowledged', bill_id: null });
    const audit = await listAudit(ctx.db, 'bill', cancelled);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.new_values ?? 'null')).toEqual({
      status: 'Cancelled',
      cancelledOn: today,
      reason: 'Billed to the wrong vendor',
    });
    for (const id of [payment, reversal]) {
      const advice = await ctx.app.inject({
        method: 'GET',
        url: `/logistics/api/payments/${id}/advice`,
        headers: { cookie: accountant },
      });
      expect(advice.statusCode, advice.body.slice(0, 300)).toBe(200);
    }
  });

  it('Transactions lists it Cancelled with its amount, nothing paid, nothing owed; the totals add the rows shown', async () => {
    const rows = (await post('/list-all-transactions', { startDate: DAY, endDate: DAY })).json<object[]>();
    expect(rows.map((row) => pick(row))).toEqual([
      { billing_id: cancelled, amount: 12255, paid: 0, balance: 0, status: 'Cancelled' },
      { billing_id: unpaid, amount: 12255, paid: 0, balance: 12255, status: 'Unpaid' },
      // 12255 + 12255; 0 + 12255
      { billing_id: 'Total', amount: 24510, paid: 0, balance: 12255, status: '' },
    ]);
    const onlyCancelled = await post('/list-all-transactions', { startDate: DAY, endDate: DAY, status: 'Cancelled' });
    expect(onlyCancelled.json<object[]>().map((row) => pick(row))).toEqual([
      { billing_id: cancelled, amount: 12255, paid: 0, balance: 0, status: 'Cancelled' },
      { billing_id: 'Total', amount: 12255, paid: 0, balance: 0, status: '' },
    ]);
  });

  it('a Cancelled bill cannot be cancelled again nor revised (409); its number is not given again', async () => {
    const again = await post('/delete-transaction', { billId: cancelled });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: `Bill ${cancelled} is already cancelled.`, code: 'CONFLICT' });
    const revised = await post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ trip_id: cancelledTrip, billing_id: cancelled }],
      billedUnselectedRows: [],
      ackSelectedRows: [],
    });
    expect(revised.statusCode).toBe(409);
    expect(revised.json()).toEqual({
      message: `Bill ${cancelled} is cancelled; it cannot be revised.`,
      code: 'CONFLICT',
    });
    const next = await issue([await trip({ Weight: '10' })], { applyTaxes: false }, '2024-03-11');
    expect(Number(next.slice(1))).toBeGreaterThan(Number(unpaid.slice(1)));
  });

  it('a bill that never had a payment is deleted with its entries, as before', async () => {
    const response = await post('/delete-transaction', { billId: unpaid });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: 'Transaction deleted successfully.' });
    expect(await ctx.db.selectFrom('bills').select('id').where('id', '=', unpaid).execute()).toEqual([]);
    expect(await ctx.db.selectFrom('bill_entries').select('entry').where('bill_id', '=', unpaid).execute()).toEqual([]);
  });
});

/** The money and status of a Transactions row. */
function pick(row: object) {
  const { billing_id, amount, paid, balance, status } = row as Record<string, unknown>;
  return { billing_id, amount, paid, balance, status };
}

describe('a bill as stored', () => {
  it("a vendor of another state: the bills row's gst_paise is the IGST and final_paise includes it", async () => {
    const kaveri = 'Kaveri Transport';
    for (const [url, payload] of [
      ['/add-vendor', { companyName: kaveri, companyOwner: 'S Gowda', tdsRate: '1.12', gst: '29AAKCK1234M1Z2' }],
      ['/add-freight', { from_destination: 'Hosapete', to_destination: 'Chennai', rate: 1252 }],
    ] as const) {
      const response = await post(url, payload);
      expect(response.statusCode, response.body).toBe(201);
    }
    const id = await trip(
      {
        Vendor: kaveri,
        DestinationFrom: 'Hosapete',
        DestinationTo: 'Chennai',
        Weight: '9.87',
        DieselAmount: '1234.56',
        Advance: '1500',
        Toll: '210.75',
        Adblue: '65.43',
        Greasing: '32.10',
      },
      { short: '76.54' },
    );
    // Freight 1252 x 9.87 = 12357.24 -> 12357; TDS 1.12% = 138.3984 -> 138.40;
    // deductions 76.54 + 1234.56 + 1500 + 210.75 + 65.43 + 32.10 = 3119.38; amount 12357 - 138.40 - 3119.38 = 9099.22
    // -> 9099; taxable 9099 + 345.60 = 9444.60; vendor in Karnataka (29), business in Maharashtra (27):
    // IGST 12% = 1133.352 -> 1133.35 = 113335 paise; final 9444.60 + 1133.35 = 10577.95 = 1057795 paise.
    const billId = await issue([id], { applyTaxes: true, remarks: [{ text: 'Unloading', amount: '345.60' }] });
    const stored = await ctx.db
      .selectFrom('bills')
      .select(['gst_paise', 'final_paise', 'apply_taxes'])
      .where('id', '=', billId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ gst_paise: 113_335, final_paise: 1_057_795, apply_taxes: 1 });
  });

  it('a new bill has one audit entry, create, whose new values are exactly revision 0, trip ids, remarks, finalPaise', async () => {
    // Sharma Roadlines (2% TDS), Nashik-Pune at 900/t:
    // a 8.2 t: freight 7380, TDS 147.60, amount 7380 - 147.60 - 310.20 = 6922.20 -> 6922;
    // b 6.4 t: freight 5760, TDS 115.20, amount 5760 - 115.20 - 205.35 = 5439.45 -> 5439;
    // remarks 410.25 - 60.50 = 349.75, no GST: final 6922 + 5439 + 349.75 = 12710.75 = 1271075 paise.
    const route = { DestinationFrom: 'Nashik', DestinationTo: 'Pune' };
    const a = await trip({ ...route, Weight: '8.2', DieselAmount: '310.20' });
    const b = await trip({ ...route, Weight: '6.4', DieselAmount: '205.35' });
    const billId = await issue([a, b], {
      applyTaxes: false,
      remarks: [
        { text: 'detention', amount: '410.25' },
        { text: 'Loading help', amount: -60.5 },
      ],
    });
    const audit = await listAudit(ctx.db, 'bill', billId);
    expect(audit.map((entry) => [entry.action, entry.old_values])).toEqual([['create', null]]);
    expect(JSON.parse(audit[0]?.new_values ?? 'null')).toEqual({
      revision: 0,
      trips: [a, b],
      remarks: [
        { text: 'Detention', amount: 410.25 },
        { text: 'Loading help', amount: -60.5 },
      ],
      finalPaise: 1_271_075,
    });
  });
});

describe('Billing', () => {
  it('POST /list-billing lists the Acknowledged unbilled trip of the range, not an Open one nor a billed one', async () => {
    const godavari = 'Godavari Logistics';
    const added = await post('/add-vendor', { companyName: godavari, companyOwner: 'R Reddy', tdsRate: '1.5' });
    expect(added.statusCode, added.body).toBe(201);
    const open = await addTrip(ctx, accountant, { Vendor: godavari });
    const billed = await trip({ Vendor: godavari });
    await issue([billed]);
    const acknowledged = await trip({ Vendor: godavari });
    const response = await post('/list-billing', { startDate: today, endDate: today, vendor: godavari });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ resultData: { trip_id: string }[] }>().resultData.map((row) => row.trip_id)).toEqual([
      acknowledged,
    ]);
    expect(await tripState(open)).toEqual({ status: 'Open', bill_id: null });
  });

  it('billing two Open trips answers 409 naming both, joined by a comma and a space', async () => {
    const first = await addTrip(ctx, accountant);
    const second = await addTrip(ctx, accountant, { Weight: '11' });
    const response = await post('/generate-pdf-bill', [
      { id: first, trip_id: first },
      { id: second, trip_id: second },
    ]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      message: `These trips are no longer Acknowledged and unbilled: ${first}, ${second}. Refresh the list and try again.`,
      code: 'CONFLICT',
    });
  });

  it('a bad remark is answered 400 with the problem and field "remarks"; the trip stays unbilled', async () => {
    const id = await trip({ Weight: '9' });
    const response = await post('/generate-pdf-bill', [
      {
        id,
        trip_id: id,
        remarks: [
          { text: 'Detention', amount: '100' },
          // 22 characters: remark text is 3-20 characters.
          { text: 'Waiting at the factory', amount: '200' },
        ],
      },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Remark 2: Text cannot exceed 20 characters',
      code: 'VALIDATION_ERROR',
      field: 'remarks',
    });
    expect(await tripState(id)).toEqual({ status: 'Acknowledged', bill_id: null });
  });
});
