/**
 * Revise Bill's rules through HTTP (spec-2 Revise Bill): what the two tables list, which revisions are refused, what a
 * revision keeps from the bill, and the rules of a row edit. Every amount is worked out by hand in the comment beside
 * it (spec-2 section 9: Amount = round(Freight - TDS - Short - Diesel - Advance - Toll - Adblue - Greasing), GST on the
 * trips' amounts plus remarks).
 */
import { BILL_MESSAGES, type ReviseRow, localDate } from '@freightdesk/domain';
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
  ({ ctx, accountant, post, issue } = await createBillingTestApp());
});
afterAll(() => ctx.close());

/** An Acknowledged trip on Pune-Mumbai (1250.50/t) with 1000 diesel: Sharma Roadlines (2% TDS) unless told. */
const acknowledged = (weight: string, vendor: string = MASTER.vendor) =>
  addAcknowledgedTrip(ctx, accountant, { Vendor: vendor, Weight: weight, DieselAmount: '1000' });

type ReviseLists = { billed: ReviseRow[]; acknowledged: ReviseRow[]; remarks: object[]; applyTaxes: boolean };
const listToRevise = async (filter: object) => (await post('/list-to-revise-bill', filter)).json<ReviseLists>();

const billRow = (billId: string) =>
  ctx.db
    .selectFrom('bills')
    .select(['revision', 'apply_taxes', 'gst_paise', 'final_paise'])
    .where('id', '=', billId)
    .executeTakeFirstOrThrow();

const revise = (billId: string, rows: { keep?: string[]; release?: string[]; add?: string[] }, extra: object = {}) =>
  post('/generate-pdf-revised-bill', {
    billedSelectedRows: (rows.keep ?? []).map((id) => ({ trip_id: id, billing_id: billId })),
    billedUnselectedRows: (rows.release ?? []).map((id) => ({ trip_id: id, billing_id: billId })),
    ackSelectedRows: (rows.add ?? []).map((id) => ({ trip_id: id })),
    ...extra,
  });

