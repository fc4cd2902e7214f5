import { BILL_MESSAGES, type BillingRow, type TransactionRow, amountInWords, localDate } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type BillingTestApp, createBillingTestApp } from '../test/billing-app.ts';
import { pdfText } from '../test/pdf-text.ts';
import { BUSINESS_SETTINGS, MASTER, addAcknowledgedTrip, addTrip } from '../test/master-data.ts';
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

/** A trip taken through entry and acknowledgement, ready to bill. */
const acknowledgedTrip = (vendor: string = MASTER.vendor, weight = '10') =>
  addAcknowledgedTrip(ctx, accountant, { Vendor: vendor, Weight: weight, DieselAmount: '1000' });

const rows = (ids: string[], extra: object = {}) => ids.map((id) => ({ id, trip_id: id, frt: 1, ...extra }));

async function tripStatus(id: string) {
  return ctx.db.selectFrom('trips').select(['status', 'bill_id']).where('id', '=', id).executeTakeFirstOrThrow();
}

describe('POST /list-billing', () => {
  it('lists Acknowledged unbilled trips for the filters', async () => {
    const id = await acknowledgedTrip();
    const otherVendors = await acknowledgedTrip(MASTER.otherVendor);
    const response = await post('/list-billing', { startDate: today, endDate: today, vendor: MASTER.vendor });
    expect(response.statusCode).toBe(200);
    const { resultData } = response.json<{ resultData: BillingRow[] }>();
    expect(resultData.map((r) => r.trip_id)).toContain(id);
    expect(resultData.map((r) => r.trip_id)).not.toContain(otherVendors);
    expect(resultData.every((r) => r.transaction_status === 'Acknowledged' && r.billing_id === null)).toBe(true);
    expect(resultData.every((r) => r.vendor === MASTER.vendor && r.date === today)).toBe(true);
    expect((await post('/list-billing', { startDate: today })).json()).toMatchObject({
      message: BILL_MESSAGES.billingBothDates,
    });
  });
});

describe('POST /list-billing, its filters as typed', () => {
  it('finds a truck typed in lower case with spaces, and a vendor typed in another case with spaces', async () => {
    const mine = await addAcknowledgedTrip(ctx, accountant, { Weight: '10' });
    const otherTruck = await addAcknowledgedTrip(ctx, accountant, { TruckNumber: MASTER.otherTruck, Weight: '10' });
    const listed = async (filter: object) =>
      (await post('/list-billing', { startDate: today, endDate: today, ...filter })).json<{
        resultData: BillingRow[];
        message: string;
      }>();
    const byTruck = await listed({ truckNumber: ' mh12 ab 1234 ' });
    expect(byTruck.resultData.map((r) => r.trip_id)).toContain(mine);
    expect(byTruck.resultData.map((r) => r.trip_id)).not.toContain(otherTruck);
    expect(byTruck.resultData.every((r) => r.truck_no === MASTER.truck)).toBe(true);
    expect(byTruck.message).toBe('');
    const byVendor = await listed({ vendor: '  SHARMA roadlines ' });
    expect(byVendor.resultData.map((r) => r.trip_id)).toEqual(expect.arrayContaining([mine, otherTruck]));
    // Nothing found: the spec's message with an empty list.
    expect(await listed({ truckNumber: 'KA01ZZ0000' })).toEqual({ resultData: [], message: BILL_MESSAGES.listFailed });
  });
});

