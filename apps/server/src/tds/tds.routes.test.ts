import {
  type TdsChallans,
  type TdsCheckRow,
  type TdsReturn,
  type Vendor,
  localDate,
  quarterOf,
} from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dateBill } from '../test/bills.ts';
import { MASTER, addAcknowledgedTrip, addMasterData } from '../test/master-data.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { pdfText } from '../test/pdf-text.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

// Issue 31. Every trip is 10 t on Pune -> Mumbai at ₹1,250.50 a ton: freight ₹12,505.00, unless its weight says
// otherwise. PANs: 4th letter P an individual, F a firm, C a company.
const GANESH = { companyName: 'Ganesh Transport', companyOwner: 'Ganesh Rao', tdsRate: 1, pan: 'AAAPG1234K' };
const KAVERI = { companyName: 'Kaveri Logistics', companyOwner: 'Kaveri Nair', tdsRate: 1, pan: 'AAAFK1234L' };
const DECCAN = { companyName: 'Deccan Cargo', companyOwner: 'Deccan Owner', tdsRate: 2, pan: 'AAACD1234M' };

async function setUp(): Promise<{ ctx: TestContext; cookie: string }> {
  const ctx = await createTestApp();
  const { cookie } = await ctx.signIn('accountant');
  // Sharma Roadlines at 2% and Balaji Carriers at 1%, neither with a PAN.
  await addMasterData(ctx, cookie);
  for (const vendor of [GANESH, KAVERI, DECCAN]) {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/add-vendor',
      headers: { cookie },
      payload: vendor,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  return { ctx, cookie };
}

const get = <T>(ctx: TestContext, cookie: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie } }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });

const upload = (ctx: TestContext, cookie: string, vendor: string, fields: Record<string, string>) =>
  postMultipart(ctx, cookie, `/api/vendors/${encodeURIComponent(vendor)}/tds-documents`, fields, {
    file: { fileName: 'declaration.pdf', data: pdf(400, 'signed') },
  });

/** Bills the trips as one bill through the API, then dates it `date`; returns its id. */
async function bill(ctx: TestContext, cookie: string, trips: string[], date: string): Promise<string> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/logistics/generate-pdf-bill',
    headers: { cookie },
    payload: trips.map((trip) => ({ id: trip, trip_id: trip })),
  });
  expect(response.statusCode, response.body).toBe(200);
  const billId = String(response.headers['x-bill-id']);
  await dateBill(ctx, billId, date);
  return billId;
}

