import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import { REPORT_MESSAGES, formatDayHeading, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { issueBill } from './support/bills';
import { addTrips, withApiAs, type AddedTrips } from './support/trips';
import { sheetsOf } from './support/workbook';

interface TodaysTrips extends AddedTrips {
  vendor: string;
}

/** A vendor, a route, a truck and two of today's trips on them, set up by an accountant through the API. */
async function addTodaysTrips(baseURL: string | undefined, accountant: Account): Promise<TodaysTrips> {
  return withApiAs(baseURL, accountant, async (api) => {
    const tag = letterTag();
    const vendor = `Today Roadways ${capitalised(tag)}`;
    const added = await addTrips(api, {
      vendors: [vendor],
      companyOwner: 'Ravi Patil',
      from: `Pune${tag}`,
      to: 'Mumbai',
      rate: 1250.5,
      trips: ['10', '12.5'].map((Weight) => ({
        TruckType: 'Bulker',
        Weight,
        DieselAmount: '2000',
        Advance: '3000',
        Toll: '500',
        DriverName: 'Suresh',
        DONumber: `DO-${tag}`,
      })),
    });
    return { ...added, vendor };
  });
}

async function openTodayList(page: Page) {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "Today's List" }).click();
  await expect(page).toHaveURL('/today-list');
  await expect(page.getByRole('main').getByRole('heading', { name: "Today's List", exact: true })).toBeVisible();
}

/** A trip just added: newest first, so on the first page, or the second once other tests have added a page since. */
async function showTrip(page: Page, tripId: string) {
  const table = todaysTable(page);
  const row = tripRow(page, tripId);
  await expect(table.getByRole('table')).toBeVisible();
  const pageButtons = table.getByRole('button', { name: /^\d+$/ });
  if ((await pageButtons.count()) > 0) {
    for (const number of [1, 2]) {
      const pageButton = table.getByRole('button', { name: String(number), exact: true });
      await pageButton.click();
      await expect(pageButton).toHaveAttribute('aria-current', 'page');
      if (await row.isVisible()) break;
    }
  }
  await expect(row).toBeVisible();
  return row;
}

function todaysTable(page: Page) {
  return page.getByRole('region', { name: formatDayHeading(localDate()) });
}

function tripRow(page: Page, tripId: string) {
  return todaysTable(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
}

test('an accountant sees today’s trips under today’s heading and opens one from its Trip ID', async ({
  page,
  baseURL,
}) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { truckNo, vendor, tripIds } = await addTodaysTrips(baseURL, accountant);
  const [firstTrip = '', secondTrip = ''] = tripIds;
  await logIn(page, accountant);
  await openTodayList(page);

  await expect(todaysTable(page).getByRole('heading', { name: formatDayHeading(localDate()) })).toBeVisible();
  const headers = todaysTable(page).getByRole('columnheader');
  await expect(headers).toHaveText([
    'Edit',
    'Trip ID',
    'Truck Number',
    'Vendor',
    'From',
    'To',
    'Truck Type',
    'Transaction Status',
    'Weight',
    'Freight',
    'Diesel',
    'Advance',
    'Toll',
    'Driver',
    'DO Number',
    'Time',
    'LR No',
    'Consignor',
    'Consignee',
  ]);
  const second = await showTrip(page, secondTrip);
  await expect(second).toContainText('12.5');
  await expect(second).toContainText('₹15,631.00');
  const first = await showTrip(page, firstTrip);
  await expect(first).toContainText(truckNo);
  await expect(first).toContainText(vendor);
  await expect(first).toContainText('Open');
  await expect(first).toContainText('₹12,505.00');
  await expect(first).toContainText('₹2,000.00');

  await first.getByRole('link', { name: firstTrip, exact: true }).click();
  await expect(page).toHaveURL(`/home/${firstTrip}`);
  expect(await page.evaluate(() => sessionStorage.getItem('activeModule'))).toBe('upload');
});