describe('POST /generate-pdf-bill', () => {
  it('bills the trips in one go: B + number, trips Billed, PDF with totals and amount in words', async () => {
    const a = await acknowledgedTrip();
    const b = await acknowledgedTrip(MASTER.vendor, '20');
    const response = await post(
      '/generate-pdf-bill',
      rows([a, b], {
        remarks: [
          { text: 'detention', amount: '500' },
          { text: 'Loading help', amount: 250 },
        ],
        applyTaxes: true,
      }),
    );
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const billId = String(response.headers['x-bill-id']);
    expect(billId).toMatch(/^B\d+$/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="GeneratedBill-${billId}.pdf"`);
    expect(await tripStatus(a)).toEqual({ status: 'Billed', bill_id: billId });
    expect(await tripStatus(b)).toEqual({ status: 'Billed', bill_id: billId });

    // 10 t and 20 t at 1250.50: 12505 and 25010 freight; 2% TDS; 1000 diesel each -> 11255 + 23510 = 34765,
    // remarks 750 -> 35515 taxable; same state (27): CGST and SGST 6% each = 2130.90 -> final 39776.80.
    const text = await pdfText(response.rawPayload);
    expect(text).toContain(`Bill ${billId}`);
    expect(text).toContain(MASTER.vendor);
    expect(text).toContain(BUSINESS_SETTINGS.companyName);
    expect(text).toContain('Remark: Detention');
    expect(text).toContain('CGST @ 6%');
    expect(text).toContain('₹39,776.80');
    expect(text).toContain(amountInWords(3_977_680));
    expect(text).toContain('Page 1 of 1');

    const again = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
      headers: { cookie: accountant },
    });
    const twice = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
      headers: { cookie: accountant },
    });
    expect(again.headers['content-disposition']).toBe(`attachment; filename="GeneratedTransactionBill-${billId}.pdf"`);
    expect(again.rawPayload.equals(twice.rawPayload)).toBe(true);
  });

  it('prints the trips in the order they were entered, whatever order they were selected in', async () => {
    const [first, second, third] = [await acknowledgedTrip(), await acknowledgedTrip(), await acknowledgedTrip()];
    const response = await post('/generate-pdf-bill', rows([third ?? '', first ?? '', second ?? '']));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    const printed = (await pdfText(response.rawPayload)).match(/^T\d+(?= )/gm);
    expect(printed).toEqual([first, second, third]);
  });

  it('leaves out a row without a trip id (as a totals row would be): the bill is of the other rows', async () => {
    const trip = await acknowledgedTrip();
    const response = await post('/generate-pdf-bill', [{ trip_id: trip }, { frt: 1 }]);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(await tripStatus(trip)).toEqual({ status: 'Billed', bill_id: response.headers['x-bill-id'] });
  });

  it("prints no PAN for a vendor without one: the business's PAN is the only one on the bill", async () => {
    const issued = await post('/generate-pdf-bill', rows([await acknowledgedTrip()]));
    expect(issued.statusCode).toBe(200);
    const text = await pdfText(issued.rawPayload);
    expect(text).toContain(`PAN: ${BUSINESS_SETTINGS.pan}`);
    expect(text.match(/PAN/g)).toHaveLength(1);
  });

  it("prints no GSTIN for a vendor without one: the business's GSTIN is the only one on the bill", async () => {
    const vendor = 'No GSTIN Carriers';
    const added = await post('/add-vendor', {
      companyName: vendor,
      companyOwner: 'N G',
      tdsRate: 1,
      gstApplicable: 'No',
    });
    expect(added.statusCode, added.body).toBe(201);
    const issued = await post('/generate-pdf-bill', rows([await acknowledgedTrip(vendor)]));
    expect(issued.statusCode).toBe(200);
    const text = await pdfText(issued.rawPayload);
    expect(text).toContain(`GSTIN: ${BUSINESS_SETTINGS.gstin}`);
    expect(text.match(/GSTIN/g)).toHaveLength(1);
  });

  it('bills trip ids typed in lower case with spaces', async () => {
    const trip = await acknowledgedTrip();
    const response = await post('/generate-pdf-bill', rows([` ${trip.toLowerCase()} `]));
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(await tripStatus(trip)).toEqual({ status: 'Billed', bill_id: response.headers['x-bill-id'] });
  });

  it('refuses trips of two vendors with MULTIPLE_VENDORS, and billed or open trips with 409; nothing changes', async () => {
    const a = await acknowledgedTrip();
    const other = await acknowledgedTrip(MASTER.otherVendor);
    const mixed = await post('/generate-pdf-bill', rows([a, other]));
    expect(mixed.statusCode).toBe(400);
    expect(mixed.json()).toMatchObject({
      code: 'MULTIPLE_VENDORS',
      errorCode: 'MULTIPLE_VENDORS',
      message: BILL_MESSAGES.multipleVendors,
    });
    expect(await tripStatus(a)).toEqual({ status: 'Acknowledged', bill_id: null });
    expect(await tripStatus(other)).toEqual({ status: 'Acknowledged', bill_id: null });

    // A trip already on a bill, still Open or unknown is refused by name; the billable trip sent with it stays unbilled.
    const billed = await acknowledgedTrip();
    const issued = await post('/generate-pdf-bill', rows([billed]));
    const billedOn = String(issued.headers['x-bill-id']);
    const open = await addTrip(ctx, accountant);
    for (const refused of [billed, open, 'T999999']) {
      const response = await post('/generate-pdf-bill', rows([a, refused]));
      expect(response.statusCode, refused).toBe(409);
      expect(response.json<{ message: string }>().message).toBe(
        `These trips are no longer Acknowledged and unbilled: ${refused}. Refresh the list and try again.`,
      );
    }
    expect(await tripStatus(a)).toEqual({ status: 'Acknowledged', bill_id: null });
    expect(await tripStatus(billed)).toEqual({ status: 'Billed', bill_id: billedOn });
    expect(await tripStatus(open)).toEqual({ status: 'Open', bill_id: null });

    const empty = await post('/generate-pdf-bill', []);
    expect(empty.json()).toMatchObject({ message: BILL_MESSAGES.selectRow });
    const badRemarks = await post('/generate-pdf-bill', rows([a], { remarks: [{ text: 'ok', amount: 1 }] }));
    expect(badRemarks.json()).toMatchObject({ message: 'Remark 1: Text must be at least 3 characters' });
  });

  it('refuses a remark amount that is not plain rupees in range, before anything is written', async () => {
    const a = await acknowledgedTrip();
    const bills = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('bills')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await bills();
    for (const amount of [1e308, '1e308', '0x10', '1e3', true, '12.345', '1000000000.01', -1e308, '- 5']) {
      const response = await post('/generate-pdf-bill', rows([a], { remarks: [{ text: 'Loading', amount }] }));
      expect(response.statusCode, String(amount)).toBe(400);
    }
    expect(await bills()).toBe(before);
    expect(await tripStatus(a)).toEqual({ status: 'Acknowledged', bill_id: null });
    // A deduction is a negative remark; both ends of the range are accepted (₹100 crore).
    const negative = await post('/generate-pdf-bill', rows([a], { remarks: [{ text: 'Damage', amount: '-250.50' }] }));
    expect(negative.statusCode, negative.body).toBe(200);
  });

  it('refuses a bill that comes to less than zero before GST, naming the amount; nothing is billed, no number used', async () => {
    // 1 t at 1,250.50/t: freight round(1,250.50) = 1,251, TDS 2% 25.02, diesel 1,600: amount round(-374.02) = -374.
    const deep = await addAcknowledgedTrip(ctx, accountant, { Weight: '1', DieselAmount: '1600' });
    const refused = await post('/generate-pdf-bill', rows([deep], { applyTaxes: true }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      "This bill comes to -₹374.00 before GST, less than zero. Check the trips' weights and deductions, and the remarks.",
    );
    expect(await tripStatus(deep)).toEqual({ status: 'Acknowledged', bill_id: null });

    // 1 t with 1,000 diesel: amount round(1,251 - 25.02 - 1,000) = 226; a remark of -300 takes the bill to -74.
    const shallow = await acknowledgedTrip(MASTER.vendor, '1');
    const byRemark = await post(
      '/generate-pdf-bill',
      rows([shallow], { remarks: [{ text: 'Damage', amount: '-300' }] }),
    );
    expect(byRemark.statusCode).toBe(400);
    expect(byRemark.json<{ message: string }>().message).toContain('-₹74.00 before GST');
    expect(await tripStatus(shallow)).toEqual({ status: 'Acknowledged', bill_id: null });

    // Bill numbers stay gapless: the next bill takes the number after the last one issued.
    const last = await ctx.db.selectFrom('bills').select('seq').orderBy('seq', 'desc').executeTakeFirstOrThrow();
    const next = await post('/generate-pdf-bill', rows([shallow]));
    expect(next.headers['x-bill-id']).toBe(`B${last.seq + 1}`);
  });

  it('a revise edit takes numbers only as plain decimals within range, naming the field', async () => {
    const cases: [string, unknown][] = [
      ['weight', '0x10'],
      ['weight', '1e1'],
      ['weight', true],
      ['weight', 100.001],
      ['weight', '12.3456'],
      ['actual_weight', [12]],
      ['diesel_amount', '1,00,0'],
      ['short', '12.345'],
      ['advance', '1500.75'],
      ['toll', 1_000_000_000.01],
    ];
    for (const [field, value] of cases) {
      const response = await post('/update-one-revise-bill', { trip_id: 'T1', updateRows: { [field]: value } });
      expect(response.statusCode, `${field} ${String(value)}`).toBe(400);
      expect(response.json<{ field?: string }>().field, `${field} ${String(value)}`).toBe(`updateRows.${field}`);
    }
  });

  it.each([1, 2, 3, 4, 5])(
    'two simultaneous bills for overlapping trips: exactly one succeeds (raced on PostgreSQL, round %i)',
    async () => {
      const a = await acknowledgedTrip();
      const b = await acknowledgedTrip();
      const c = await acknowledgedTrip();
      const [first, second] = await Promise.all([
        post('/generate-pdf-bill', rows([a, b])),
        post('/generate-pdf-bill', rows([b, c])),
      ]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 409]);
      const loser = first.statusCode === 409 ? first : second;
      // Only the trip both asked for is named: the other one of the loser's was still free.
      expect(loser.json<{ message: string }>().message).toBe(
        `These trips are no longer Acknowledged and unbilled: ${b}. Refresh the list and try again.`,
      );
      const billed = await ctx.db.selectFrom('trips').select(['id', 'bill_id']).where('id', 'in', [a, b, c]).execute();
      const winnerBill = String((first.statusCode === 200 ? first : second).headers['x-bill-id']);
      expect(billed.filter((t) => t.bill_id === winnerBill)).toHaveLength(2);
      expect(billed.filter((t) => t.bill_id === null)).toHaveLength(1);
    },
  );
});

describe('a bill id as typed', () => {
  it('downloads and deletes a bill named in lower case with spaces', async () => {
    const trip = await acknowledgedTrip();
    const billId = await issue([trip]);
    const typed = ` ${billId.toLowerCase()} `;
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${encodeURIComponent(typed)}`,
      headers: { cookie: accountant },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['x-bill-id']).toBe(billId);
    const deleted = await post('/delete-transaction', { billId: typed });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await tripStatus(trip)).toEqual({ status: 'Acknowledged', bill_id: null });
  });
});

