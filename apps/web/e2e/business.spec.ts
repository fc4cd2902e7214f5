import { readFile } from 'node:fs/promises';
import { REPORT_MESSAGES, formatDisplayDate, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs, type AddedTrips } from './support/trips';
import { uniqueTruckNumber } from './support/vehicles';
import { sheetsOf } from './support/workbook';

/** Starts with the PDF signature the server checks for. */
const WEIGHMENT_SLIP = Buffer.from('%PDF-1.4\n% weighment slip of the business test\n%%EOF\n');

/**
 * Two of today's trips on a new truck, set up by an accountant through the API: weights 10 and 12.5 tons at
 * ₹1,250.50 a ton and 2% TDS, the first with a weighment slip.
 */
async function addBusinessTrips(baseURL: string | undefined, accountant: Account): Promise<AddedTrips> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = letterTag();
    const trip = { TruckType: 'Bag', DriverName: 'Mahesh' };
    const added = await addTrips(api, {
      vendors: [`Business Carriers ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Nashik${tag}`,
      to: 'Mumbai',
      rate: 1250.5,
      trips: [
        { ...trip, Weight: '10', DieselAmount: '2000', Advance: '3000', Toll: '500' },
        { ...trip, Weight: '12.5', DieselAmount: '1000', Advance: '', Toll: '' },
      ],
    });
    await ok(
      await api.post(`/logistics/api/reports/${added.tripIds[0]}`, {
        multipart: {
          transactionStatus: 'Open',
          weight: '10',
          WeightmentSlip: { name: 'weighment-slip.pdf', mimeType: 'application/pdf', buffer: WEIGHMENT_SLIP },
        },
      }),
    );
    return added;
  });
}

async function openBusiness(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
  await expect(page).toHaveURL('/business');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Business', exact: true })).toBeVisible();
}

function filters(page: Page) {
  return page.getByRole('form', { name: 'Business filters' });
}

async function search(page: Page, filter: { startDate?: string; endDate?: string; truckNumber?: string }) {
  const form = filters(page);
  await form.getByLabel('Start Date').fill(filter.startDate ?? '');
  await form.getByLabel('End Date').fill(filter.endDate ?? '');
  await form.getByLabel('Truck Number').fill(filter.truckNumber ?? '');
  await form.getByRole('button', { name: 'Search' }).click();
}

function tripRow(page: Page, tripId: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
}

