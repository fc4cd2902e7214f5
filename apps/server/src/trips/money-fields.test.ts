import { PROFILES, type Profile, can, localDate } from '@freightdesk/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MASTER, addMasterData, addTrip } from '../test/master-data.ts';
import { pdf, postMultipart } from '../test/multipart.ts';
import { type TestContext, createTestApp } from '../test/test-app.ts';

/**
 * Money the managers may not see: freight and its rate (spec-2 section 6). TDS and Amount stay: spec-2 shows them to
 * the unloading manager on Reports and in Reports.xlsx (sections 2 and 9).
 */
const FREIGHT_KEYS = new Set(['Freight', 'Rate', 'rate', 'freight', 'freight_paise', 'rate_paise']);
const FREIGHT_COLUMNS = ['Freight'];
const MANAGERS = PROFILES.filter((p) => !can(p, 'tripFreight'));
const today = localDate();

let ctx: TestContext;
let tripId: string;
const cookies = {} as Record<Profile, string>;

beforeAll(async () => {
  ctx = await createTestApp();
  for (const profile of PROFILES) cookies[profile] = (await ctx.signIn(profile)).cookie;
  await addMasterData(ctx, cookies.accountant);
  tripId = await addTrip(ctx, cookies.loadingManager, { DieselAmount: '500' });
  const edited = await postMultipart(
    ctx,
    cookies.accountant,
    `/api/reports/${tripId}`,
    { transactionStatus: 'Acknowledged', weight: '12', actualWeight: '11.5' },
    { WeightmentSlip: { fileName: 'slip.pdf', data: pdf() } },
  );
  expect(edited.statusCode, edited.body).toBe(200);
});
afterAll(() => ctx.close());

/** Every key anywhere in a JSON value. */
function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (typeof value === 'object' && value !== null) {
    for (const [key, inner] of Object.entries(value)) {
      found.add(key);
      keysOf(inner, found);
    }
  }
  return found;
}

const moneyKeys = (value: unknown) => [...keysOf(value)].filter((key) => FREIGHT_KEYS.has(key));
const get = (url: string, profile: Profile) =>
  ctx.app.inject({ method: 'GET', url: `/logistics${url}`, headers: { cookie: cookies[profile] } });

async function headers(url: string, profile: Profile): Promise<string[]> {
  const response = await get(url, profile);
  expect(response.statusCode, `${profile} ${url}`).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const row = book.worksheets[0]?.getRow(1).values;
  return (Array.isArray(row) ? row : []).filter((v): v is string => typeof v === 'string');
}

const tripRoutes = () =>
  [
    ['GET /api/trip/{id}', `/api/trip/${tripId}`, 'tripEntry'],
    ['GET /api/trip/{id}/history', `/api/trip/${tripId}/history`, 'tripEntry'],
    ["GET /api/today-list (Today's List)", '/api/today-list', 'todayList'],
    ['GET /api/reports (Reports, search)', `/api/reports?startDate=${today}&endDate=${today}`, 'reports'],
    ['GET /api/destination (trip form)', '/api/destination', 'tripEntry'],
  ] as const;

describe.each(PROFILES)('money fields for %s', (profile) => {
  const manager = MANAGERS.includes(profile);

  it(manager ? 'every trip-returning call omits Freight and Rate' : 'trip calls include them', async () => {
    for (const [name, url, permission] of tripRoutes()) {
      if (!can(profile, permission)) continue;
      const response = await get(url, profile);
      expect(response.statusCode, name).toBe(200);
      if (manager) expect(moneyKeys(response.json()), name).toEqual([]);
      else expect(moneyKeys(response.json()).length, name).toBeGreaterThan(0);
    }
  });

  it(manager ? 'the Excel exports leave out Freight' : 'the Excel exports have them', async () => {
    const exports = [
      ['/api/today-list/excel', 'todayList'],
      [`/api/reports/excel?startDate=${today}&endDate=${today}`, 'reports'],
    ] as const;
    for (const [url, permission] of exports) {
      if (!can(profile, permission)) continue;
      const columns = await headers(url, profile);
      expect(columns.length, url).toBeGreaterThan(10);
      for (const column of FREIGHT_COLUMNS) expect(columns.includes(column), `${url} ${column}`).toBe(!manager);
    }
  });
});

describe('no route reachable by a manager returns a freight field', () => {
  it.each(MANAGERS)('every GET route %s may call', async (profile) => {
    const concrete = (url: string) =>
      url
        .replace(':id', tripId)
        .replace(':truck_no', MASTER.truck)
        .replace(':docKey', 'insurance')
        .replace(':fieldName', 'WeightmentSlip');
    const routes = ctx.app
      .routeCatalog()
      .filter((r) => r.method === 'GET' && r.access !== undefined && r.access !== 'public')
      .filter((r) => r.access === 'signedIn' || can(profile, r.access as Parameters<typeof can>[1]));
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const url = concrete(route.url).replace('/logistics', '');
      const query = url.includes('reports') ? `?startDate=${today}&endDate=${today}` : '';
      const response = await get(`${url}${query}`, profile);
      if (!String(response.headers['content-type']).includes('application/json')) continue;
      expect(moneyKeys(response.json()), `${profile} GET ${route.url}`).toEqual([]);
    }
  });
});
