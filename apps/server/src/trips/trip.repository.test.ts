import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestApp } from '../test/test-app.ts';
import { tripRow, vehicleRow, vendorRow } from '../test/trips.ts';
import {
  type TripFilter,
  type TripOrder,
  listTrips,
  newestTripsPage,
  tripPages,
  updateUnbilledTrip,
} from './trip.repository.ts';

let ctx: TestContext;

// Written out by hand: seven trips over three days, numbered in the order they were entered; two are on bill B1.
const TRIPS = [
  { id: 'R201', seq: 201, local_date: '2025-04-01' },
  { id: 'R202', seq: 202, local_date: '2025-04-01' },
  { id: 'R203', seq: 203, local_date: '2025-04-02' },
  { id: 'R204', seq: 204, local_date: '2025-04-02' },
  { id: 'R205', seq: 205, local_date: '2025-04-02' },
  { id: 'R206', seq: 206, local_date: '2025-04-03' },
  { id: 'R207', seq: 207, local_date: '2025-04-03', status: 'Billed' as const, bill_id: 'B1' },
];
const ALL = { startDate: '2025-04-01', endDate: '2025-04-03' };
const ids = (trips: { id: string }[]) => trips.map((trip) => trip.id);

async function pagesOf(filter: TripFilter, pageSize: number, order: TripOrder = 'entered'): Promise<string[][]> {
  const pages: string[][] = [];
  for await (const page of tripPages(ctx.db, filter, { pageSize, order })) {
    pages.push(ids(page));
    // A cursor that stops moving would page for ever: more pages than trips is already wrong.
    if (pages.length > TRIPS.length) break;
  }
  return pages;
}

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.db.insertInto('vendors').values(vendorRow('v-repo', 'Repository Roadlines')).execute();
  await ctx.db.insertInto('vehicles').values(vehicleRow('MH12RP0001')).execute();
  // Entered out of order, so an answer in insertion order is not the entered order by chance.
  for (const trip of [TRIPS[4], TRIPS[0], TRIPS[6], TRIPS[2], TRIPS[5], TRIPS[1], TRIPS[3]]) {
    if (!trip) continue;
    await ctx.db
      .insertInto('trips')
      .values(tripRow({ status: 'Acknowledged', ...trip, truck_no: 'MH12RP0001', vendor_id: 'v-repo' }))
      .execute();
  }
});
afterAll(() => ctx.close());

describe('tripPages: an export reads its trips page by page, in the order they were entered', () => {
  it.each([
    [2, [['R201', 'R202'], ['R203', 'R204'], ['R205', 'R206'], ['R207']]],
    // A page ending inside a day: the next page starts with the rest of that day.
    [3, [['R201', 'R202', 'R203'], ['R204', 'R205', 'R206'], ['R207']]],
    [
      4,
      [
        ['R201', 'R202', 'R203', 'R204'],
        ['R205', 'R206', 'R207'],
      ],
    ],
    // Pages filling up exactly: no empty page after the last one.
    [7, [['R201', 'R202', 'R203', 'R204', 'R205', 'R206', 'R207']]],
    [8, [['R201', 'R202', 'R203', 'R204', 'R205', 'R206', 'R207']]],
  ])('pages of %i', async (pageSize, expected) => {
    expect(await pagesOf(ALL, pageSize)).toEqual(expected);
  });

  it('a filter holds across pages, and a filter with no trips gives no page at all', async () => {
    expect(await pagesOf({ startDate: '2025-04-02', endDate: '2025-04-02' }, 2)).toEqual([['R203', 'R204'], ['R205']]);
    expect(await pagesOf({ ...ALL, billable: true }, 3)).toEqual([
      ['R201', 'R202', 'R203'],
      ['R204', 'R205', 'R206'],
    ]);
    expect(await pagesOf({ startDate: '2025-05-01', endDate: '2025-05-31' }, 2)).toEqual([]);
  });
});

describe('tripPages newest first: Reports.xlsx and TodayList.xlsx in the order of their screens', () => {
  it.each([
    [2, [['R207', 'R206'], ['R205', 'R204'], ['R203', 'R202'], ['R201']]],
    // A page ending inside a day: the next page starts with the rest of that day, the earlier trips.
    [3, [['R207', 'R206', 'R205'], ['R204', 'R203', 'R202'], ['R201']]],
    [7, [['R207', 'R206', 'R205', 'R204', 'R203', 'R202', 'R201']]],
  ])('pages of %i', async (pageSize, expected) => {
    expect(await pagesOf(ALL, pageSize, 'newestFirst')).toEqual(expected);
  });

  it('a filter holds across pages', async () => {
    expect(await pagesOf({ ...ALL, billable: true }, 4, 'newestFirst')).toEqual([
      ['R206', 'R205', 'R204', 'R203'],
      ['R202', 'R201'],
    ]);
  });
});

describe('newestTripsPage: a screen list, newest first, a page after the last trip shown', () => {
  it('continues inside a day and across days, and ends empty', async () => {
    expect(ids(await newestTripsPage(ctx.db, ALL, null, 3))).toEqual(['R207', 'R206', 'R205']);
    expect(ids(await newestTripsPage(ctx.db, ALL, { date: '2025-04-02', seq: 205 }, 3))).toEqual([
      'R204',
      'R203',
      'R202',
    ]);
    expect(ids(await newestTripsPage(ctx.db, ALL, { date: '2025-04-01', seq: 202 }, 3))).toEqual(['R201']);
    expect(ids(await newestTripsPage(ctx.db, ALL, { date: '2025-04-01', seq: 201 }, 3))).toEqual([]);
  });
});

describe('listTrips by trip ids', () => {
  it('the named trips in the order they were entered; no ids select no trip', async () => {
    expect(ids(await listTrips(ctx.db, { tripIds: ['R206', 'R201', 'R999'] }))).toEqual(['R201', 'R206']);
    expect(await listTrips(ctx.db, { tripIds: [] })).toEqual([]);
  });
});

describe('updateUnbilledTrip: a trip on a bill is never changed', () => {
  it('changes an unbilled trip and says so; refuses a billed, a half-billed or a missing one and changes nothing', async () => {
    const weight = async (id: string) =>
      (await ctx.db.selectFrom('trips').select('weight_kg').where('id', '=', id).executeTakeFirstOrThrow()).weight_kg;

    expect(await updateUnbilledTrip(ctx.db, 'R201', { weight_kg: 12_500 })).toBe(true);
    expect(await weight('R201')).toBe(12_500);

    expect(await updateUnbilledTrip(ctx.db, 'R207', { weight_kg: 12_500 })).toBe(false);
    expect(await weight('R207')).toBe(10_000);

    // Status still Acknowledged, but the trip already names a bill: refused all the same.
    await ctx.db.updateTable('trips').set({ bill_id: 'B1' }).where('id', '=', 'R206').execute();
    expect(await updateUnbilledTrip(ctx.db, 'R206', { weight_kg: 12_500 })).toBe(false);
    expect(await weight('R206')).toBe(10_000);
    await ctx.db.updateTable('trips').set({ bill_id: null }).where('id', '=', 'R206').execute();

    expect(await updateUnbilledTrip(ctx.db, 'R999', { weight_kg: 12_500 })).toBe(false);
  });
});
