/**
 * A bill's money through HTTP against hand calculations (spec-2 section 9): Amount per row = round(Freight - TDS -
 * Short - Diesel - Advance - Toll - Adblue - Greasing), TDS = Freight x TDS rate / 100 rounded to the paisa first,
 * GST on trips plus remarks. Every figure below is a literal worked out by hand in the comment beside it.
 */
import { localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BillingTestApp, createBillingTestApp } from '../test/billing-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { BUSINESS_SETTINGS, addAcknowledgedTrip } from '../test/master-data.ts';
import type { TestContext } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let post: BillingTestApp['post'];
let generate: BillingTestApp['generate'];
const today = localDate();

/** Karnataka (GSTIN state 29), 1.12% TDS: another state than the business's Maharashtra (27). */
const KAVERI = 'Kaveri Transport';
/** Maharashtra (27), 1% TDS: the business's state. */
const DECCAN = 'Deccan Haulers';

beforeAll(async () => {
  ({ ctx, accountant, post, generate } = await createBillingTestApp({ settings: false }));
  for (const [url, payload] of [
    ['/add-vendor', { companyName: KAVERI, companyOwner: 'S Gowda', tdsRate: '1.12', gst: '29AAKCK1234M1Z2' }],
    ['/add-vendor', { companyName: DECCAN, companyOwner: 'P Patil', tdsRate: '1', gst: '27AADCD5678N1Z9' }],
    ['/add-freight', { from_destination: 'Hosapete', to_destination: 'Chennai', rate: 1252 }],
    ['/add-freight', { from_destination: 'Ballari', to_destination: 'Kolkata', rate: 110000 }],
  ] as const) {
    const response = await post(url, payload);
    expect(response.statusCode, response.body).toBe(201);
  }
});
afterAll(() => ctx.close());

/** Bills the trips; returns the bill id and the PDF's text. */
async function bill(tripIds: string[], extra: object = {}) {
  const response = await generate(tripIds, extra);
  return { billId: String(response.headers['x-bill-id']), text: await pdfText(response.rawPayload) };
}

async function transaction(billId: string) {
  const list = await post('/list-all-transactions', { startDate: today, endDate: today });
  const row = list.json<{ billing_id: string }[]>().find((t) => t.billing_id === billId);
  expect(row, billId).toBeDefined();
  return row;
}

/** A trip of Sharma Roadlines (2% TDS) on Pune-Mumbai at 1250.50/t with 1000 diesel. */
const sharmaTrip = (weight: string) => addAcknowledgedTrip(ctx, accountant, { Weight: weight, DieselAmount: '1000' });

describe('with the Settings never saved', () => {
  it('a GST bill charges the default 12% as CGST 6% + SGST 6%', async () => {
    const id = await sharmaTrip('10');
    const { billId, text } = await bill([id], { applyTaxes: true });
    // Freight 1250.50 x 10 = 12505; TDS 2% = 250.10; Amount = 12505 - 250.10 - 1000 = 11254.90 -> 11255.
    // CGST = SGST = 6% of 11255 = 675.30; final = 11255 + 1350.60 = 12605.60.
    expect(text).toContain('CGST @ 6%');
    expect(text).toContain('SGST @ 6%');
    expect(text.match(/₹675\.30/g)).toHaveLength(2);
    expect(text).toContain('₹12,605.60');
    expect(await transaction(billId)).toMatchObject({ gst: 1350.6, amount: 12605.6 });
  });
});

