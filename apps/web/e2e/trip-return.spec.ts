import { TRIP_MESSAGES, formatDayHeading, localDate } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
import { issueBill } from './support/bills';
import { alertWith, createAccount, expect, logIn, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs, type AddedTrips } from './support/trips';

// Issue 29, "Yard (phone)": a saved edit goes back to where the trip was opened from, not to a blank form.
test.use({ viewport: { width: 390, height: 844 } });

let accountant: Account;
test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
});

/** One of today's trips, 10 t driven by Suresh, on a truck of its own, added through the API. */
async function addTodaysTrip(baseURL: string | undefined): Promise<{ tripId: string; truckNo: string }> {
  const { tripIds, truckNo }: AddedTrips = await withApiAs(baseURL, accountant, (api) => {
    const tag = letterTag();
    return addTrips(api, {
      vendors: [`Return Roadways ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Sangli${tag}`,
      to: 'Kolhapur',
      rate: 1000,
      trips: [{ TruckType: 'Bag', Weight: '10', DriverName: 'Suresh' }],
    });
  });
  return { tripId: tripIds[0] ?? '', truckNo };
}

function field(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

/** Through the side menu, a drawer on the phone. */
async function openScreen(page: Page, name: string, path: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole('main').getByRole('heading', { name, exact: true })).toBeVisible();
}

/** A trip's row in today's table, showing the page it is on. */
async function todaysRow(page: Page, tripId: string) {
  const today = page.getByRole('region', { name: formatDayHeading(localDate()) });
  const row = today.getByRole('row').filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
  await expect(today.getByRole('table')).toBeVisible();
  const second = today.getByRole('button', { name: '2', exact: true });
  if (!(await row.isVisible()) && (await second.isVisible())) await second.click();
  await expect(row).toBeVisible();
  return row;
}

async function expectHighlighted(row: Locator) {
  await expect(row, 'the saved row stands out').toHaveAttribute('aria-current', 'true');
  await expect(row).toBeInViewport();
}

test("a trip edited from Today's List goes back there, its row highlighted", async ({ page, baseURL }) => {
  const { tripId } = await addTodaysTrip(baseURL);
  await logIn(page, accountant);
  await openScreen(page, "Today's List", '/today-list');

  await (await todaysRow(page, tripId)).getByRole('link', { name: tripId, exact: true }).click();
  await expect(page).toHaveURL(`/home/${tripId}`);
  await field(page, 'Driver Name').fill('Suresh Kumar');
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL('/today-list');
  const row = await todaysRow(page, tripId);
  await expect(row).toContainText('Suresh Kumar');
  await expectHighlighted(row);
});

test('a trip opened from Reports goes back to the same search, its row highlighted', async ({ page, baseURL }) => {
  const { tripId, truckNo } = await addTodaysTrip(baseURL);
  await logIn(page, accountant);
  await openScreen(page, 'Reports', '/reports');
  const form = page.getByRole('form', { name: 'Search reports' });
  await form.getByLabel('Truck Number').fill(truckNo);
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(`/reports?truckNumber=${truckNo}`);

  await page.getByRole('main').getByRole('link', { name: tripId, exact: true }).click();
  await expect(page).toHaveURL(`/home/${tripId}`);
  await field(page, 'Weight (tons)').fill('12.5');
  await field(page, 'Weight (tons)').press('Enter');

  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL(`/reports?truckNumber=${truckNo}`);
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: tripId, exact: true }) });
  await expect(row).toContainText('12.5');
  await expectHighlighted(row);
});

test('a trip found by the search goes back to the screen it was searched from, its row highlighted', async ({
  page,
  baseURL,
}) => {
  const { tripId } = await addTodaysTrip(baseURL);
  await logIn(page, accountant);
  await openScreen(page, "Today's List", '/today-list');

  await page.getByRole('button', { name: 'Open the Trip ID or Bill ID search' }).click();
  const box = page.getByRole('textbox', { name: 'Search Trip ID or Bill ID' });
  await box.fill(tripId);
  await box.press('Enter');
  await expect(page).toHaveURL(`/home/${tripId}`);
  await field(page, 'Driver Name').fill('Suresh Rao');
  await field(page, 'Driver Name').press('Enter');

  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  await expect(page).toHaveURL('/today-list');
  const row = await todaysRow(page, tripId);
  await expect(row).toContainText('Suresh Rao');
  await expectHighlighted(row);
});

