import { localDate } from '@freightdesk/domain';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { type TestFile, pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

let ctx: TestContext;
let cookie: string;
const today = localDate();
const nextMonth = localDate(new Date(Date.now() + 30 * 86_400_000));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ cookie } = await ctx.signIn('accountant'));
  await addMasterData(ctx, cookie);
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie } });
function expectDownload(response: LightMyRequestResponse) {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="/);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  expect(response.headers['cache-control']).toBe('private, no-store');
}

/** HTML with script, named and typed as a PDF: must be refused by content. */
const disguised: TestFile = {
  fileName: 'invoice.pdf',
  contentType: 'application/pdf',
  data: Buffer.from('<html><script>alert(document.cookie)</script></html>'),
};

describe('every stored or generated file is a download, never rendered inline', () => {
  it('a vehicle document', async () => {
    const added = await postMultipart(
      ctx,
      cookie,
      '/add-vehicle',
      { truck_no: 'MH14ZZ0001', insurance_startDate: today, insurance_endDate: nextMonth },
      { insurance: { fileName: '<img src=x onerror=alert(1)> बीमा.pdf', data: pdf() } },
    );
    expect(added.statusCode, added.body).toBe(201);
    const download = await get('/download/MH14ZZ0001/insurance');
    expectDownload(download);
    expect(download.headers['content-type']).toBe('application/pdf');
    // The name can never close the quoted filename parameter.
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="[^"]*"; filename\*=UTF-8''/);
  });

  it('a trip attachment', async () => {
    const trip = await addTrip(ctx, cookie);
    const edited = await postMultipart(
      ctx,
      cookie,
      `/api/reports/${trip}`,
      { transactionStatus: 'Open' },
      { WeightmentSlip: { fileName: 'slip.pdf', data: pdf() } },
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expectDownload(await get(`/api/download/${trip}/WeightmentSlip`));
  });

  it('a bill PDF', async () => {
    const id = await addTrip(ctx, cookie);
    expect(
      (await postMultipart(ctx, cookie, `/api/reports/${id}`, { transactionStatus: 'Acknowledged' })).statusCode,
    ).toBe(200);
    const bill = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/generate-pdf-bill',
      headers: { cookie },
      payload: [{ id, trip_id: id, frt: 1 }],
    });
    expectDownload(bill);
    expect(bill.headers['content-type']).toBe('application/pdf');
  });

  it('an Excel export', async () => {
    const excel = await get('/api/today-list/excel');
    expectDownload(excel);
    expect(excel.headers['content-disposition']).toBe('attachment; filename="TodayList.xlsx"');
  });
});

describe('uploads are checked by content on every route that accepts them', () => {
  it.each([
    [
      'POST /add-vehicle',
      '/add-vehicle',
      { truck_no: 'MH14ZZ0002', fitness_startDate: today, fitness_endDate: nextMonth },
      'fitness',
    ],
    [
      'POST /upload',
      '/upload',
      { truck_no: MASTER.truck, field_name: 'puc', start_date: today, end_date: nextMonth },
      'file',
    ],
    ['POST /api/reports/{id}', '/api/reports/{trip}', { transactionStatus: 'Open' }, 'InvoiceCompany'],
  ] as const)('%s refuses HTML named and typed as a PDF, storing nothing', async (_name, url, fields, field) => {
    const trip = await addTrip(ctx, cookie);
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await postMultipart(ctx, cookie, url.replace('{trip}', trip), fields, { [field]: disguised });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    expect(await count()).toBe(before);
  });
});