describe('POST /list-to-revise-bill', () => {
  it("a bill's trips newest first with its totals on the last row; only its vendor's Acknowledged unbilled trips", async () => {
    const first = await acknowledged('10');
    const second = await acknowledged('11');
    const third = await acknowledged('12');
    const billId = await issue([first, second, third], {
      applyTaxes: true,
      remarks: [{ text: 'Loading charges', amount: '500' }],
    });
    const waiting = await acknowledged('9');
    const open = await addTrip(ctx, accountant, { Weight: '8' });
    const otherVendor = await acknowledged('7', MASTER.otherVendor);
    const onAnotherBill = await acknowledged('6');
    await issue([onAnotherBill]);

    const lists = await listToRevise({ bill_id: billId, startDate: today, endDate: today });
    expect(lists.billed.map((row) => row.trip_id)).toEqual([third, second, first]);
    expect(lists.acknowledged.map((row) => row.trip_id)).toEqual([waiting]);
    expect([open, otherVendor, onAnotherBill].some((id) => lists.acknowledged.some((r) => r.trip_id === id))).toBe(
      false,
    );
    // Freight to the rupee: 12505, 13755.50 -> 13756, 15006; TDS 2% 250.10, 275.12, 300.12; less 1000 diesel each:
    // amounts 11254.90 -> 11255, 12480.88 -> 12481, 13705.88 -> 13706; trips 37442 + remarks 500 = 37942 taxable;
    // CGST 6% = SGST 6% = 2276.52, GST 4553.04; final 37942 + 4553.04 = 42495.04.
    expect(lists.billed.map((row) => row.amount)).toEqual([13706, 12481, 11255]);
    expect(lists.billed.at(-1)).toMatchObject({ gst_amount: 4553.04, remarks_amount: 500, final_amount: 42495.04 });
    for (const row of lists.billed.slice(0, -1)) {
      expect(row).not.toHaveProperty('gst_amount');
      expect(row).not.toHaveProperty('final_amount');
    }
    expect(lists.remarks).toEqual([{ text: 'Loading charges', amount: 500 }]);
    expect(lists.applyTaxes).toBe(true);
    expect(lists).toMatchObject({ message: '' });

    const untaxed = await listToRevise({ bill_id: await issue([await acknowledged('5')]) });
    expect(untaxed.applyTaxes).toBe(false);
  });

  it("a vendor of another state: the last row's GST is the IGST", async () => {
    const vendor = { companyName: 'Kaveri Transport', companyOwner: 'S Gowda', tdsRate: 1, gst: '29AAKCK1234M1Z2' };
    expect((await post('/add-vendor', vendor)).statusCode).toBe(201);
    const billId = await issue([await acknowledged('10', vendor.companyName)], { applyTaxes: true });
    // 12505 - TDS 1% 125.05 - 1000 = 11379.95 -> 11380; IGST 12% (Karnataka 29 vs Maharashtra 27) = 1365.60;
    // final 12745.60.
    const [row] = (await listToRevise({ bill_id: billId })).billed;
    expect(row).toMatchObject({ amount: 11380, gst_amount: 1365.6, remarks_amount: 0, final_amount: 12745.6 });
  });

  it("a remark an older release stored without a readable amount is left out of the bill's remarks", async () => {
    const billId = await issue([await acknowledged('10')], { remarks: [{ text: 'Detention', amount: '250' }] });
    await ctx.db
      .updateTable('bills')
      .set({
        remarks: JSON.stringify([
          { text: 'Detention', amount: 250 },
          { text: 'Broken', amount: 'ten' },
        ]),
      })
      .where('id', '=', billId)
      .execute();
    expect((await listToRevise({ bill_id: billId })).remarks).toEqual([{ text: 'Detention', amount: 250 }]);
  });

  it("an empty search says so in the spec's words; a search that finds trips says nothing", async () => {
    const empty = await listToRevise({ startDate: '2001-01-01', endDate: '2001-01-02' });
    expect(empty).toMatchObject({ billed: [], acknowledged: [], message: BILL_MESSAGES.noRecordsRevise });
    await acknowledged('10');
    expect(await listToRevise({ startDate: today, endDate: today })).toMatchObject({ message: '' });
  });

  it('a search by dates alone lists the billed trips and the trips waiting apart, with no remarks and no taxes', async () => {
    const vendor = 'Revise Dates Carriers';
    const added = await post('/add-vendor', { companyName: vendor, companyOwner: 'R D', tdsRate: '1' });
    expect(added.statusCode, added.body).toBe(201);
    const billed = await acknowledged('10', vendor);
    await issue([billed], { applyTaxes: true, remarks: [{ text: 'Loading charges', amount: '500' }] });
    const waiting = await acknowledged('11', vendor);
    const lists = await listToRevise({ startDate: today, endDate: today });
    const ids = (rows: ReviseRow[]) => rows.map((row) => row.trip_id);
    expect(ids(lists.billed)).toContain(billed);
    expect(ids(lists.billed)).not.toContain(waiting);
    expect(ids(lists.acknowledged)).toContain(waiting);
    expect(ids(lists.acknowledged)).not.toContain(billed);
    expect(lists).toMatchObject({ remarks: [], applyTaxes: false });
  });

  it('a bill of one trip with one trip waiting is a search that found trips: no message', async () => {
    const vendor = 'Revise Waiting Carriers';
    const added = await post('/add-vendor', { companyName: vendor, companyOwner: 'R W', tdsRate: '1' });
    expect(added.statusCode, added.body).toBe(201);
    const billId = await issue([await acknowledged('10', vendor)]);
    await acknowledged('11', vendor);
    const lists = await listToRevise({ bill_id: billId });
    // One billed trip and one to add: as many of each, which is still something found.
    expect([lists.billed.length, lists.acknowledged.length]).toEqual([1, 1]);
    expect(lists).toMatchObject({ message: '' });
  });

  it('finds a bill by its id typed in lower case with spaces; refuses another form of id, and blanks without dates', async () => {
    const trip = await acknowledged('10');
    const billId = await issue([trip]);
    const found = await listToRevise({ bill_id: ` ${billId.toLowerCase()} ` });
    expect(found.billed.map((row) => row.trip_id)).toContain(trip);
    const malformed = await post('/list-to-revise-bill', { bill_id: 'X12' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ message: BILL_MESSAGES.billIdFormat, field: 'bill_id' });
    const blank = await post('/list-to-revise-bill', { bill_id: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toMatchObject({ message: BILL_MESSAGES.reviseFilterRequired });
  });

  it("refuses an end date before the start date and one date alone, in the spec's words", async () => {
    const backwards = await post('/list-to-revise-bill', { startDate: '2025-03-05', endDate: '2025-03-01' });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toMatchObject({ message: 'End date should be greater than start date.' });
    const oneDate = await post('/list-to-revise-bill', { startDate: '2025-03-05' });
    expect(oneDate.statusCode).toBe(400);
    expect(oneDate.json()).toMatchObject({ message: 'Please select both start and end dates.' });
  });
});

describe('POST /generate-pdf-revised-bill', () => {
  it('refuses a revision with no trip selected, and the bill stays as it was', async () => {
    const trip = await acknowledged('10');
    const billId = await issue([trip]);
    const response = await revise(billId, { release: [trip] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BILL_MESSAGES.reviseSelectTrip });
    expect(await billRow(billId)).toMatchObject({ revision: 0 });
  });

  it('refuses a revision whose rows name no bill, as one with no trip selected', async () => {
    const response = await post('/generate-pdf-revised-bill', {
      billedSelectedRows: [],
      billedUnselectedRows: [],
      ackSelectedRows: [{ trip_id: await acknowledged('10') }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BILL_MESSAGES.reviseSelectTrip });
  });

  it('refuses to keep a trip that is on another bill, naming it, and changes nothing', async () => {
    const mine = await acknowledged('10');
    const billId = await issue([mine]);
    const theirs = await acknowledged('11');
    const otherBill = await issue([theirs]);
    const response = await revise(billId, { keep: [mine, theirs] });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: `These trips are no longer Acknowledged and unbilled: ${theirs}. Refresh the list and try again.`,
    });
    expect(await billRow(billId)).toMatchObject({ revision: 0 });
    const stored = await ctx.db.selectFrom('trips').select('bill_id').where('id', '=', theirs).executeTakeFirst();
    expect(stored).toEqual({ bill_id: otherBill });
  });

  it("refuses to add another vendor's trip with MULTIPLE_VENDORS", async () => {
    const mine = await acknowledged('10');
    const billId = await issue([mine]);
    const theirs = await acknowledged('11', MASTER.otherVendor);
    const response = await revise(billId, { keep: [mine], add: [theirs] });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: BILL_MESSAGES.reviseOneVendor, code: 'MULTIPLE_VENDORS' });
    const stored = await ctx.db.selectFrom('trips').select('bill_id').where('id', '=', theirs).executeTakeFirst();
    expect(stored).toEqual({ bill_id: null });
  });

  it('refuses a revision that takes the bill below zero before GST, and the bill stays as it was', async () => {
    // 10 t: freight 12,505, TDS 2% 250.10, diesel 1,000: amount round(11,254.90) = 11,255.
    const positive = await acknowledged('10');
    // 1 t: freight round(1,250.50) = 1,251, TDS 25.02, diesel 1,600: amount round(-374.02) = -374.
    const deep = await addAcknowledgedTrip(ctx, accountant, { Weight: '1', DieselAmount: '1600' });
    const billId = await issue([positive, deep]);
    const before = await billRow(billId);
    expect(before.final_paise).toBe(1_088_100); // 11,255 - 374 = 10,881, no GST

    const refused = await revise(billId, { keep: [deep], release: [positive] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toContain('-₹374.00 before GST, less than zero');
    expect(await billRow(billId)).toEqual(before);
  });

  it('a revision that does not say whether to apply taxes keeps what the bill had', async () => {
    const trip = await acknowledged('10');
    const billId = await issue([trip], { applyTaxes: true });
    const added = await acknowledged('11');
    const response = await revise(billId, { keep: [trip], add: [added] });
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    // Amounts 11255 + 12481 (as above) = 23736; CGST 6% = SGST 6% = 1424.16; GST 2848.32; final 26584.32.
    expect(await billRow(billId)).toEqual({
      revision: 1,
      apply_taxes: 1,
      gst_paise: 284_832,
      final_paise: 2_658_432,
    });
  });
});

describe('POST /update-one-revise-bill', () => {
  const edit = (tripId: string, billId: string | null, updateRows: object) =>
    post('/update-one-revise-bill', { trip_id: tripId, bill_id: billId, updateRows });

  it('edits an Acknowledged trip on no bill, found by its id in any case with spaces; an edit without weight keeps freight', async () => {
    const trip = await acknowledged('10');
    const response = await edit(` ${trip.toLowerCase()} `, null, { diesel_amount: '1234.56' });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: BILL_MESSAGES.reviseUpdated });
    const stored = await ctx.db
      .selectFrom('trips')
      .select(['weight_kg', 'freight_paise', 'diesel_paise'])
      .where('id', '=', trip)
      .executeTakeFirstOrThrow();
    // 10 t at 1250.50 = 12505.00, untouched; diesel 1234.56 = 123456 paise.
    expect(stored).toEqual({ weight_kg: 10_000, freight_paise: 1_250_500, diesel_paise: 123_456 });
    const audit = await listAudit(ctx.db, 'trip', trip);
    const last = audit.at(-1);
    expect(last?.action).toBe('update');
    expect(JSON.parse(last?.old_values ?? 'null')).toEqual({ diesel_paise: 100_000 });
    expect(JSON.parse(last?.new_values ?? 'null')).toEqual({ diesel_paise: 123_456 });
  });

  it('refuses an Open trip and a trip of another bill, naming the trip; an unknown trip is 404', async () => {
    const open = await addTrip(ctx, accountant, { Weight: '10' });
    const refused = await edit(open, null, { toll: '50' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: `These trips are no longer Acknowledged and unbilled: ${open}. Refresh the list and try again.`,
    });
    const billed = await acknowledged('10');
    await issue([billed]);
    expect((await edit(billed, null, { toll: '50' })).statusCode).toBe(409);
    const missing = await edit('T987654', null, { toll: '50' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Trip not found.' });
    const tolls = await ctx.db.selectFrom('trips').select('toll_paise').where('id', 'in', [open, billed]).execute();
    expect(tolls).toEqual([{ toll_paise: null }, { toll_paise: null }]);
  });
});

describe('POST /delete-transaction', () => {
  it('an unknown bill is 404 with the spec text', async () => {
    const response = await post('/delete-transaction', { billId: 'B987654' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: BILL_MESSAGES.billNotFound });
  });
});