test('a trip opened again after a saved edit shows the saved values, not an old draft to restore', async ({
  page,
  baseURL,
}) => {
  const { tripId } = await addTodaysTrip(baseURL);
  await logIn(page, accountant);
  await page.goto(`/home/${tripId}`);
  await field(page, 'Driver Name').fill('Mahesh');
  await field(page, 'Driver Name').press('Enter');
  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();

  await openScreen(page, "Today's List", '/today-list');
  await (await todaysRow(page, tripId)).getByRole('link', { name: tripId, exact: true }).click();
  await expect(page.getByRole('main').getByRole('heading', { name: `Trip ID: ${tripId}` })).toBeVisible();
  await expect(field(page, 'Driver Name')).toHaveValue('Mahesh');
  await expect(page.getByText('Restored your unsaved trip')).toHaveCount(0);
});

// Issue 29, the same at the desk: trips opened from Billing, Business and Revise Bill.
test.describe('at the desk', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  /** A trip's row, within the screen or one of its tables. */
  const tripRow = (page: Page, tripId: string, within: Locator = page.getByRole('main')) =>
    within.getByRole('row').filter({ has: page.getByRole('link', { name: tripId, exact: true }) });

  async function saveWeight(page: Page, tons: string) {
    await field(page, 'Weight (tons)').fill(tons);
    await field(page, 'Weight (tons)').press('Enter');
    await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  }

  test('a trip opened from Billing goes back to the same list, its row highlighted', async ({ page, baseURL }) => {
    const tag = letterTag();
    const vendor = `Billing Return ${capitalised(tag)}`;
    const { tripIds } = await withApiAs(baseURL, accountant, (api) =>
      addTrips(api, {
        vendors: [vendor],
        companyOwner: 'Ravi Patil',
        from: `Miraj${tag}`,
        to: 'Kolhapur',
        rate: 1000,
        trips: ['Suresh', 'Ramesh'].map((DriverName) => ({ TruckType: 'Bag', Weight: '10', DriverName })),
        acknowledged: true,
      }),
    );
    const [, second = ''] = tripIds;
    await logIn(page, accountant);
    await page.goto(`/generate-bill?startDate=&endDate=&vendor=${encodeURIComponent(vendor)}&truckNumber=`);
    const list = page.url();

    await tripRow(page, second).getByRole('link', { name: second, exact: true }).click();
    await expect(page).toHaveURL(`/home/${second}`);
    await field(page, 'Driver Name').fill('Ramesh Kumar');
    await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();

    await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
    await expect(page).toHaveURL(list);
    const row = tripRow(page, second);
    await expect(row).toContainText('Ramesh Kumar');
    await expectHighlighted(row);
    await expect(tripRow(page, tripIds[0] ?? '')).not.toHaveAttribute('aria-current', 'true');
  });

  test('a trip opened from Business goes back to the same search, its row highlighted', async ({ page, baseURL }) => {
    const { tripId, truckNo } = await addTodaysTrip(baseURL);
    await logIn(page, accountant);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Business' }).click();
    const form = page.getByRole('form', { name: 'Business filters' });
    await form.getByLabel('Truck Number').fill(truckNo);
    await form.getByRole('button', { name: 'Search' }).click();
    const found = tripRow(page, tripId);
    await expect(found).toBeVisible();
    const search = page.url();

    await found.getByRole('link', { name: tripId, exact: true }).click();
    await expect(page).toHaveURL(`/home/${tripId}`);
    await saveWeight(page, '12.5');

    await expect(page).toHaveURL(search);
    await expect(page.getByRole('form', { name: 'Business filters' }).getByLabel('Truck Number')).toHaveValue(truckNo);
    const row = tripRow(page, tripId);
    await expect(row).toContainText('12.5');
    await expectHighlighted(row);
  });

  test('a trip opened from Revise Bill goes back to the same bill, its row highlighted', async ({ page, api }) => {
    // Three Acknowledged trips of 10 t; the first two on the bill, the third in Acknowledged Trips.
    const { billId, tripIds } = await issueBill(api, accountant);
    const [, , third = ''] = tripIds;
    await logIn(page, accountant);
    await page.goto(`/revise-bill?bill_id=${billId}`);
    const acknowledged = page.getByRole('table', { name: 'Acknowledged Trips' });

    await tripRow(page, third, acknowledged).getByRole('link', { name: third, exact: true }).click();
    await expect(page).toHaveURL(`/home/${third}`);
    await saveWeight(page, '12.5');

    await expect(page).toHaveURL(`/revise-bill?bill_id=${billId}`);
    const row = tripRow(page, third, acknowledged);
    await expect(row).toContainText('12.5');
    await expectHighlighted(row);
  });
});