describe('with the business in Maharashtra', () => {
  beforeAll(async () => {
    const { cookie: admin } = await ctx.signIn('admin');
    expect((await post('/api/settings', BUSINESS_SETTINGS, admin)).statusCode).toBe(200);
  });

  it('every deduction counts; TDS is rounded to the paisa before an exact half rupee rounds up', async () => {
    const id = await addAcknowledgedTrip(
      ctx,
      accountant,
      {
        Vendor: KAVERI,
        DestinationFrom: 'Hosapete',
        DestinationTo: 'Chennai',
        Weight: '10',
        DieselAmount: '2222.07',
        Advance: '3000',
        Toll: '444.04',
        Adblue: '55.03',
        Greasing: '66.03',
      },
      { short: '111.11' },
    );
    // Freight 1252 x 10 = 12520; TDS 1.12% = 140.224 -> 140.22 (to the paisa first);
    // deductions 111.11 + 2222.07 + 3000 + 444.04 + 55.03 + 66.03 = 5898.28;
    // Amount = 12520 - 140.22 - 5898.28 = 6481.50 exactly -> 6482 (half up). With TDS unrounded: 6481.496 -> 6481.
    const trip = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/api/trip/${id}`,
      headers: { cookie: accountant },
    });
    expect(trip.json()).toMatchObject({ Freight: 12520, TDS: 140.22, Amount: 6482 });
    const billing = await post('/list-billing', { startDate: today, endDate: today, vendor: KAVERI });
    expect(billing.json<{ resultData: object[] }>().resultData).toEqual([
      expect.objectContaining({ trip_id: id, freight: 12520, tds: 140.22, amount: 6482 }),
    ]);

    // IGST: the vendor's GSTIN is of Karnataka (29), the business's of Maharashtra (27): one line at the whole rate.
    // IGST = 12% of 6482 = 777.84; final = 6482 + 777.84 = 7259.84.
    const { billId, text } = await bill([id], { applyTaxes: true });
    expect(text).toContain('IGST @ 12%');
    expect(text).toContain('₹777.84');
    expect(text).toContain('₹7,259.84');
    expect(text).not.toContain('CGST');
    expect(text).not.toContain('SGST');
    expect(await transaction(billId)).toMatchObject({ tds: 140.22, gst: 777.84, amount: 7259.84 });
  });

  it('prints lakh and crore amounts with Indian grouping; a same-state vendor gets CGST + SGST', async () => {
    const id = await addAcknowledgedTrip(
      ctx,
      accountant,
      {
        Vendor: DECCAN,
        DestinationFrom: 'Ballari',
        DestinationTo: 'Kolkata',
        Weight: '100',
        DieselAmount: '45678.90',
        Advance: '25000',
        Toll: '3456.78',
        Adblue: '789.01',
        Greasing: '567.89',
      },
      { short: '1234.56' },
    );
    // Freight 110000 x 100 = 1,10,00,000; TDS 1% = 1,10,000.00;
    // deductions 1234.56 + 45678.90 + 25000 + 3456.78 + 789.01 + 567.89 = 76,727.14;
    // Amount = 1,10,00,000 - 1,10,000 - 76,727.14 = 1,08,13,272.86 -> 1,08,13,273.
    // Taxable = 1,08,13,273 + 1,234.50 (remark) = 1,08,14,507.50; CGST = SGST = 6% = 6,48,870.45;
    // final = 1,08,14,507.50 + 12,97,740.90 = 1,21,12,248.40.
    const { billId, text } = await bill([id], {
      applyTaxes: true,
      remarks: [{ text: 'Detention', amount: '1234.50' }],
    });
    const row = text.split('\n').find((line) => line.startsWith(`${id} `)) ?? '';
    expect(row.split(/\s+/).slice(-9)).toEqual([
      '1,10,00,000.00',
      '1,10,000.00',
      '1,234.56',
      '45,678.90',
      '25,000.00',
      '3,456.78',
      '789.01',
      '567.89',
      '1,08,13,273.00',
    ]);
    expect(text).toContain('Trips total ₹1,08,13,273.00');
    expect(text).toContain('Taxable value ₹1,08,14,507.50');
    expect(text).toContain('CGST @ 6% ₹6,48,870.45');
    expect(text).toContain('SGST @ 6% ₹6,48,870.45');
    expect(text).not.toContain('IGST');
    expect(text).toContain('₹1,21,12,248.40');
    expect(text).toContain(
      'Rupees One Crore Twenty One Lakh Twelve Thousand Two Hundred Forty Eight and Forty Paise Only',
    );
    expect(await transaction(billId)).toMatchObject({ freight: 11000000, gst: 1297740.9, amount: 12112248.4 });
  });

  it('a bill revised twice: revisions 1 and 2, each with its own trips and totals, every revision kept', async () => {
    // Sharma Roadlines, 2% TDS, 1000 diesel each, Pune-Mumbai at 1250.50/t:
    // a 10 t: 12505 - 250.10 - 1000 = 11254.90 -> 11255; b 20 t: 25010 - 500.20 - 1000 = 23509.80 -> 23510.
    const a = await sharmaTrip('10');
    const b = await sharmaTrip('20');
    // c, Nashik-Pune at 900/t, 10 t: 9000 - 180 - 1000 = 7820.
    const c = await addAcknowledgedTrip(ctx, accountant, {
      DestinationFrom: 'Nashik',
      DestinationTo: 'Pune',
      DieselAmount: '1000',
    });
    const { billId, text: original } = await bill([a, b], { applyTaxes: false });
    expect(original).toContain('₹34,765.00'); // 11255 + 23510

    const revise = async (body: object, revision: number) => {
      const response = await post('/generate-pdf-revised-bill', body);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="RevisedBill-${billId}-Revision-${revision}.pdf"`,
      );
      const text = await pdfText(response.rawPayload);
      expect(text).toContain(`Bill ${billId} (Revision ${revision})`);
      return text;
    };
    // Revision 1: b out, c in, a late fee of -100: 11255 + 7820 - 100 = 18975, no GST.
    const first = await revise(
      {
        billedSelectedRows: [{ trip_id: a, billing_id: billId }],
        billedUnselectedRows: [{ trip_id: b, billing_id: billId }],
        ackSelectedRows: [{ trip_id: c }],
        additionalRemarks: [{ text: 'Late fee', amount: -100 }],
        applyTaxes: false,
      },
      1,
    );
    expect(first).toContain('₹18,975.00');
    expect(first).not.toContain(b);
    // Revision 2: b back, the remark kept, GST on: taxable 11255 + 7820 + 23510 - 100 = 42485;
    // CGST = SGST = 6% = 2549.10; final = 42485 + 5098.20 = 47583.20.
    const second = await revise(
      {
        billedSelectedRows: [
          { trip_id: a, billing_id: billId },
          { trip_id: c, billing_id: billId },
        ],
        billedUnselectedRows: [],
        ackSelectedRows: [{ trip_id: b }],
        applyTaxes: true,
      },
      2,
    );
    expect(second).toContain('Remark: Late fee');
    expect(second).toContain('CGST @ 6% ₹2,549.10');
    expect(second).toContain('₹47,583.20');
    expect(await transaction(billId)).toMatchObject({ revision: 2, remarks: -100, gst: 5098.2, amount: 47583.2 });

    const revisions = await ctx.db
      .selectFrom('bill_revisions')
      .select(['revision', 'snapshot'])
      .where('bill_id', '=', billId)
      .orderBy('revision')
      .execute();
    expect(
      revisions.map((r) => {
        const { trips, totals } = JSON.parse(r.snapshot) as {
          trips: { tripId: string }[];
          totals: { finalPaise: number };
        };
        return { revision: r.revision, trips: trips.map((t) => t.tripId).sort(), finalPaise: totals.finalPaise };
      }),
    ).toEqual([
      { revision: 0, trips: [a, b].sort(), finalPaise: 3_476_500 },
      { revision: 1, trips: [a, c].sort(), finalPaise: 1_897_500 },
      { revision: 2, trips: [a, b, c].sort(), finalPaise: 4_758_320 },
    ]);
    const bills = await ctx.db.selectFrom('bills').selectAll().where('id', '=', billId).executeTakeFirstOrThrow();
    expect(bills).toMatchObject({ revision: 2, gst_paise: 509_820, final_paise: 4_758_320, apply_taxes: 1 });
  });

  it('a Revise Bill row edit is stored in kilograms and paise, freight following the weight', async () => {
    const id = await sharmaTrip('10');
    const { billId } = await bill([id]);
    const edit = await post('/update-one-revise-bill', {
      trip_id: id,
      bill_id: billId,
      updateRows: {
        weight: '12.345',
        actual_weight: 12.3,
        diesel_amount: '1500.75',
        short: 20.5,
        advance: '700',
        toll: '333.33',
      },
    });
    expect(edit.statusCode, edit.body).toBe(201);
    const stored = await ctx.db
      .selectFrom('trips')
      .select([
        'weight_kg',
        'actual_weight_kg',
        'freight_paise',
        'diesel_paise',
        'short_paise',
        'advance_paise',
        'toll_paise',
        'bill_id',
      ])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    // Freight = 1250.50 x 12.345 = 15437.42 -> 15437.
    expect(stored).toEqual({
      weight_kg: 12_345,
      actual_weight_kg: 12_300,
      freight_paise: 1_543_700,
      diesel_paise: 150_075,
      short_paise: 2_050,
      advance_paise: 70_000,
      toll_paise: 33_333,
      bill_id: billId,
    });
    // TDS 2% of 15437 = 308.74; Amount = 15437 - 308.74 - 20.50 - 1500.75 - 700 - 333.33 = 12573.68 -> 12574.
    const revise = await post('/list-to-revise-bill', { bill_id: billId });
    expect(revise.json<{ billed: object[] }>().billed).toEqual([
      expect.objectContaining({ trip_id: id, weight: 12.345, actual_weight: 12.3, tds: 308.74, amount: 12574 }),
    ]);
  });
});