test('Search needs a filter, and both dates when a truck is given', async ({ page, baseURL }) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openBusiness(page);

  await filters(page).getByRole('button', { name: 'Search' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.filterRequired)).toBeVisible();
  await search(page, { startDate: localDate(), truckNumber: 'MH12AB1234' });
  await expect(alertWith(page, REPORT_MESSAGES.bothDates)).toBeVisible();
  await filters(page).getByRole('button', { name: 'Download Excel' }).click();
  await expect(alertWith(page, REPORT_MESSAGES.bothDates)).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a search shows the trips, their grand total, the chart and the attachments', async ({ page, baseURL }) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, tripIds } = await addBusinessTrips(baseURL, accountant);
  const [slipTrip = '', otherTrip = ''] = tripIds;
  await logIn(page, await createAccount(baseURL, 'admin'));
  await openBusiness(page);

  const today = localDate();
  await search(page, { startDate: today, endDate: today, truckNumber: truckNo.toLowerCase() });
  const first = tripRow(page, slipTrip);
  await expect(first).toContainText(formatDisplayDate(today));
  await expect(first).toContainText(truckNo);
  await expect(first).toContainText('₹12,505.00');
  await expect(first).toContainText('₹250.10');
  await expect(first).toContainText('₹6,755.00');
  await expect(tripRow(page, otherTrip)).toContainText('₹14,318.00');
  await expect(page.getByRole('rowheader', { name: /^T/ })).toHaveCount(2);

  const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Grand Total' }) });
  await expect(total).toContainText('₹28,136.00');
  await expect(total).toContainText('₹562.72');
  await expect(total).toContainText('₹3,000.00');
  await expect(total).toContainText('₹21,073.00');

  await expect(page.getByRole('img', { name: /^Freight and amount per day/ })).toHaveAccessibleName(
    /total freight ₹28,136\.00, total amount ₹21,073\.00/,
  );

  await expect(first.getByText(REPORT_MESSAGES.noFile)).toHaveCount(3);
  await expect(tripRow(page, otherTrip).getByText(REPORT_MESSAGES.noFile)).toHaveCount(4);
  const download = page.waitForEvent('download');
  await first.getByRole('button', { name: `Download Weighment Slip of ${slipTrip}` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('weighment-slip.pdf');
  expect((await readFile(await file.path())).equals(WEIGHMENT_SLIP)).toBe(true);

  await page.route('**/logistics/api/download/**', (route) =>
    route.fulfill({ status: 409, json: { message: 'Gone', code: 'CONFLICT' } }),
  );
  await first.getByRole('button', { name: `Download Weighment Slip of ${slipTrip}` }).click();
  await expect(alertWith(page, REPORT_MESSAGES.downloadFailed)).toBeVisible();

  await first.getByRole('link', { name: slipTrip, exact: true }).click();
  await expect(page).toHaveURL(`/home/${slipTrip}`);
});

test('Download Excel saves Business.xlsx with the trips of the filter', async ({ page, baseURL }) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, tripIds } = await addBusinessTrips(baseURL, accountant);
  await logIn(page, accountant);
  await openBusiness(page);

  const form = filters(page);
  await form.getByLabel('Start Date').fill(localDate());
  await form.getByLabel('End Date').fill(localDate());
  await form.getByLabel('Truck Number').fill(truckNo.toLowerCase());
  const asked = page.waitForRequest((r) => new URL(r.url()).pathname === '/logistics/api/business/excel');
  const download = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Download Excel' }).click();
  // The export asks for the filter on the screen, the truck number as stored.
  const query = new URL((await asked).url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ startDate: localDate(), endDate: localDate(), truckNumber: truckNo });
  const file = await download;
  expect(file.suggestedFilename()).toBe('Business.xlsx');
  expect((await readFile(await file.path())).subarray(0, 2).toString()).toBe('PK');
  // Spec-2: sheet Reports, holding the filter's trips: the two of today on this new truck.
  const [sheet] = await sheetsOf(file);
  expect(sheet?.name).toBe('Reports');
  const tripRows = sheet?.rows.filter((row) => /^T\d+$/.test(row[0] ?? '')) ?? [];
  expect(tripRows.map((row) => row[0]).toSorted(), 'the trips of the filter, no others').toEqual(tripIds.toSorted());
  for (const row of tripRows) expect(row, 'each exported trip is on the filtered truck').toContain(truckNo);
});

test('no trips read No records available; a failed search shows the server’s message or the fallback', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await openBusiness(page);

  await search(page, { truckNumber: uniqueTruckNumber() });
  await expect(page.getByText(REPORT_MESSAGES.noRecords)).toBeVisible();

  await page.route('**/logistics/api/reports?*', (route) =>
    route.fulfill({ status: 400, json: { message: 'Reports are closed', code: 'VALIDATION' } }),
  );
  await search(page, { truckNumber: uniqueTruckNumber() });
  await expect(page.getByRole('alert').filter({ hasText: 'Reports are closed' })).toBeVisible();

  await page.unroute('**/logistics/api/reports?*');
  await page.route('**/logistics/api/reports?*', (route) => route.fulfill({ status: 400, body: 'not json' }));
  await search(page, { truckNumber: uniqueTruckNumber() });
  await expect(page.getByRole('alert').filter({ hasText: REPORT_MESSAGES.fetchFailed })).toBeVisible();
});