describe('the rate the law asks, declarations and certificates, and the return (issue 31)', () => {
  let ctx: TestContext;
  let cookie: string;
  const today = localDate();
  const { fy, quarter } = quarterOf(today);
  beforeAll(async () => {
    ({ ctx, cookie } = await setUp());
  }, 120_000);
  afterAll(() => ctx.close());

  it('checks each typed rate against the PAN: 20% without one, 1% for an individual, 2% for a firm or company', async () => {
    const rows = await get<TdsCheckRow[]>(ctx, cookie, '/tds-check');
    const row = (vendor: string) => rows.find((each) => each.vendor === vendor);
    expect(row(MASTER.vendor)).toEqual({
      vendor: MASTER.vendor,
      pan: '',
      deducteeType: null,
      rate: 2,
      expectedRate: 20,
      basis: 'noPan',
      reason: '',
    });
    expect(row(GANESH.companyName)).toMatchObject({
      deducteeType: 'individual',
      rate: 1,
      expectedRate: 1,
      basis: 'individualOrHuf',
    });
    expect(row(KAVERI.companyName)).toMatchObject({ deducteeType: 'firm', rate: 1, expectedRate: 2, basis: 'other' });
    expect(row(DECCAN.companyName)).toMatchObject({
      deducteeType: 'company',
      rate: 2,
      expectedRate: 2,
      basis: 'other',
    });
  });

  it('keeps the reason given for a rate the law does not ask, and drops it once the rate is the lawful one', async () => {
    const vendors = await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie } });
    const kaveri = vendors.json<Vendor[]>().find((vendor) => vendor.companyName === KAVERI.companyName);
    expect(kaveri).toMatchObject({
      deducteeType: 'firm',
      tdsRate: 1,
      expectedTdsRate: 2,
      tdsBasis: 'other',
      tdsRateReason: '',
    });
    const update = (fields: object) =>
      ctx.app.inject({
        method: 'POST',
        url: '/logistics/update-vendor',
        headers: { cookie },
        payload: { ...KAVERI, id: kaveri?.id, ...fields },
      });
    expect((await update({ tdsRateReason: 'Agreed in the contract of 1 April' })).statusCode).toBe(200);
    const reasonOf = async () =>
      (await get<TdsCheckRow[]>(ctx, cookie, '/tds-check')).find((r) => r.vendor === KAVERI.companyName)?.reason;
    expect(await reasonOf()).toBe('Agreed in the contract of 1 April');
    // An edit that gives no reason keeps the one stored; typing the lawful rate drops it.
    expect((await update({ companyOwner: 'Kaveri R Nair' })).statusCode).toBe(200);
    expect(await reasonOf()).toBe('Agreed in the contract of 1 April');
    expect((await update({ tdsRate: 2 })).statusCode).toBe(200);
    expect(await reasonOf()).toBe('');
  });

  it('refuses a document without a PAN, a bad field by its name, and a second declaration for the year', async () => {
    const declaration = { kind: 'transporterDeclaration', fy, vehicles: 'MH12AB1234, KA-05-CD-6789' };
    const noPan = await upload(ctx, cookie, MASTER.vendor, declaration);
    expect(noPan.statusCode).toBe(400);
    expect(noPan.json()).toMatchObject({
      message: "Add the vendor's PAN first: neither a declaration nor a certificate counts without one.",
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `MH12AB${1000 + i}`).join(',');
    expect((await upload(ctx, cookie, GANESH.companyName, { ...declaration, vehicles: eleven })).json()).toMatchObject({
      field: 'vehicles',
    });
    expect((await upload(ctx, cookie, GANESH.companyName, { ...declaration, fy: '2026-28' })).json()).toMatchObject({
      field: 'fy',
    });
    const backwards = {
      kind: 'lowerDeductionCertificate',
      certificateNo: 'LDC123',
      rate: '0.5',
      validFrom: '2026-10-01',
      validTo: '2026-09-30',
      amountLimit: '500000',
    };
    expect((await upload(ctx, cookie, KAVERI.companyName, backwards)).json()).toMatchObject({
      message: 'The certificate cannot end before it starts.',
      field: 'validTo',
    });
    expect((await upload(ctx, cookie, 'Nobody Transport', declaration)).statusCode).toBe(404);
  });

  it('a declaration moves new trips to 0%; the trip entered before it keeps 1%; the return lists both, the 0% one with reason T', async () => {
    const before = await addAcknowledgedTrip(ctx, cookie, { Vendor: GANESH.companyName });
    const recorded = await upload(ctx, cookie, GANESH.companyName, {
      kind: 'transporterDeclaration',
      fy,
      vehicles: 'MH12AB1234, KA-05-CD-6789',
    });
    expect(recorded.statusCode, recorded.body).toBe(201);
    expect(recorded.json()).toMatchObject({
      vendor: GANESH.companyName,
      kind: 'transporterDeclaration',
      fy,
      vehicles: ['MH12AB1234', 'KA05CD6789'],
      rate: 0,
      validFrom: `${fy.slice(0, 4)}-04-01`,
      file: { fileName: 'declaration.pdf' },
    });
    const again = await upload(ctx, cookie, GANESH.companyName, {
      kind: 'transporterDeclaration',
      fy,
      vehicles: 'MH12AB1234',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: `This vendor already has a declaration for ${fy}.`, field: 'fy' });
    const listed = await get<{ id: string; file: { url: string } }[]>(
      ctx,
      cookie,
      `/vendors/${encodeURIComponent(GANESH.companyName)}/tds-documents`,
    );
    expect(listed).toHaveLength(1);
    const file = await ctx.app.inject({ method: 'GET', url: listed[0]?.file.url ?? '', headers: { cookie } });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.body).toContain('% signed');

    const check = (await get<TdsCheckRow[]>(ctx, cookie, '/tds-check')).find((r) => r.vendor === GANESH.companyName);
    expect(check).toMatchObject({ rate: 1, expectedRate: 0, basis: 'transporterDeclaration' });
    const after = await addAcknowledgedTrip(ctx, cookie, { Vendor: GANESH.companyName });
    const tripRate = async (id: string) => (await get<{ TDS_Rate: number }>(ctx, cookie, `/trip/${id}`)).TDS_Rate;
    expect(await tripRate(before)).toBe(1);
    expect(await tripRate(after)).toBe(0);

    const billId = await bill(ctx, cookie, [before, after], today);
    const taxReturn = await get<TdsReturn>(ctx, cookie, `/tds-return?fy=${fy}&quarter=${quarter}`);
    const rows = taxReturn.rows.filter((row) => row.name === GANESH.companyName);
    // One line per rate of the bill, 0% first: 12,505.00 with no TDS, then 12,505.00 at 1% = 125.05.
    const common = {
      deducteeCode: '02',
      pan: GANESH.pan,
      name: GANESH.companyName,
      section: '393(1)',
      paymentCode: '1017',
      date: today,
    };
    expect(rows).toEqual([
      {
        ...common,
        serial: rows[0]?.serial,
        amount: 12_505,
        tds: 0,
        rate: 0,
        reasonCode: 'T',
        certificateNo: null,
        challan: null,
      },
      {
        ...common,
        serial: rows[1]?.serial,
        amount: 12_505,
        tds: 125.05,
        rate: 1,
        reasonCode: '',
        certificateNo: null,
        challan: null,
      },
    ]);
    expect(billId).toMatch(/^B\d+$/);
  });

  it('a vendor without a PAN at 20%: PANNOTAVBL and reason C; a certificate: its rate, reason B and its number', async () => {
    const sharma = (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie } }))
      .json<Vendor[]>()
      .find((vendor) => vendor.companyName === MASTER.vendor);
    const updated = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/update-vendor',
      headers: { cookie },
      payload: { id: sharma?.id, companyName: MASTER.vendor, companyOwner: 'Ravi Sharma', tdsRate: 20 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const certificate = await upload(ctx, cookie, DECCAN.companyName, {
      kind: 'lowerDeductionCertificate',
      certificateNo: 'ldc0042',
      rate: '0.5',
      validFrom: `${fy.slice(0, 4)}-04-01`,
      validTo: `${Number(fy.slice(0, 4)) + 1}-03-31`,
      amountLimit: '10,00,000',
    });
    expect(certificate.statusCode, certificate.body).toBe(201);
    expect(certificate.json()).toMatchObject({ certificateNo: 'LDC0042', rate: 0.5, amountLimit: 1_000_000 });
    const noPanTrip = await addAcknowledgedTrip(ctx, cookie, { Vendor: MASTER.vendor });
    const certifiedTrip = await addAcknowledgedTrip(ctx, cookie, { Vendor: DECCAN.companyName });
    await bill(ctx, cookie, [noPanTrip], today);
    await bill(ctx, cookie, [certifiedTrip], today);
    const { rows } = await get<TdsReturn>(ctx, cookie, `/tds-return?fy=${fy}&quarter=${quarter}`);
    // 12,505.00 at 20% = 2,501.00; at 0.5% = 62.525, to the paisa 62.53.
    expect(rows.find((row) => row.name === MASTER.vendor)).toMatchObject({
      deducteeCode: '02',
      pan: 'PANNOTAVBL',
      tds: 2501,
      rate: 20,
      reasonCode: 'C',
    });
    expect(rows.find((row) => row.name === DECCAN.companyName)).toMatchObject({
      deducteeCode: '01',
      pan: DECCAN.pan,
      tds: 62.53,
      rate: 0.5,
      reasonCode: 'B',
      certificateNo: 'LDC0042',
    });
    expect(rows.map((row) => row.serial)).toEqual(rows.map((_, i) => i + 1));
  });

  it('the bell says a certificate starting today applies to new trips', async () => {
    const starts = await upload(ctx, cookie, KAVERI.companyName, {
      kind: 'lowerDeductionCertificate',
      certificateNo: 'LDC0099',
      rate: '1',
      validFrom: today,
      validTo: today,
      amountLimit: '100000',
    });
    expect(starts.statusCode, starts.body).toBe(201);
    const notices = await get<{ kind: string; day: string; text: string }[]>(ctx, cookie, '/notifications/tds');
    const started = notices.find((notice) => notice.kind === 'documentStarts' && notice.day === today);
    expect(started?.text).toContain(
      `${KAVERI.companyName}: the lower-deduction certificate LDC0099 at 1% applies from`,
    );
    expect(notices).toContainEqual(expect.objectContaining({ kind: 'documentEnds', day: today }));
  });

  it('managers cannot reach any of it', async () => {
    const { cookie: manager } = await ctx.signIn('loadingManager');
    for (const url of [
      '/tds-check',
      `/tds-return?fy=${fy}&quarter=${quarter}`,
      `/tds-challans?fy=${fy}&quarter=${quarter}`,
    ]) {
      expect(
        (await ctx.app.inject({ method: 'GET', url: `/logistics/api${url}`, headers: { cookie: manager } })).statusCode,
      ).toBe(403);
    }
  });
});

