import { CUSTOMER_MESSAGES, LR_MESSAGES, localDate, lrFinancialYear, lrUpdateSchema } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listAudit } from '../audit/audit.repository.ts';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { withRivalWrite } from '../test/rival-write.ts';
import { type LrService, createLrService } from './lr.service.ts';

let t: LrTestApp;
const consignor = 'Deccan Cements';
const consignee = 'Mumbai Builders';
let today: string;
let fy: string;
let deccan: string;
let builders: string;

beforeAll(async () => {
  t = await createLrTestApp();
  deccan = await t.addCustomer(consignor);
  builders = await t.addCustomer(consignee);
  // A rate from long ago: every trip of these tests takes it.
  await t.addRate(deccan, { from: 'Pune', to: 'Mumbai' }, 1250.5, '2020-04-01');
  today = localDate();
  fy = lrFinancialYear(today);
});
afterAll(() => t.ctx.close());

const path = (lrNo: string) => `/lrs/${encodeURIComponent(lrNo)}`;

/** The PUT body of the usual LR with its goods changed to clinker. */
function clinker() {
  const { tripId: _trip, ...fields } = lrBody('T1', consignor, consignee, { goods: 'Clinker' });
  return fields;
}

async function newLr(cookie = t.office, fields = {}) {
  const tripId = await t.addTrip();
  const response = await t.call('POST', '/lrs', cookie, lrBody(tripId, consignor, consignee, fields));
  expect(response.statusCode, response.body).toBe(201);
  return { tripId, lr: response.json<Record<string, unknown> & { lrNo: string }>() };
}

describe('sign-in and roles', () => {
  it.each([
    ['POST', '/lrs'],
    ['GET', '/lrs'],
    ['GET', '/lrs/LR%2F2026-27%2F000001'],
    ['PUT', '/lrs/LR%2F2026-27%2F000001'],
    ['POST', '/lrs/LR%2F2026-27%2F000001/cancel'],
    ['GET', '/lrs/LR%2F2026-27%2F000001/pdf'],
    ['GET', '/eway-alerts'],
  ] as const)('%s %s requires sign-in', async (method, url) => {
    const response = await t.ctx.app.inject({ method, url: `/logistics/api${url}` });
    expect(response.statusCode).toBe(401);
  });

  it('the unloading manager reads LRs but does not make or cancel them', async () => {
    const { tripId, lr } = await newLr();
    const other = await t.addTrip();
    expect((await t.call('POST', '/lrs', t.unloadingManager, lrBody(other, consignor, consignee))).statusCode).toBe(
      403,
    );
    expect((await t.call('GET', path(lr.lrNo), t.unloadingManager)).statusCode).toBe(200);
    expect((await t.call('GET', '/lrs', t.unloadingManager)).statusCode).toBe(200);
    const put = await t.call('PUT', path(lr.lrNo), t.unloadingManager, lrBody(tripId, consignor, consignee));
    expect(put.statusCode).toBe(403);
  });

  it('only the office cancels an LR', async () => {
    const { lr } = await newLr(t.loadingManager);
    const response = await t.call('POST', `${path(lr.lrNo)}/cancel`, t.loadingManager, { reason: 'Wrong truck' });
    expect(response.statusCode).toBe(403);
  });
});

