// Reports, Today's List, a trip and their Excel files name each trip's standing lorry receipt and its consignor and
// consignee (issue 32), in the same query as the trips and in the order the screens had before.
import { type LorryReceipt, type TripRecord, localDate } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LrTestApp, createLrTestApp, lrBody } from '../test/lorry-receipts.ts';
import { StatementFault } from '../test/faults.ts';
import { downloadSheet, headedRow } from '../test/workbooks.ts';
import { createTripService } from './trip.service.ts';

let lr: LrTestApp;
const today = localDate();
const ULTRATECH = 'Ultratech Cement Ltd';
const PATIL = 'Patil Builders';
const KOLHAPUR = 'Kolhapur Sugar Mills';

/** Four trips of today, entered in this order. */
const trip = { none: '', standing: '', replaced: '', cancelledOnly: '' };
const lrNo = { standing: '', replacement: '' };

async function addLr(tripId: string, consignor: string, consignee: string): Promise<string> {
  const created = await lr.call('POST', '/lrs', lr.office, lrBody(tripId, consignor, consignee));
  if (created.statusCode !== 201) throw new Error(`lr: ${created.body}`);
  return created.json<LorryReceipt>().lrNo;
}

async function cancel(number: string): Promise<void> {
  const cancelled = await lr.call('POST', `/lrs/${encodeURIComponent(number)}/cancel`, lr.office, {
    reason: 'Typed on the wrong trip',
  });
  if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.body}`);
}

beforeAll(async () => {
  lr = await createLrTestApp();
  for (const name of [ULTRATECH, PATIL, KOLHAPUR]) await lr.addCustomer(name);
  trip.none = await lr.addTrip();
  trip.standing = await lr.addTrip();
  trip.replaced = await lr.addTrip();
  trip.cancelledOnly = await lr.addTrip();
  lrNo.standing = await addLr(trip.standing, ULTRATECH, PATIL);
  // A cancelled LR and the one made after it: the trip is listed once, with the new one.
  await cancel(await addLr(trip.replaced, ULTRATECH, PATIL));
  lrNo.replacement = await addLr(trip.replaced, KOLHAPUR, ULTRATECH);
  await cancel(await addLr(trip.cancelledOnly, PATIL, KOLHAPUR));
});
afterAll(() => lr.ctx.close());

/** Each trip as [TripID, lrNo, consignor, consignee], newest first as the screens list them. */
const expectedRows = (): [string, string, string, string][] => [
  [trip.cancelledOnly, '', '', ''],
  [trip.replaced, lrNo.replacement, KOLHAPUR, ULTRATECH],
  [trip.standing, lrNo.standing, ULTRATECH, PATIL],
  [trip.none, '', '', ''],
];

const lrColumns = (records: TripRecord[]) =>
  records.map((record) => [record.TripID, record.lrNo, record.consignor, record.consignee]);

describe('the JSON of Reports, Today’s List and a trip', () => {
  it('Reports: every trip once, newest first, with its standing LR and parties, or blanks', async () => {
    const response = await lr.call('GET', `/reports?startDate=${today}&endDate=${today}`, lr.office);
    expect(response.statusCode, response.body).toBe(200);
    expect(lrColumns(response.json<TripRecord[]>())).toEqual(expectedRows());
  });

  it('Reports a page at a time: the same rows and the same total', async () => {
    const first = await lr.call('GET', `/reports?startDate=${today}&endDate=${today}&limit=3`, lr.unloadingManager);
    expect(first.headers['x-total-count']).toBe('4');
    const cursor = String(first.headers['x-next-cursor']);
    const second = await lr.call(
      'GET',
      `/reports?startDate=${today}&endDate=${today}&limit=3&cursor=${encodeURIComponent(cursor)}`,
      lr.unloadingManager,
    );
    expect(second.headers['x-next-cursor']).toBeUndefined();
    expect(lrColumns([...first.json<TripRecord[]>(), ...second.json<TripRecord[]>()])).toEqual(expectedRows());
  });

  it('Today’s List for every profile, the managers too: the LR and its parties are no money', async () => {
    for (const cookie of [lr.loadingManager, lr.unloadingManager, lr.office]) {
      const response = await lr.call('GET', '/today-list', cookie);
      expect(response.statusCode, response.body).toBe(200);
      expect(lrColumns(response.json<TripRecord[]>())).toEqual(expectedRows());
    }
  });

  it('one trip, opened from the top bar or a list', async () => {
    const response = await lr.call('GET', `/trip/${trip.replaced}`, lr.office);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<TripRecord>()).toMatchObject({
      lrNo: lrNo.replacement,
      consignor: KOLHAPUR,
      consignee: ULTRATECH,
    });
    const none = await lr.call('GET', `/trip/${trip.cancelledOnly}`, lr.office);
    expect(none.json<TripRecord>()).toMatchObject({ lrNo: '', consignor: '', consignee: '' });
  });

  it('a list is still two statements, however many trips have an LR: the trips with their LRs, and the attachments', async () => {
    const counter = new StatementFault();
    const records = await createTripService(lr.ctx.db.withPlugin(counter)).list(
      { startDate: today, endDate: today },
      'accountant',
    );
    expect(records).toHaveLength(4);
    expect(counter.results).toBe(2);
  });
});

describe('the Excel files', () => {
  /** The file's rows as [Trip ID, LR No, Consignor, Consignee]; a blank cell is null. */
  const lrCells = (sheet: Awaited<ReturnType<typeof downloadSheet>>) =>
    Array.from({ length: sheet.rowCount - 1 }, (_, i) => {
      const row = new Map(headedRow(sheet, i + 2));
      return [row.get('Trip ID'), row.get('LR No'), row.get('Consignor'), row.get('Consignee')];
    });
  const expectedCells = () => expectedRows().map((row) => row.map((cell) => (cell === '' ? null : cell)));

  it('Reports.xlsx ends with LR No, Consignor and Consignee, filled as on the screen', async () => {
    const sheet = await downloadSheet(lr.ctx, lr.office, `/api/reports/excel?startDate=${today}&endDate=${today}`);
    expect(
      headedRow(sheet, 1)
        .slice(-4)
        .map(([header]) => header),
    ).toEqual(['Amount', 'LR No', 'Consignor', 'Consignee']);
    expect(lrCells(sheet)).toEqual(expectedCells());
  });

  it('TodayList.xlsx for a manager, without Freight, with the LR columns', async () => {
    const sheet = await downloadSheet(lr.ctx, lr.loadingManager, '/api/today-list/excel');
    const headers = headedRow(sheet, 1).map(([header]) => header);
    expect(headers).not.toContain('Freight');
    expect(headers.slice(-3)).toEqual(['LR No', 'Consignor', 'Consignee']);
    expect(lrCells(sheet)).toEqual(expectedCells());
  });
});