describe('challans, interest on late deposit, and the vendor as it was on the bill (issue 31)', () => {
  let ctx: TestContext;
  let cookie: string;
  beforeAll(async () => {
    ({ ctx, cookie } = await setUp());
  }, 120_000);
  afterAll(() => ctx.close());

  const challan = (fields: object) =>
    ctx.app.inject({
      method: 'POST',
      url: '/logistics/api/tds-challans',
      headers: { cookie },
      payload: { bsrCode: '0510308', fy: '2026-27', quarter: 'Q3', ...fields },
    });

  it('allocates the quarter’s TDS to challans oldest first, with 1.5% a month or part of one on what was late', async () => {
    // Deccan Cargo (a company, 2%): 100 t = 1,25,050.00, TDS 2,501.00, billed 05/10/2026 (due 07/11/2026);
    // 40 t = 50,020.00, TDS 1,000.40, billed 20/10/2026 (due 07/11/2026).
    const first = await addAcknowledgedTrip(ctx, cookie, { Vendor: DECCAN.companyName, Weight: '100' });
    const second = await addAcknowledgedTrip(ctx, cookie, { Vendor: DECCAN.companyName, Weight: '40' });
    const firstBill = await bill(ctx, cookie, [first], '2026-10-05');
    const secondBill = await bill(ctx, cookie, [second], '2026-10-20');
    const empty = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/tds-challans?fy=2026-27&quarter=Q3',
      headers: { cookie },
    });
    expect(empty.json<TdsChallans>().totals).toEqual({ tds: 3501.4, deposited: 0, undeposited: 3501.4, interest: 0 });

    expect((await challan({ date: '2026-11-05', serial: '00011', amount: 2501 })).statusCode).toBe(201);
    // Deposited on 09/11/2026, two days late: October and November, 2 months on 1,000.40 rounded down to 1,000:
    // 1,000 x 1.5% x 2 = 30.00.
    expect((await challan({ date: '2026-11-09', serial: '00012', amount: '1,000.40' })).statusCode).toBe(201);
    const duplicate = await challan({ date: '2026-11-09', serial: '00012', amount: 5 });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      message: 'Challan 0510308 of 2026-11-09, serial 00012, is already recorded.',
    });
    expect((await challan({ date: '2026-11-09', serial: '12', amount: 5 })).json()).toMatchObject({ field: 'serial' });
    expect((await challan({ date: '2026-11-09', serial: '00013', amount: 5, bsrCode: '05103' })).json()).toMatchObject({
      field: 'bsrCode',
    });

    const challans = (
      await ctx.app.inject({
        method: 'GET',
        url: '/logistics/api/tds-challans?fy=2026-27&quarter=Q3',
        headers: { cookie },
      })
    ).json<TdsChallans>();
    expect(challans.challans.map(({ id: _, ...rest }) => rest)).toEqual([
      {
        bsrCode: '0510308',
        date: '2026-11-05',
        serial: '00011',
        amount: 2501,
        unallocated: 0,
        covers: [
          {
            billId: firstBill,
            vendor: DECCAN.companyName,
            deductedOn: '2026-10-05',
            dueDate: '2026-11-07',
            tds: 2501,
            lateMonths: 0,
            interest: 0,
          },
        ],
      },
      {
        bsrCode: '0510308',
        date: '2026-11-09',
        serial: '00012',
        amount: 1000.4,
        unallocated: 0,
        covers: [
          {
            billId: secondBill,
            vendor: DECCAN.companyName,
            deductedOn: '2026-10-20',
            dueDate: '2026-11-07',
            tds: 1000.4,
            lateMonths: 2,
            interest: 30,
          },
        ],
      },
    ]);
    expect(challans.undeposited).toEqual([]);
    expect(challans.totals).toEqual({ tds: 3501.4, deposited: 3501.4, undeposited: 0, interest: 30 });

    // Renamed after the bills: the return, the register and the statement keep the name of the bills' days.
    const deccan = (await ctx.app.inject({ method: 'GET', url: '/logistics/list-vendor', headers: { cookie } }))
      .json<Vendor[]>()
      .find((vendor) => vendor.companyName === DECCAN.companyName);
    const renamed = await ctx.app.inject({
      method: 'POST',
      url: '/logistics/update-vendor',
      headers: { cookie },
      payload: { ...DECCAN, id: deccan?.id, companyName: 'Deccan Cargo Movers' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const taxReturn = (
      await ctx.app.inject({
        method: 'GET',
        url: '/logistics/api/tds-return?fy=2026-27&quarter=Q3',
        headers: { cookie },
      })
    ).json<TdsReturn>();
    const common = {
      deducteeCode: '01',
      pan: DECCAN.pan,
      name: DECCAN.companyName,
      section: '393(1)',
      paymentCode: '1017',
      rate: 2,
      reasonCode: '',
      certificateNo: null,
    };
    expect(taxReturn).toEqual({
      fy: '2026-27',
      quarter: 'Q3',
      rows: [
        {
          ...common,
          serial: 1,
          date: '2026-10-05',
          amount: 125_050,
          tds: 2501,
          challan: { bsrCode: '0510308', date: '2026-11-05', serial: '00011' },
        },
        {
          ...common,
          serial: 2,
          date: '2026-10-20',
          amount: 50_020,
          tds: 1000.4,
          challan: { bsrCode: '0510308', date: '2026-11-09', serial: '00012' },
        },
      ],
      totals: { amount: 175_070, tds: 3501.4 },
    });

    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/logistics/api/tds-return/csv?fy=2026-27&quarter=Q3',
      headers: { cookie },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n').slice(0, 2)).toEqual([
      '\uFEFFSerial,Deductee code,PAN,Name,Section,Payment code,Date of credit,Amount credited,TDS,Rate (%),Reason code,Certificate number,Challan BSR code,Challan date,Challan serial',
      `1,01,${DECCAN.pan},Deccan Cargo,393(1),1017,05/10/2026,125050,2501,2,,,0510308,05/11/2026,00011`,
    ]);
    const statement = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/api/tds-statement/pdf?vendor=${encodeURIComponent('Deccan Cargo Movers')}&fy=2026-27&quarter=Q3`,
      headers: { cookie },
    });
    expect(statement.headers['content-type']).toBe('application/pdf');
    // A cell may wrap: words compared with single spaces.
    const text = (await pdfText(statement.rawPayload)).replace(/\s+/g, ' ');
    // Named as on its bills, the same statement: the register lists the quarter under that name.
    const byBilledName = await ctx.app.inject({
      method: 'GET',
      url: `/logistics/api/tds-statement/pdf?vendor=${encodeURIComponent('deccan cargo')}&fy=2026-27&quarter=Q3`,
      headers: { cookie },
    });
    expect(byBilledName.statusCode).toBe(200);
    expect((await pdfText(byBilledName.rawPayload)).replace(/\s+/g, ' ')).toContain('3,501.40');
    for (const expected of [
      firstBill,
      '1,25,050.00',
      '2,501.00',
      'BSR 0510308, 05/11/2026, serial 00011',
      '1,75,070.00',
      '3,501.40',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('a challan cannot be dated in the future', async () => {
    const response = await challan({ date: '2999-01-01', serial: '00099', amount: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'A challan cannot be dated in the future.', field: 'date' });
  });
});