describe('POST /api/lrs', () => {
  it('makes a Booked LR numbered in this financial year, with the customer’s freight for the office', async () => {
    const { tripId, lr } = await newLr(t.office, {
      invoiceNo: 'INV-77',
      invoiceValue: '₹ 5,00,000',
      ewayBillNo: '1234 5678 9012',
      ewayBillValidUntil: '2030-01-10T18:30',
    });
    expect(lr.lrNo).toMatch(new RegExp(`^LR/${fy}/\\d{6}$`));
    expect(lr).toMatchObject({
      date: today,
      tripId,
      tripDate: today,
      truck: 'MH12AB1234',
      driver: 'Suresh Patil',
      from: 'Pune',
      to: 'Mumbai',
      weight: 10,
      consignor,
      consignee,
      goods: 'Cement',
      packages: 400,
      packing: 'Bags',
      invoiceNo: 'INV-77',
      invoiceValue: 500_000,
      ewayBillNo: '123456789012',
      // 18:30 India = 13:00 UTC.
      ewayBillValidUntil: '2030-01-10T13:00:00.000Z',
      freightTerms: 'Paid',
      chargedWeight: 10,
      // 10 t x ₹1,250.50 = ₹12,505.
      rate: 1250.5,
      freight: 12_505,
      status: 'Booked',
      receivedBy: '',
      deliveredOn: null,
      cancelReason: '',
    });
    const audit = await listAudit(t.ctx.db, 'lorry_receipt', lr.lrNo);
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('records the trip and every typed field of the new LR in its audit row', async () => {
    const { tripId, lr } = await newLr(t.office, { invoiceNo: 'INV-78', chargedWeight: '12.5', rate: '1,111.11' });
    const [created] = await listAudit(t.ctx.db, 'lorry_receipt', lr.lrNo);
    expect(created).toMatchObject({ action: 'create', old_values: null });
    expect(JSON.parse(created?.new_values ?? '{}')).toEqual({
      trip_id: tripId,
      consignor_id: deccan,
      consignee_id: builders,
      goods: 'Cement',
      packages: 400,
      packing: 'Bags',
      invoice_no: 'INV-78',
      invoice_value_paise: null,
      eway_bill_no: '',
      eway_valid_until: null,
      freight_terms: 'Paid',
      // 12.5 t = 12,500 kg; ₹1,111.11 = 111,111 paise.
      charged_weight_kg: 12_500,
      rate_paise: 111_111,
    });
  });

  it('answers 404 for a trip that does not exist', async () => {
    const response = await t.call('POST', '/lrs', t.office, lrBody('T99999999', consignor, consignee));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.tripNotFound });
  });

  it('answers 409 naming the standing LR when the trip has one', async () => {
    const { tripId, lr } = await newLr();
    const response = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, consignee));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.tripHasLr(lr.lrNo) });
  });

  it('answers 400 naming the field for a consignor or consignee that is no customer', async () => {
    const tripId = await t.addTrip();
    const unknownConsignor = await t.call('POST', '/lrs', t.office, lrBody(tripId, 'Nobody Ltd', consignee));
    expect(unknownConsignor.statusCode).toBe(400);
    expect(unknownConsignor.json()).toEqual({
      message: CUSTOMER_MESSAGES.unknown('Nobody Ltd'),
      code: 'VALIDATION_ERROR',
      field: 'consignor',
    });
    const unknownConsignee = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, 'Nobody Ltd'));
    expect(unknownConsignee.statusCode).toBe(400);
    expect(unknownConsignee.json()).toEqual({
      message: CUSTOMER_MESSAGES.unknown('Nobody Ltd'),
      code: 'VALIDATION_ERROR',
      field: 'consignee',
    });
  });

  it('finds the customers by name whatever the case and spacing', async () => {
    const tripId = await t.addTrip();
    const response = await t.call('POST', '/lrs', t.office, lrBody(tripId, ' deccan  CEMENTS ', 'mumbai builders'));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ consignor, consignee });
  });

  it('refuses a manager who sends a rate with 403', async () => {
    const tripId = await t.addTrip();
    const response = await t.call(
      'POST',
      '/lrs',
      t.loadingManager,
      lrBody(tripId, consignor, consignee, { rate: 900 }),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.rateNotAllowed });
  });

  it.each([
    [{ ewayBillNo: '12345678901', ewayBillValidUntil: '2030-01-10T18:30' }, LR_MESSAGES.ewayBillNo],
    [{ ewayBillNo: '1234567890123', ewayBillValidUntil: '2030-01-10T18:30' }, LR_MESSAGES.ewayBillNo],
    [{ ewayBillNo: '123456789012' }, LR_MESSAGES.ewayBillPair],
    [{ ewayBillValidUntil: '2030-01-10T18:30' }, LR_MESSAGES.ewayBillPair],
    [{ ewayBillNo: '123456789012', ewayBillValidUntil: '2030-02-30T10:00' }, LR_MESSAGES.ewayBillValidUntil],
  ])('answers 400 for the e-way bill %j', async (fields, message) => {
    const tripId = await t.addTrip();
    const response = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, consignee, fields));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });
});