describe('transactions and revisions', () => {
  it('lists bills with a totals row, revises one by removing a trip, and deletes it returning trips', async () => {
    const a = await acknowledgedTrip();
    const b = await acknowledgedTrip();
    const extra = await acknowledgedTrip();
    const generated = await post('/generate-pdf-bill', rows([a, b], { applyTaxes: false }));
    const billId = String(generated.headers['x-bill-id']);
    const secondBill = await post('/generate-pdf-bill', rows([await acknowledgedTrip(MASTER.otherVendor)]));
    expect(secondBill.statusCode).toBe(200);

    const list = await post('/list-all-transactions', { startDate: today, endDate: today });
    const transactions = list.json<TransactionRow[]>();
    const bill = transactions.find((t) => t.billing_id === billId);
    expect(bill).toMatchObject({ vendor: MASTER.vendor, freight: 25010, gst: 0, amount: 22510, revision: 0 });
    expect(transactions.at(-1)?._id).toBe('totals');
    // The totals row adds up the bills above it, column by column (in paise, to add exactly).
    const paise = (rupees: number) => Math.round(rupees * 100);
    const billsListed = transactions.slice(0, -1);
    expect(billsListed.length).toBeGreaterThan(1);
    for (const column of ['freight', 'diesel', 'tds', 'gst', 'amount'] as const) {
      const sum = billsListed.reduce((total, row) => total + paise(row[column]), 0);
      expect(paise(transactions.at(-1)?.[column] ?? Number.NaN), column).toBe(sum);
    }
    expect((await post('/list-all-transactions', { startDate: today })).json()).toMatchObject({
      message: BILL_MESSAGES.bothDates,
    });

    const excel = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/api/transactions/excel?startDate=${today}&endDate=${today}`,
      headers: { cookie: accountant },
    });
    expect(excel.headers['content-disposition']).toBe('attachment; filename="Transactions.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(excel.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Transactions');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Bill ID');
    expect(sheet?.getRow(sheet.rowCount).getCell(1).value).toBe('Total');
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/transactions/excel?startDate=2001-01-01&endDate=2001-01-02',
      headers: { cookie: accountant },
    });
    expect(empty.json()).toMatchObject({ message: BILL_MESSAGES.noExportData });
    // The download checks its range as the screen does: one date alone, or an end before the start, is refused.
    for (const [query, message] of [
      ['startDate=2026-11-02', BILL_MESSAGES.bothDates],
      ['startDate=2026-11-02&endDate=2026-11-01', BILL_MESSAGES.endAfterStart],
    ] as const) {
      const refused = await ctx.app.inject({
        method: 'GET',
        url: `/logistics/api/transactions/excel?${query}`,
        headers: { cookie: accountant },
      });
      expect([refused.statusCode, refused.json()]).toMatchObject([400, { message }]);
    }

    const toRevise = await post('/list-to-revise-bill', { bill_id: billId.toLowerCase() });
    expect(toRevise.statusCode).toBe(200);
    const revise = toRevise.json<{ billed: BillingRow[]; acknowledged: BillingRow[] }>();
    expect(revise.billed.map((r) => r.trip_id).sort()).toEqual([a, b].sort());
    expect(revise.acknowledged.map((r) => r.trip_id)).toContain(extra);

    const revised = await post('/generate-pdf-revised-bill', {
      billedSelectedRows: [{ trip_id: a, billing_id: billId }],
      billedUnselectedRows: [{ trip_id: b, billing_id: billId }],
      ackSelectedRows: [{ trip_id: extra }],
      additionalRemarks: [{ text: 'Late fee', amount: -100 }],
    });
    expect(revised.statusCode, revised.body.slice(0, 200)).toBe(200);
    expect(revised.headers['content-disposition']).toBe(`attachment; filename="RevisedBill-${billId}-Revision-1.pdf"`);
    expect(await pdfText(revised.rawPayload)).toContain(`Bill ${billId} (Revision 1)`);
    expect(await tripStatus(b)).toEqual({ status: 'Acknowledged', bill_id: null });
    expect(await tripStatus(extra)).toEqual({ status: 'Billed', bill_id: billId });
    const afterRevision = (await post('/list-all-transactions', { startDate: today, endDate: today })).json<
      TransactionRow[]
    >();
    expect(afterRevision.find((t) => t.billing_id === billId)).toMatchObject({ revision: 1, amount: 22510 - 100 });
    const latest = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
      headers: { cookie: accountant },
    });
    expect(latest.headers['content-disposition']).toBe(
      `attachment; filename="GeneratedTransactionBill-${billId}-Revision-1.pdf"`,
    );
    expect(await pdfText(latest.rawPayload)).toContain(`Bill ${billId} (Revision 1)`);

    const edit = await post('/update-one-revise-bill', { trip_id: a, bill_id: billId, updateRows: { weight: 12 } });
    expect(edit.statusCode).toBe(201);
    const otherBillEdit = await post('/update-one-revise-bill', {
      trip_id: a,
      bill_id: 'B999',
      updateRows: { toll: 5 },
    });
    expect(otherBillEdit.statusCode).toBe(409);

    const removed = await post('/delete-transaction', { billId });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ message: BILL_MESSAGES.transactionDeleted });
    expect(await tripStatus(a)).toEqual({ status: 'Acknowledged', bill_id: null });
    expect(await tripStatus(extra)).toEqual({ status: 'Acknowledged', bill_id: null });
    const audit = await listAudit(ctx.db, 'bill', billId);
    expect(audit.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(audit[2]?.old_values).toContain('"snapshot"');
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
      headers: { cookie: accountant },
    });
    expect(gone.statusCode).toBe(404);
  });

  it('a vendor with bills cannot be deleted', async () => {
    const a = await acknowledgedTrip(MASTER.otherVendor);
    await post('/generate-pdf-bill', rows([a]));
    const vendors = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/list-vendor',
      headers: { cookie: accountant },
    });
    const vendor = vendors
      .json<{ id: string; companyName: string }[]>()
      .find((v) => v.companyName === MASTER.otherVendor);
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/logistics/delete-vendor/${vendor?.id}`,
      headers: { cookie: accountant },
    });
    expect(response.statusCode).toBe(409);
    const after = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/list-vendor',
      headers: { cookie: accountant },
    });
    expect(after.json<{ id: string }[]>().map((v) => v.id)).toContain(vendor?.id);
  });
});