test('a day of more than a page of trips pages with named Previous and Next buttons', async ({ page, baseURL }) => {
  const accountant = await createAccount(baseURL, 'accountant');
  await withApiAs(baseURL, accountant, async (api) => {
    const tag = letterTag();
    await addTrips(api, {
      vendors: [`Paging Roadways ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Nashik${tag}`,
      to: 'Pune',
      rate: 900,
      // One more than a page, whatever other tests added today.
      trips: Array.from({ length: 101 }, () => ({ TruckType: 'Bag', Weight: '10' })),
    });
  });
  await logIn(page, accountant);
  await openTodayList(page);

  const pages = todaysTable(page).getByRole('navigation', { name: `Pages of ${formatDayHeading(localDate())}` });
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  await pages.getByRole('button', { name: 'Next page' }).click();
  await expect(pages.getByRole('button', { name: '2', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  const { violations } = await new AxeBuilder({ page }).include('nav').withRules(['button-name']).analyze();
  expect(violations).toEqual([]);
});

test('a loading manager sees Trip IDs as links, and neither the Freight nor the Edit column', async ({
  page,
  baseURL,
}) => {
  const { tripIds } = await addTodaysTrips(baseURL, await createAccount(baseURL, 'accountant'));
  const [tripId = ''] = tripIds;
  await logIn(page, await createAccount(baseURL, 'loadingManager'));
  await openTodayList(page);

  await expect((await showTrip(page, tripId)).getByRole('link', { name: tripId, exact: true })).toBeVisible();
  const headers = todaysTable(page).getByRole('columnheader');
  await expect(headers.filter({ hasText: 'Weight' })).toHaveCount(1);
  await expect(headers.filter({ hasText: /^Freight$/ })).toHaveCount(0);
  await expect(headers.filter({ hasText: /^Edit$/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Edit ${tripId}` })).toHaveCount(0);
});

test('an unloading manager acknowledges a trip in the editor, which asks for a status and refuses a non-PDF', async ({
  page,
  baseURL,
}) => {
  const { tripIds } = await addTodaysTrips(baseURL, await createAccount(baseURL, 'accountant'));
  const [tripId = ''] = tripIds;
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await openTodayList(page);
  await expect(todaysTable(page).getByRole('columnheader', { name: 'Freight' })).toHaveCount(0);

  await (await showTrip(page, tripId)).getByRole('button', { name: `Acknowledge ${tripId}` }).click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  await expect(editor.getByLabel('Weight (t)', { exact: true })).toHaveValue('10');
  await editor.getByLabel('Transaction Status').selectOption('');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByText(REPORT_MESSAGES.statusRequired)).toBeVisible();

  const chooser = page.waitForEvent('filechooser');
  await editor.getByRole('button', { name: 'Weighment Slip' }).click();
  await (
    await chooser
  ).setFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('Just notes, not a PDF.\n') });
  await expect(alertWith(page, REPORT_MESSAGES.notPdf)).toBeVisible();
  await expect(editor.getByRole('button', { name: 'Weighment Slip' })).not.toContainText('notes.pdf');

  await editor.getByLabel('Transaction Status').selectOption('Acknowledged');
  await editor.getByLabel('Actual Weight').fill('9.8');
  await editor.getByLabel('Actual Weight').press('Enter');
  await expect(editor).toBeHidden();
  await expect(alertWith(page, REPORT_MESSAGES.updated)).toBeVisible();
  await expect(tripRow(page, tripId)).toContainText('Acknowledged');

  await tripRow(page, tripId)
    .getByRole('button', { name: `Edit ${tripId}` })
    .click();
  await expect(editor.getByLabel('Actual Weight')).toHaveValue('9.8');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
});

test('Download Excel saves TodayList.xlsx with today’s trips', async ({ page, baseURL }) => {
  const { tripIds } = await addTodaysTrips(baseURL, await createAccount(baseURL, 'accountant'));
  await logIn(page, await createAccount(baseURL, 'unloadingManager'));
  await openTodayList(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('TodayList.xlsx');
  const bytes = await readFile(await file.path());
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  // A workbook of today's trips: the two just added are in it.
  const cells = (await sheetsOf(file)).flatMap((sheet) => sheet.rows.flat());
  for (const tripId of tripIds) expect(cells, `today's trip ${tripId} is exported`).toContain(tripId);
});

test('an empty day reads No records available; a failed load goes to the console, not to an alert', async ({
  page,
  baseURL,
}) => {
  await logIn(page, await createAccount(baseURL, 'accountant'));
  await page.route('**/logistics/api/today-list', (route) => route.fulfill({ json: [] }));
  await openTodayList(page);
  await expect(page.getByText(REPORT_MESSAGES.noRecords)).toBeVisible();

  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.unroute('**/logistics/api/today-list');
  await page.route('**/logistics/api/today-list', (route) =>
    route.fulfill({ status: 400, json: { message: 'Today is closed', code: 'VALIDATION' } }),
  );
  await page.reload();
  await expect(page.getByRole('main').getByRole('heading', { name: "Today's List", exact: true })).toBeVisible();
  await expect.poll(() => warnings).toContain('Today is closed');
  await expect(page.getByText(REPORT_MESSAGES.noRecords)).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('button', { name: 'Retry' }), 'a quiet way to try again').toBeVisible();

  await page.unroute('**/logistics/api/today-list');
  await page.route('**/logistics/api/today-list', (route) => route.fulfill({ status: 400, body: 'not json' }));
  await page.reload();
  await expect.poll(() => warnings).toContain(REPORT_MESSAGES.todayListFetchFailed);
});

test('a billed trip offers no Edit that the server would refuse: it says Billed instead', async ({
  page,
  baseURL,
  request,
}) => {
  const accountant = await createAccount(baseURL, 'accountant');
  const { tripIds } = await issueBill(request, accountant);
  const [billed = '', , unbilled = ''] = tripIds;
  await logIn(page, accountant);
  await openTodayList(page);
  const billedRow = await showTrip(page, billed);
  await expect(billedRow.getByRole('button', { name: `Edit ${billed}` })).toHaveCount(0);
  await expect(billedRow.getByRole('cell').first()).toHaveText('Billed');
  const open = await showTrip(page, unbilled);
  await expect(open.getByRole('button', { name: `Edit ${unbilled}` })).toBeVisible();
});