describe('the managers’ view', () => {
  const noMoney = (lr: object) => {
    expect(Object.keys(lr)).not.toContain('rate');
    expect(Object.keys(lr)).not.toContain('freight');
    expect(Object.keys(lr)).not.toContain('rateTyped');
  };

  it('a loading manager makes, reads, lists and edits LRs without rate or freight keys', async () => {
    const { tripId, lr } = await newLr(t.loadingManager);
    expect(lr.status).toBe('Booked');
    noMoney(lr);
    const read = await t.call('GET', path(lr.lrNo), t.loadingManager);
    noMoney(read.json());
    const list = await t.call('GET', '/lrs', t.loadingManager);
    expect(list.json<object[]>().length).toBeGreaterThan(0);
    list.json<object[]>().forEach(noMoney);
    const put = await t.call('PUT', path(lr.lrNo), t.loadingManager, lrBody(tripId, consignor, consignee));
    expect(put.statusCode).toBe(400);
    const { tripId: _trip, ...fields } = lrBody(tripId, consignor, consignee, { goods: 'Clinker' });
    const edited = await t.call('PUT', path(lr.lrNo), t.loadingManager, fields);
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ goods: 'Clinker' });
    noMoney(edited.json());
    noMoney((await t.call('GET', path(lr.lrNo), t.unloadingManager)).json());
  });

  it('the office reads the same LR with its money', async () => {
    const { lr } = await newLr(t.loadingManager);
    expect((await t.call('GET', path(lr.lrNo), t.admin)).json()).toMatchObject({ rate: 1250.5, freight: 12_505 });
  });

  it('a loading manager does not open the LR of an older trip entered by someone else', async () => {
    const tripId = await t.addTrip({ local_date: '2026-01-05', username: 'someone' });
    const created = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, consignee));
    const { lrNo } = created.json<{ lrNo: string }>();
    expect((await t.call('GET', path(lrNo), t.loadingManager)).statusCode).toBe(404);
    expect((await t.call('GET', path(lrNo), t.unloadingManager)).statusCode).toBe(200);
    const list = await t.call('GET', '/lrs', t.loadingManager);
    expect(list.json<{ lrNo: string }[]>().map((row) => row.lrNo)).not.toContain(lrNo);
    const other = await t.addTrip({ local_date: '2026-01-05', username: 'someone' });
    const refused = await t.call('POST', '/lrs', t.loadingManager, lrBody(other, consignor, consignee));
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ message: LR_MESSAGES.tripNotFound });
  });
});

describe('GET /api/lrs/{lrNo}', () => {
  it('reads the number URL-encoded, in every case, padded or not', async () => {
    const { lr } = await newLr();
    const seq = Number(lr.lrNo.slice(-6));
    expect(path(lr.lrNo)).toBe(`/lrs/LR%2F${fy}%2F${lr.lrNo.slice(-6)}`);
    for (const typed of [lr.lrNo, lr.lrNo.toLowerCase(), `lr/${fy}/${seq}`]) {
      const response = await t.call('GET', path(typed), t.office);
      expect(response.statusCode, typed).toBe(200);
      expect(response.json()).toMatchObject({ lrNo: lr.lrNo });
    }
  });

  it('answers 404 for a number that was never issued', async () => {
    const response = await t.call('GET', path(`LR/${fy}/999999`), t.office);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.notFound });
  });
});

describe('GET /api/lrs', () => {
  it('lists newest first, by status and by day', async () => {
    const first = (await newLr()).lr.lrNo;
    const second = (await newLr()).lr.lrNo;
    const all = (await t.call('GET', '/lrs', t.office)).json<{ lrNo: string; status: string }[]>();
    const numbers = all.map((lr) => lr.lrNo);
    expect(numbers.indexOf(second)).toBeLessThan(numbers.indexOf(first));
    expect(numbers).toEqual(numbers.toSorted().toReversed());

    await t.call('POST', `${path(first)}/cancel`, t.office, { reason: 'Duplicate entry' });
    const cancelled = (await t.call('GET', '/lrs?status=Cancelled', t.office)).json<{ lrNo: string }[]>();
    expect(cancelled.map((lr) => lr.lrNo)).toContain(first);
    expect(cancelled.map((lr) => lr.lrNo)).not.toContain(second);

    const ofToday = await t.call('GET', `/lrs?startDate=${today}&endDate=${today}`, t.office);
    expect(ofToday.json<unknown[]>()).toHaveLength(all.length);
    const ofOldDays = await t.call('GET', '/lrs?startDate=2020-01-01&endDate=2020-01-31', t.office);
    expect(ofOldDays.json()).toEqual([]);
    const oneDay = await t.call('GET', `/lrs?startDate=${today}`, t.office);
    expect(oneDay.statusCode).toBe(400);
    expect(oneDay.json()).toMatchObject({ message: LR_MESSAGES.bothDates });
  });
});

