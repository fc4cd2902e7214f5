import {
  MAX_FILE_BYTES,
  REPORT_MESSAGES,
  TRIP_MESSAGES,
  type TripInput,
  type TripRecord,
  localDate,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let accountant: string;
let firstTrip: string;
let otherTrip: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie: accountant } = await ctx.signIn('accountant'));
  await addMasterData(ctx, accountant);
  firstTrip = await createTrip({});
  otherTrip = await createTrip({ TruckNumber: MASTER.otherTruck, Vendor: MASTER.otherVendor });
});
afterAll(() => ctx.close());

const createTrip = (fields: Partial<TripInput>) => addTrip(ctx, accountant, { TruckType: 'Bag', ...fields });

const get = (url: string, cookie = accountant) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });
const today = localDate();

const edit = (id: string, fields: Record<string, string>, files = {}) =>
  postMultipart(ctx, accountant, `/api/reports/${id}`, fields, files);

describe('GET /api/reports', () => {
  it('filters by date range, vendor (any case) and truck, newest first', async () => {
    const all = (await get(`/api/reports?startDate=${today}&endDate=${today}`)).json<TripRecord[]>();
    expect(all.map((t) => t.TripID)).toEqual([otherTrip, firstTrip]);
    for (const vendor of [MASTER.otherVendor.toLowerCase(), ` ${MASTER.otherVendor.toUpperCase()} `]) {
      const byVendor = (await get(`/api/reports?vendor=${encodeURIComponent(vendor)}`)).json<TripRecord[]>();
      expect(byVendor.map((t) => t.TripID)).toEqual([otherTrip]);
    }
    const byTruck = (await get(`/api/reports?truckNumber=${MASTER.truck.toLowerCase()}`)).json<TripRecord[]>();
    expect(byTruck.map((t) => t.TripID)).toContain(firstTrip);
    expect(byTruck.map((t) => t.TripID)).not.toContain(otherTrip);
    expect((await get('/api/reports?startDate=2001-01-01&endDate=2001-01-31')).json()).toEqual([]);
  });

  it('computes TDS and Amount per row (spec-2 section 9)', async () => {
    const [row] = (await get(`/api/reports?truckNumber=${MASTER.otherTruck}`)).json<TripRecord[]>();
    expect(row).toMatchObject({ Freight: 12505, TDS_Rate: 1, TDS: 125.05, Amount: 12380 });
  });

  it.each([
    ['', REPORT_MESSAGES.filterRequired],
    [`?startDate=${today}`, REPORT_MESSAGES.bothDates],
    [`?endDate=${today}&truckNumber=${MASTER.truck}`, REPORT_MESSAGES.bothDates],
    ['?startDate=2026-02-02&endDate=2026-02-01', REPORT_MESSAGES.endBeforeStart],
  ])('refuses %j', async (query, message) => {
    const response = await get(`/api/reports${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message });
  });
});

describe('GET /api/today-list', () => {
  it("gives every profile today's trips, freight only to those who see it", async () => {
    // spec-2 section 6: the two managers do not see freight; the office (accountant, admin) does.
    const seesFreight = { loadingManager: false, unloadingManager: false, accountant: true, admin: true } as const;
    for (const [profile, freight] of Object.entries(seesFreight)) {
      const { cookie } = await ctx.signIn(profile as keyof typeof seesFreight);
      const response = await get('/api/today-list', cookie);
      expect(response.statusCode, profile).toBe(200);
      const rows = response.json<TripRecord[]>();
      expect(
        rows.map((r) => r.TripID),
        profile,
      ).toEqual(expect.arrayContaining([firstTrip, otherTrip]));
      expect(
        rows.every((r) => r.localDate === today),
        profile,
      ).toBe(true);
      expect(
        rows.map((r) => typeof r.Freight),
        profile,
      ).toEqual(rows.map(() => (freight ? 'number' : 'undefined')));
    }
  });
});

describe('POST /api/reports/{id} (the report editor)', () => {
  it('acknowledges a trip with weights, short and an attachment that downloads byte for byte', async () => {
    const slip = pdf(2000, 'weighment');
    const response = await edit(
      firstTrip,
      {
        id: firstTrip,
        localDate: today,
        transactionStatus: 'Acknowledged',
        weight: '10.5',
        actualWeight: '10.25',
        short: '150',
      },
      { WeightmentSlip: { fileName: 'weighment slip.pdf', data: slip } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: REPORT_MESSAGES.updated });

    const record = (await get(`/api/trip/${firstTrip}`)).json<TripRecord>();
    expect(record).toMatchObject({
      TransactionStatus: 'Acknowledged',
      Weight: 10.5,
      ActualWeight: 10.25,
      DifferenceInWeight: 0.25,
      Short: 150,
      Freight: 13130,
      WeightmentSlip: { filepath: `/api/download/${firstTrip}/WeightmentSlip`, originalname: 'weighment slip.pdf' },
      DieselSlipImage: null,
    });
    const download = await get(`/api/download/${firstTrip}/WeightmentSlip`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(slip)).toBe(true);
    expect(download.headers['content-disposition']).toContain("filename*=UTF-8''weighment%20slip.pdf");
    expect((await get(`/api/download/${firstTrip}/LoadingAdvice`)).statusCode).toBe(404);
  });

  it('a field left out keeps its value; an empty one clears it', async () => {
    const id = await createTrip({});
    await edit(id, { transactionStatus: 'Open', actualWeight: '9.5', short: '20' });
    await edit(id, { transactionStatus: 'Acknowledged' });
    expect((await get(`/api/trip/${id}`)).json()).toMatchObject({
      Weight: 10,
      ActualWeight: 9.5,
      Short: 20,
      Freight: 12505,
    });
    await edit(id, { transactionStatus: 'Acknowledged', weight: '', short: '' });
    expect((await get(`/api/trip/${id}`)).json()).toMatchObject({ Weight: null, Short: null, Freight: 0 });
  });

  it("replaces an attachment and drops the old file, keeping the trip's other attachment", async () => {
    const id = await createTrip({});
    const slip = pdf(90, 'diesel');
    await edit(
      id,
      { transactionStatus: 'Open' },
      { LoadingAdvice: { fileName: 'a.pdf', data: pdf(100, 'a') }, DieselSlipImage: { fileName: 'd.pdf', data: slip } },
    );
    const filesBefore = (await ctx.db.selectFrom('files').select('id').execute()).length;
    const newer = pdf(120, 'b');
    await edit(id, { transactionStatus: 'Open' }, { LoadingAdvice: { fileName: 'b.pdf', data: newer } });
    expect((await ctx.db.selectFrom('files').select('id').execute()).length).toBe(filesBefore);
    expect((await get(`/api/download/${id}/LoadingAdvice`)).rawPayload.equals(newer)).toBe(true);
    expect((await get(`/api/download/${id}/DieselSlipImage`)).rawPayload.equals(slip)).toBe(true);
  });

  it('needs a valid status, PDFs only, at most 1 MB', async () => {
    const status = await edit(otherTrip, { transactionStatus: '' });
    expect(status.statusCode).toBe(400);
    expect(status.json()).toMatchObject({ message: REPORT_MESSAGES.statusRequired });
    expect((await edit(otherTrip, { transactionStatus: 'Billed' })).json()).toMatchObject({
      message: REPORT_MESSAGES.statusRequired,
    });
    const text = await edit(
      otherTrip,
      { transactionStatus: 'Open' },
      { InvoiceCompany: { fileName: 'x.pdf', data: Buffer.from('text') } },
    );
    expect(text.statusCode).toBe(415);
    const large = await edit(
      otherTrip,
      { transactionStatus: 'Open' },
      { InvoiceCompany: { fileName: 'x.pdf', data: pdf(MAX_FILE_BYTES + 1) } },
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: REPORT_MESSAGES.attachmentTooLarge });
    // 1 MB is 1,048,576 bytes: a PDF of exactly that size is taken.
    const oneMegabyte = pdf(1_048_576);
    expect(oneMegabyte.length).toBe(1_048_576);
    const largest = await edit(
      otherTrip,
      { transactionStatus: 'Open' },
      { InvoiceCompany: { fileName: 'x.pdf', data: oneMegabyte } },
    );
    expect(largest.statusCode, largest.body).toBe(200);
    expect((await get(`/api/download/${otherTrip}/InvoiceCompany`)).rawPayload.equals(oneMegabyte)).toBe(true);
  });

  it('a billed trip cannot be edited or deleted', async () => {
    const id = await createTrip({});
    await ctx.db.updateTable('trips').set({ status: 'Billed', bill_id: 'B1' }).where('id', '=', id).execute();
    const changed = await edit(id, { transactionStatus: 'Open', weight: '20' });
    expect(changed.statusCode).toBe(409);
    expect(changed.json()).toMatchObject({ message: TRIP_MESSAGES.billed });
    const removal = await ctx.app.inject({
      method: 'DELETE',
      url: `/logistics/api/reports/${id}`,
      headers: { cookie: accountant },
    });
    expect(removal.statusCode).toBe(409);
    const stored = await ctx.db
      .selectFrom('trips')
      .select(['status', 'bill_id', 'weight_kg'])
      .where('id', '=', id)
      .executeTakeFirst();
    expect(stored).toEqual({ status: 'Billed', bill_id: 'B1', weight_kg: 10_000 });
  });
});

describe('DELETE /api/reports/{id}', () => {
  it('deletes a trip with its attachments; managers may not', async () => {
    const id = await createTrip({});
    await edit(id, { transactionStatus: 'Open' }, { DieselSlipImage: { fileName: 'd.pdf', data: pdf() } });
    for (const manager of ['loadingManager', 'unloadingManager'] as const) {
      const { cookie } = await ctx.signIn(manager);
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/logistics/api/reports/${id}`,
        headers: { cookie },
      });
      expect(refused.statusCode, manager).toBe(403);
      expect((await get(`/api/trip/${id}`)).statusCode, manager).toBe(200);
    }
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/logistics/api/reports/${id}`,
      headers: { cookie: accountant },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: REPORT_MESSAGES.deleted });
    expect((await get(`/api/trip/${id}`)).statusCode).toBe(404);
    const orphans = await ctx.db
      .selectFrom('files')
      .leftJoin('trip_attachments', 'trip_attachments.file_id', 'files.id')
      .leftJoin('vehicle_documents', 'vehicle_documents.file_id', 'files.id')
      .select('files.id')
      .where('trip_attachments.file_id', 'is', null)
      .where('vehicle_documents.file_id', 'is', null)
      .execute();
    expect(orphans).toEqual([]);
  });
});

describe('the report editor refuses in a clear order and writes only its own trip', () => {
  const remove = (id: string) =>
    ctx.app.inject({ method: 'DELETE', url: `/logistics/api/reports/${id}`, headers: { cookie: accountant } });

  it('a billed trip is refused as billed before its files are looked at', async () => {
    const id = await createTrip({});
    await ctx.db.updateTable('trips').set({ status: 'Billed', bill_id: 'B1' }).where('id', '=', id).execute();
    const notPdf = await edit(
      id,
      { transactionStatus: 'Open' },
      { InvoiceCompany: { fileName: 'x.pdf', data: Buffer.from('text') } },
    );
    expect(notPdf.statusCode).toBe(409);
    expect(notPdf.json()).toMatchObject({ message: TRIP_MESSAGES.billed });
    const unknown = await edit(id, { transactionStatus: 'Open' }, { Photo: { fileName: 'p.pdf', data: pdf() } });
    expect(unknown.statusCode).toBe(409);
  });

  it('an attachment the editor does not know is refused by its name, cut to 40 characters', async () => {
    const id = await createTrip({});
    const unknown = await edit(id, { transactionStatus: 'Open' }, { Photo: { fileName: 'p.pdf', data: pdf() } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Unknown attachment: Photo' });
    const long = `Attachment${'x'.repeat(60)}`;
    const cut = await edit(id, { transactionStatus: 'Open' }, { [long]: { fileName: 'p.pdf', data: pdf() } });
    expect(cut.statusCode).toBe(400);
    // "Attachment" and 30 x: the first 40 characters of the name.
    expect(cut.json()).toMatchObject({ message: `Unknown attachment: Attachment${'x'.repeat(30)}` });
    expect((await get(`/api/download/${id}/LoadingAdvice`)).statusCode).toBe(404);
  });

  it("replacing or deleting one trip's attachment leaves another trip's of the same kind", async () => {
    const first = await createTrip({});
    const second = await createTrip({});
    const third = await createTrip({});
    const kept = pdf(150, 'kept');
    await edit(first, { transactionStatus: 'Open' }, { LoadingAdvice: { fileName: 'kept.pdf', data: kept } });
    await edit(second, { transactionStatus: 'Open' }, { LoadingAdvice: { fileName: 'old.pdf', data: pdf(160) } });
    // The third trip has no LoadingAdvice: asking for one is 404, not another trip's file.
    expect((await get(`/api/download/${third}/LoadingAdvice`)).statusCode).toBe(404);

    await edit(second, { transactionStatus: 'Open' }, { LoadingAdvice: { fileName: 'new.pdf', data: pdf(170) } });
    expect((await get(`/api/download/${first}/LoadingAdvice`)).rawPayload.equals(kept)).toBe(true);

    expect((await remove(second)).statusCode).toBe(200);
    const download = await get(`/api/download/${first}/LoadingAdvice`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(kept)).toBe(true);
  });

  it('the history keeps the values an edit replaced, and a deleted trip its last values', async () => {
    const id = await createTrip({});
    await edit(
      id,
      { transactionStatus: 'Acknowledged', weight: '12', actualWeight: '11.5', short: '40' },
      { WeightmentSlip: { fileName: 'slip.pdf', data: pdf() } },
    );
    const history = (await get(`/api/trip/${id}/history`)).json<{ action: string; before: object; after: object }[]>();
    expect(history.map((entry) => entry.action)).toEqual(['create', 'update']);
    // Entered: Open, 10 t at 1250.50 = 12505.00, no actual weight or short.
    expect(history[1]?.before).toEqual({
      status: 'Open',
      weight_kg: 10_000,
      actual_weight_kg: null,
      short_paise: null,
      freight_paise: 1_250_500,
    });
    // 12 t x 1250.50 = 15006.00
    expect(history[1]?.after).toEqual({
      status: 'Acknowledged',
      weight_kg: 12_000,
      actual_weight_kg: 11_500,
      short_paise: 4_000,
      freight_paise: 1_500_600,
      WeightmentSlip: 'slip.pdf',
    });

    expect((await remove(id)).statusCode).toBe(200);
    const deleted = await ctx.db
      .selectFrom('audit_log')
      .select(['actor', 'old_values', 'new_values'])
      .where('entity', '=', 'trip')
      .where('entity_id', '=', id)
      .where('action', '=', 'delete')
      .executeTakeFirstOrThrow();
    expect(deleted.new_values).toBeNull();
    expect(JSON.parse(deleted.old_values ?? '{}')).toMatchObject({
      id,
      status: 'Acknowledged',
      weight_kg: 12_000,
      short_paise: 4_000,
      freight_paise: 1_500_600,
    });
  });
});

describe('what a day, a missing file and an unnamed change look like', () => {
  it("Today's List leaves out a trip of another day", async () => {
    const yesterday = await createTrip({});
    await ctx.db.updateTable('trips').set({ local_date: '2001-01-01' }).where('id', '=', yesterday).execute();
    const rows = (await get('/api/today-list')).json<TripRecord[]>();
    expect(rows.map((row) => row.TripID)).not.toContain(yesterday);
    expect(rows.map((row) => row.TripID)).toContain(firstTrip);
  });

  it('a download of an attachment the trip does not have is 404 "No file"', async () => {
    const response = await get(`/api/download/${otherTrip}/DieselSlipImage`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: 'No file' });
  });

  it('a history entry recorded without a person shows an empty actor', async () => {
    const id = await createTrip({});
    await ctx.db.updateTable('audit_log').set({ actor: null }).where('entity_id', '=', id).execute();
    const history = (await get(`/api/trip/${id}/history`)).json<{ actor: string; action: string }[]>();
    expect(history).toEqual([expect.objectContaining({ action: 'create', actor: '' })]);
  });
});
