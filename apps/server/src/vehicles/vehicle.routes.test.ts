import { MAX_FILE_BYTES, VEHICLE_MESSAGES, type Vehicle, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type TestFile, pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { insertTrip } from '../test/trips.ts';

let ctx: TestContext;
let cookie: string;
beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('loadingManager'));
});
afterAll(() => ctx.close());

const dayOffset = (days: number) => localDate(new Date(Date.now() + days * 86_400_000));

const send = (url: string, fields: Record<string, string>, files: Record<string, TestFile> = {}) =>
  postMultipart(ctx, cookie, url, fields, files);

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  ctx.app.inject({ method, url: `/logistics${url}`, headers: { cookie }, ...(payload ? { payload } : {}) });

async function vehicle(truckNo: string): Promise<Vehicle | undefined> {
  return (await call('GET', '/list-vehicle')).json<Vehicle[]>().find((v) => v.truck_no === truckNo);
}

let plate = 1000;
const nextTruck = () => `KA01AB${++plate}`;

describe('POST /add-vehicle', () => {
  it('adds a vehicle with two documents; the truck number is normalised; days left count today', async () => {
    const truck = nextTruck();
    const response = await send(
      '/add-vehicle',
      {
        truck_no: ` ${truck.slice(0, 4).toLowerCase()} ${truck.slice(4)} `,
        make: 'Tata 1613',
        companyOwner: 'Sharma Roadlines',
        insurance_startDate: dayOffset(-300),
        insurance_endDate: dayOffset(0),
        puc_startDate: dayOffset(-10),
        puc_endDate: dayOffset(30),
      },
      {
        // A RIGHT-TO-LEFT OVERRIDE in the name is removed: names cannot pretend to be something else.
        insurance: { fileName: 'बीमा\u202E policy.pdf', data: pdf(500, 'insurance') },
        // A PDF sent under a program's name is kept under the name of what it is.
        puc: { fileName: 'puc.exe', data: pdf() },
      },
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ message: VEHICLE_MESSAGES.added });
    const added = await vehicle(truck);
    expect(added).toMatchObject({ make: 'Tata 1613', companyOwner: 'Sharma Roadlines' });
    expect(added?.documents.insurance).toEqual({
      fileName: 'बीमा policy.pdf',
      start_date: dayOffset(-300),
      end_date: dayOffset(0),
      days_left: 1,
    });
    expect(added?.documents.puc).toMatchObject({ fileName: 'puc.pdf', days_left: 31 });
    expect(added?.documents.fitness).toEqual({ fileName: null, start_date: null, end_date: null, days_left: 0 });
    const audit = await listAudit(ctx.db, 'vehicle', truck);
    expect(audit[0]?.action).toBe('create');
  });

  it.each([
    ['', VEHICLE_MESSAGES.truckRequired],
    ['KA01AB12345', VEHICLE_MESSAGES.truckTooLong],
    ['K101AB1234', VEHICLE_MESSAGES.truckFormat],
  ])('truck number %j: %s', async (truckNo, message) => {
    const response = await send('/add-vehicle', { truck_no: truckNo });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'truck_no' });
  });

  it('refuses the same truck again', async () => {
    const truck = nextTruck();
    expect((await send('/add-vehicle', { truck_no: truck })).statusCode).toBe(201);
    const again = await send('/add-vehicle', { truck_no: truck.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: VEHICLE_MESSAGES.truckExists, code: 'CONFLICT' });
  });

  it.each([
    [{ registration_startDate: '2026-01-01' }, { registration: true }, VEHICLE_MESSAGES.fileWithoutDates],
    [
      { registration_startDate: '2026-01-01', registration_endDate: '2027-01-01' },
      {},
      VEHICLE_MESSAGES.datesWithoutFile,
    ],
    [{ registration_endDate: '2027-01-01' }, {}, VEHICLE_MESSAGES.oneDate],
    [
      { registration_startDate: '2027-01-02', registration_endDate: '2027-01-01' },
      { registration: true },
      VEHICLE_MESSAGES.endBeforeStart,
    ],
  ])('pairing rule %o', async (dates, withFile, message) => {
    const files: Record<string, TestFile> =
      'registration' in withFile ? { registration: { fileName: 'rc.pdf', data: pdf() } } : {};
    const response = await send('/add-vehicle', { truck_no: nextTruck(), ...dates }, files);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, field: 'registration' });
  });

  it('refuses a text file renamed .pdf (415) and a 1 MB + 1 byte PDF (413), keeping nothing', async () => {
    const dates = { fitness_startDate: dayOffset(-1), fitness_endDate: dayOffset(100) };
    const text = await send(
      '/add-vehicle',
      { truck_no: nextTruck(), ...dates },
      {
        fitness: { fileName: 'fitness.pdf', data: Buffer.from('hello, I am not a PDF') },
      },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({ message: VEHICLE_MESSAGES.notPdf, code: 'UNSUPPORTED_MEDIA_TYPE' });

    const truck = nextTruck();
    const large = await send(
      '/add-vehicle',
      { truck_no: truck, ...dates },
      {
        fitness: { fileName: 'fitness.pdf', data: pdf(MAX_FILE_BYTES + 1) },
      },
    );
    expect(large.statusCode).toBe(413);
    expect(large.json()).toEqual({ message: VEHICLE_MESSAGES.tooLarge, code: 'PAYLOAD_TOO_LARGE' });
    expect(await vehicle(truck)).toBeUndefined();

    const exact = await send(
      '/add-vehicle',
      { truck_no: truck, ...dates },
      {
        fitness: { fileName: 'fitness.pdf', data: pdf(MAX_FILE_BYTES) },
      },
    );
    expect(exact.statusCode).toBe(201);
  });

  it('refuses impossible calendar dates on the field that holds them', async () => {
    for (const endDate of ['2026-02-30', '2025-02-29', '2026-13-01', '2026-04-31', '2026-00-10']) {
      const response = await send(
        '/add-vehicle',
        { truck_no: nextTruck(), insurance_startDate: '2026-01-01', insurance_endDate: endDate },
        { insurance: { fileName: 'insurance.pdf', data: pdf() } },
      );
      expect(response.statusCode, endDate).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'Enter a real date as YYYY-MM-DD.',
        field: 'insurance_endDate',
        code: 'VALIDATION_ERROR',
      });
    }
    // A leap day is a real day.
    const leap = await send(
      '/add-vehicle',
      { truck_no: nextTruck(), insurance_startDate: '2028-02-29', insurance_endDate: '2028-03-01' },
      { insurance: { fileName: 'insurance.pdf', data: pdf() } },
    );
    expect(leap.statusCode, leap.body).toBe(201);
  });

  it('one impossible date stored by an older release does not break the list for everyone', async () => {
    const truck = nextTruck();
    const added = await send(
      '/add-vehicle',
      { truck_no: truck, puc_startDate: '2026-01-01', puc_endDate: '2026-12-31' },
      { puc: { fileName: 'puc.pdf', data: pdf() } },
    );
    expect(added.statusCode).toBe(201);
    await ctx.db
      .updateTable('vehicle_documents')
      .set({ end_date: '2026-13-01' })
      .where('truck_no', '=', truck)
      .execute();
    const list = await call('GET', '/list-vehicle');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json<Vehicle[]>().find((v) => v.truck_no === truck)?.documents.puc.days_left).toBe(0);
  });

  it('lists the newest vehicle first, so a truck just added heads the Vehicle screen', async () => {
    for (const truck of ['AP01AA0001', 'TN99ZY9998'])
      expect((await send('/add-vehicle', { truck_no: truck })).statusCode).toBe(201);
    const order = (await call('GET', '/list-vehicle')).json<Vehicle[]>().map((v) => v.truck_no);
    expect(order.slice(0, 2)).toEqual(['TN99ZY9998', 'AP01AA0001']);
  });

  it('refuses JSON and unknown fields', async () => {
    expect((await call('POST', '/add-vehicle', { truck_no: nextTruck() })).statusCode).toBe(415);
    const unknown = await send('/add-vehicle', { truck_no: nextTruck(), colour: 'red' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('documents: download, reset, upload', () => {
  it('downloads under the original name, resets to 0 days, and takes a replacement', async () => {
    const truck = nextTruck();
    const original = pdf(800, 'original');
    await send(
      '/add-vehicle',
      { truck_no: truck, mv_tax_startDate: dayOffset(-5), mv_tax_endDate: dayOffset(200) },
      { mv_tax: { fileName: 'MV tax 2026.pdf', data: original } },
    );

    const download = await call('GET', `/download/${truck}/mv_tax`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(original)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="MV tax 2026.pdf"; filename*=UTF-8''MV%20tax%202026.pdf`,
    );

    const stillValid = await send(
      '/upload',
      { truck_no: truck, field_name: 'mv_tax', start_date: dayOffset(0), end_date: dayOffset(10) },
      { file: { fileName: 'new.pdf', data: pdf() } },
    );
    expect(stillValid.statusCode).toBe(409);
    expect(stillValid.json()).toMatchObject({ message: VEHICLE_MESSAGES.stillValid });

    const reset = await call('POST', '/reset-vehicle-doc', { truck_no: truck, field_name: 'mv_tax' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ message: VEHICLE_MESSAGES.reset });
    expect((await vehicle(truck))?.documents.mv_tax.days_left).toBe(0);
    expect((await call('GET', `/download/${truck}/mv_tax`)).statusCode).toBe(404);

    const replacement = pdf(900, 'replacement');
    const uploaded = await send(
      '/upload',
      { truck_no: truck, field_name: 'mv_tax', start_date: dayOffset(0), end_date: dayOffset(364) },
      { file: { fileName: 'MV tax 2027.pdf', data: replacement } },
    );
    expect(uploaded.statusCode).toBe(200);
    expect(uploaded.json()).toEqual({ message: VEHICLE_MESSAGES.uploaded });
    expect((await vehicle(truck))?.documents.mv_tax).toMatchObject({ fileName: 'MV tax 2027.pdf', days_left: 365 });
    expect((await call('GET', `/download/${truck}/mv_tax`)).rawPayload.equals(replacement)).toBe(true);
    const files = await ctx.db.selectFrom('files').select('id').execute();
    const documents = await ctx.db.selectFrom('vehicle_documents').select('file_id').execute();
    expect(files.length).toBe(documents.length);
  });

  it('checks a replacement upload in the spec order', async () => {
    const truck = nextTruck();
    await send('/add-vehicle', { truck_no: truck });
    const base = { truck_no: truck, field_name: 'puc' };
    const file = { file: { fileName: 'puc.pdf', data: pdf() } };
    const cases: [Record<string, string>, Record<string, TestFile>, number, string][] = [
      [{ ...base, start_date: dayOffset(0), end_date: dayOffset(1) }, {}, 400, VEHICLE_MESSAGES.noFile],
      [base, { file: { fileName: 'puc.pdf', data: Buffer.from('plain text') } }, 415, VEHICLE_MESSAGES.notPdf],
      [base, { file: { fileName: 'puc.pdf', data: pdf(MAX_FILE_BYTES + 1) } }, 413, VEHICLE_MESSAGES.tooLarge],
      [{ ...base, start_date: dayOffset(0) }, file, 400, VEHICLE_MESSAGES.uploadDatesMissing],
      [{ ...base, start_date: dayOffset(2), end_date: dayOffset(1) }, file, 400, VEHICLE_MESSAGES.uploadStartAfterEnd],
    ];
    for (const [fields, files, status, message] of cases) {
      const response = await send('/upload', fields, files);
      expect(response.statusCode, message).toBe(status);
      expect(response.json()).toMatchObject({ message });
    }
    expect(
      (await send('/upload', { ...base, start_date: dayOffset(0), end_date: dayOffset(1) }, file)).statusCode,
    ).toBe(200);
  });

  it('404 for an unknown vehicle or a document without a file', async () => {
    const upload = await send(
      '/upload',
      { truck_no: 'ZZ99ZZ9999', field_name: 'puc', start_date: dayOffset(0), end_date: dayOffset(1) },
      { file: { fileName: 'x.pdf', data: pdf() } },
    );
    expect(upload.statusCode).toBe(404);
    expect((await call('POST', '/reset-vehicle-doc', { truck_no: 'ZZ99ZZ9999', field_name: 'puc' })).statusCode).toBe(
      404,
    );
    expect((await call('POST', '/reset-vehicle-doc', { truck_no: 'ZZ99ZZ9999', field_name: 'fuel' })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /delete-vehicle/{truck_no}', () => {
  it('deletes a vehicle with its documents and files', async () => {
    const truck = nextTruck();
    await send(
      '/add-vehicle',
      { truck_no: truck, ka_tax_startDate: dayOffset(0), ka_tax_endDate: dayOffset(9) },
      { ka_tax: { fileName: 'ka.pdf', data: pdf() } },
    );
    const before = (await ctx.db.selectFrom('files').select('id').execute()).length;
    const response = await call('DELETE', `/delete-vehicle/${truck}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: VEHICLE_MESSAGES.deleted });
    expect(await vehicle(truck)).toBeUndefined();
    expect((await ctx.db.selectFrom('files').select('id').execute()).length).toBe(before - 1);
    expect((await call('DELETE', `/delete-vehicle/${truck}`)).statusCode).toBe(404);
  });

  it('refuses to delete a vehicle that a trip refers to, keeping its documents', async () => {
    const truck = nextTruck();
    await send(
      '/add-vehicle',
      { truck_no: truck, puc_startDate: dayOffset(0), puc_endDate: dayOffset(9) },
      { puc: { fileName: 'puc.pdf', data: pdf() } },
    );
    await insertTrip(ctx.db, { truckNo: truck });
    const response = await call('DELETE', `/delete-vehicle/${truck}`);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: VEHICLE_MESSAGES.inUse, code: 'CONFLICT' });
    expect((await vehicle(truck))?.documents.puc.fileName).toBe('puc.pdf');
  });
});

describe('GET /api/trucks', () => {
  it('lists truck numbers for the trip form', async () => {
    const truck = nextTruck();
    await send('/add-vehicle', { truck_no: truck });
    expect((await call('GET', '/api/trucks')).json()).toContainEqual({ _id: truck, truck_no: truck });
  });
});