describe('PUT /api/lrs/{lrNo}', () => {
  it('the office types a rate; a manager’s change keeps it; the office clears it back to the customer’s', async () => {
    const { tripId, lr } = await newLr();
    const { tripId: _trip, ...fields } = lrBody(tripId, consignor, consignee);
    const typed = await t.call('PUT', path(lr.lrNo), t.office, { ...fields, rate: '1,000' });
    expect(typed.statusCode, typed.body).toBe(200);
    // 10 t x ₹1,000 = ₹10,000.
    expect(typed.json()).toMatchObject({ rate: 1000, freight: 10_000 });

    const byManager = await t.call('PUT', path(lr.lrNo), t.loadingManager, { ...fields, packages: 410 });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await t.call('GET', path(lr.lrNo), t.office)).json()).toMatchObject({
      packages: 410,
      rate: 1000,
      freight: 10_000,
    });
    const managerRate = await t.call('PUT', path(lr.lrNo), t.loadingManager, { ...fields, rate: 1 });
    expect(managerRate.statusCode).toBe(403);
    expect(managerRate.json()).toMatchObject({ message: LR_MESSAGES.rateNotAllowed });

    const cleared = await t.call('PUT', path(lr.lrNo), t.office, fields);
    expect(cleared.json()).toMatchObject({ rate: 1250.5, freight: 12_505 });
    const audit = await listAudit(t.ctx.db, 'lorry_receipt', lr.lrNo);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update', 'update', 'update']);
  });

  it('answers 409 once the LR is cancelled or invoiced', async () => {
    const { tripId, lr } = await newLr();
    const { tripId: _trip, ...fields } = lrBody(tripId, consignor, consignee);
    await t.call('POST', `${path(lr.lrNo)}/cancel`, t.office, { reason: 'Wrong truck' });
    const response = await t.call('PUT', path(lr.lrNo), t.office, fields);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.notEditable(lr.lrNo, 'Cancelled') });

    const invoiced = await newLr();
    await t.ctx.db
      .updateTable('lorry_receipts')
      .set({ status: 'Invoiced' })
      .where('lr_no', '=', invoiced.lr.lrNo)
      .execute();
    const refused = await t.call('PUT', path(invoiced.lr.lrNo), t.office, fields);
    expect(refused.json()).toMatchObject({ message: LR_MESSAGES.notEditable(invoiced.lr.lrNo, 'Invoiced') });
    const cancel = await t.call('POST', `${path(invoiced.lr.lrNo)}/cancel`, t.office, { reason: 'Wrong truck' });
    expect(cancel.statusCode).toBe(409);
  });

  it('answers 409 for an edit of a cancelled or invoiced LR before it looks at the parties the edit names', async () => {
    const { tripId: _trip, ...unknownParty } = lrBody('T1', 'Nobody Ltd', consignee);
    const cancelled = await newLr();
    await t.call('POST', `${path(cancelled.lr.lrNo)}/cancel`, t.office, { reason: 'Wrong truck' });
    const refused = await t.call('PUT', path(cancelled.lr.lrNo), t.office, unknownParty);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: LR_MESSAGES.notEditable(cancelled.lr.lrNo, 'Cancelled') });

    const invoiced = await newLr();
    await t.ctx.db
      .updateTable('lorry_receipts')
      .set({ status: 'Invoiced' })
      .where('lr_no', '=', invoiced.lr.lrNo)
      .execute();
    const refusedInvoiced = await t.call('PUT', path(invoiced.lr.lrNo), t.office, unknownParty);
    expect(refusedInvoiced.statusCode).toBe(409);
    expect(refusedInvoiced.json()).toMatchObject({ message: LR_MESSAGES.notEditable(invoiced.lr.lrNo, 'Invoiced') });
  });

  it.each([
    ['an edit', (lrs: LrService, lrNo: string) => lrs.update(t.officeUser, lrNo, lrUpdateSchema.parse(clinker()))],
    ['a cancellation', (lrs: LrService, lrNo: string) => lrs.cancel(t.officeUser, lrNo, 'Wrong truck')],
  ])('answers 409 for %s of an LR invoiced between its read and the write, and writes nothing', async (_case, send) => {
    const { lr } = await newLr();
    // The first statement reads the LR; the rival invoices it right after, before the change is written.
    const sending = withRivalWrite(
      t.ctx,
      1,
      async (other) => {
        await other.updateTable('lorry_receipts').set({ status: 'Invoiced' }).where('lr_no', '=', lr.lrNo).execute();
      },
      (db) => send(createLrService(db), lr.lrNo),
    );
    await expect(sending).rejects.toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: LR_MESSAGES.notEditable(lr.lrNo, 'Invoiced'),
    });
    const stored = await t.ctx.db
      .selectFrom('lorry_receipts')
      .select(['goods', 'status', 'cancel_reason'])
      .where('lr_no', '=', lr.lrNo)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ goods: 'Cement', status: 'Invoiced', cancel_reason: '' });
    expect((await listAudit(t.ctx.db, 'lorry_receipt', lr.lrNo)).map((row) => row.action)).toEqual(['create']);
  });

  it('answers 400 for an unknown consignee and 404 for an unknown LR', async () => {
    const { tripId, lr } = await newLr();
    const { tripId: _trip, ...fields } = lrBody(tripId, consignor, 'Nobody Ltd');
    const response = await t.call('PUT', path(lr.lrNo), t.office, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: CUSTOMER_MESSAGES.unknown('Nobody Ltd') });
    expect((await t.call('PUT', path(`LR/${fy}/999999`), t.office, { ...fields, consignee })).statusCode).toBe(404);
  });
});

