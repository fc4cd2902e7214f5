import { TRIP_MESSAGES, formatDayHeading, localDate } from '@freightdesk/domain';
import type { Locator, Page } from '@playwright/test';
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