describe("the vendor's address on its bills (issue 17)", () => {
  it('is printed under its name, as it was when the bill was issued', async () => {
    const vendor = { companyName: 'Deccan Haulers', companyOwner: 'Suresh Patil', tdsRate: 1 };
    const address = {
      addressLine1: 'Gala 12, Transport Nagar',
      city: 'Nigdi',
      state: 'Maharashtra',
      pinCode: '411044',
    };
    expect((await post('/add-vendor', { ...vendor, ...address })).statusCode).toBe(201);
    const issued = await post('/generate-pdf-bill', rows([await acknowledgedTrip(vendor.companyName)]));
    const billId = String(issued.headers['x-bill-id']);
    const printed = /Deccan Haulers\s+Gala 12, Transport Nagar\s+Nigdi, Maharashtra - 411044/;
    expect(await pdfText(issued.rawPayload)).toMatch(printed);

    const listed = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/list-vendor',
      headers: { cookie: accountant },
    });
    const id = listed
      .json<{ id: string; companyName: string }[]>()
      .find((v) => v.companyName === vendor.companyName)?.id;
    const moved = await post('/update-vendor', { id, ...vendor, addressLine1: 'Plot 9, Chakan MIDC', city: 'Chakan' });
    expect(moved.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/generate-pdf-by-bill-id-transaction/${billId}`,
      headers: { cookie: accountant },
    });
    expect(again.rawPayload.equals(issued.rawPayload)).toBe(true);
  });
});