describe('POST /api/lrs/{lrNo}/cancel', () => {
  it('keeps the number and the reason, and frees the trip for a new LR', async () => {
    const { tripId, lr } = await newLr();
    const response = await t.call('POST', `${path(lr.lrNo)}/cancel`, t.office, { reason: '  Goods   not loaded ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ lrNo: lr.lrNo, status: 'Cancelled', cancelReason: 'Goods not loaded' });
    expect((await t.call('GET', path(lr.lrNo), t.office)).json()).toMatchObject({ status: 'Cancelled' });

    const again = await t.call('POST', '/lrs', t.office, lrBody(tripId, consignor, consignee));
    expect(again.statusCode, again.body).toBe(201);
    expect(again.json<{ lrNo: string }>().lrNo).not.toBe(lr.lrNo);

    const twice = await t.call('POST', `${path(lr.lrNo)}/cancel`, t.office, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: LR_MESSAGES.notEditable(lr.lrNo, 'Cancelled') });
    const audit = await listAudit(t.ctx.db, 'lorry_receipt', lr.lrNo);
    expect(audit.map((row) => row.action)).toEqual(['create', 'update']);
    expect(JSON.parse(audit[1]?.new_values ?? '{}')).toMatchObject({
      status: 'Cancelled',
      cancel_reason: 'Goods not loaded',
    });
  });

  it('wants a reason', async () => {
    const { lr } = await newLr();
    const response = await t.call('POST', `${path(lr.lrNo)}/cancel`, t.office, { reason: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: LR_MESSAGES.cancelReason });
  });
});

describe('a trip with a lorry receipt', () => {
  it('is not deleted, even once its LR is cancelled: 409 naming the LR, the trip and the LR kept', async () => {
    const { tripId, lr } = await newLr();
    const deleteTrip = () =>
      t.ctx.app.inject({ method: 'DELETE', url: `/logistics/api/reports/${tripId}`, headers: { cookie: t.office } });
    const standing = await deleteTrip();
    expect(standing.statusCode, standing.body).toBe(409);
    expect(standing.json()).toMatchObject({ message: LR_MESSAGES.tripHasLrNoDelete(lr.lrNo) });

    expect((await t.call('POST', `${path(lr.lrNo)}/cancel`, t.office, { reason: 'Wrong consignee' })).statusCode).toBe(
      200,
    );
    const cancelled = await deleteTrip();
    expect(cancelled.statusCode, cancelled.body).toBe(409);
    expect(cancelled.json()).toMatchObject({ message: LR_MESSAGES.tripHasLrNoDelete(lr.lrNo) });
    expect((await t.call('GET', path(lr.lrNo), t.office)).json()).toMatchObject({ tripId, status: 'Cancelled' });
  });
});

describe('whether the office typed the rate', () => {
  it('is false while the customer’s rate applies, true once the office types one, false again when it clears it', async () => {
    const { lr } = await newLr();
    // Deccan Cements' rate of ₹1,250.50 per ton on 10 t: 12,505 (whole rupees).
    expect(lr).toMatchObject({ rate: 1250.5, freight: 12505, rateTyped: false });
    const { tripId: _trip, ...fields } = lrBody('T1', consignor, consignee);
    const typed = await t.call('PUT', path(lr.lrNo), t.office, { ...fields, rate: '1,300' });
    expect(typed.json()).toMatchObject({ rate: 1300, freight: 13000, rateTyped: true });
    const cleared = await t.call('PUT', path(lr.lrNo), t.office, fields);
    expect(cleared.json()).toMatchObject({ rate: 1250.5, freight: 12505, rateTyped: false });
  });
});
