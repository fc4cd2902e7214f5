import { BILL_MESSAGES, formatDayHeading, localDate } from '@freightdesk/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs, type AddedTrips } from './support/trips';

const PHONE = { width: 360, height: 740 };
const today = localDate();

/** Through the API, as a new accountant: a vendor, a route, a truck and today's trips on them, in this order. */
async function addTodaysTrips(baseURL: string | undefined, drivers: string[], acknowledged = false) {
  const accountant = await createAccount(baseURL, 'accountant');
  const added: AddedTrips = await withApiAs(baseURL, accountant, (api) => {
    const tag = letterTag();
    return addTrips(api, {
      vendors: [`Linked Roadways ${capitalised(tag)}`],
      companyOwner: 'Ravi Patil',
      from: `Satara${tag}`,
      to: 'Mumbai',
      rate: 1000,
      trips: drivers.map((DriverName) => ({ TruckType: 'Bulker', Weight: '10', DriverName })),
      acknowledged,
    });
  });
  return { accountant, ...added };
}

async function signIn(page: Page, account: Account) {
  await page.getByLabel('Username').fill(account.username);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
}

function todaysRow(page: Page, tripId: string) {
  return page
    .getByRole('region', { name: formatDayHeading(today) })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: tripId, exact: true }) });
}

test('the loading manager reopens a trip from its Trip ID on Today’s List', async ({ page, baseURL }) => {
  const { tripIds } = await addTodaysTrips(baseURL, ['Loader Link']);
  const tripId = tripIds[0] ?? '';
  await page.goto('/');
  await signIn(page, await createAccount(baseURL, 'loadingManager'));
  await expect(page).toHaveURL('/home');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: "Today's List" }).click();
  await todaysRow(page, tripId).getByRole('link', { name: tripId, exact: true }).click();
  await expect(page).toHaveURL(`/home/${tripId}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: `Trip ID: ${tripId}` })).toBeVisible();
  await expect(main.getByLabel('Driver Name', { exact: true })).toHaveValue('Loader Link');
});

test('on a phone the unloading manager lands on Today’s List and acknowledges from the row', async ({
  page,
  baseURL,
}) => {
  const { tripIds } = await addTodaysTrips(baseURL, ['Phone Ack']);
  const tripId = tripIds[0] ?? '';
  await page.setViewportSize(PHONE);
  await page.goto('/');
  await signIn(page, await createAccount(baseURL, 'unloadingManager'));
  await expect(page).toHaveURL('/today-list');

  const acknowledge = todaysRow(page, tripId).getByRole('button', { name: `Acknowledge ${tripId}` });
  await expect(acknowledge, 'in reach without scrolling sideways').toBeInViewport();
  await acknowledge.click();
  const editor = page.getByRole('dialog', { name: `Edit Trip ${tripId}` });
  await editor.getByLabel('Transaction Status').selectOption('Acknowledged');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(todaysRow(page, tripId)).toContainText('Acknowledged');
  await expect(todaysRow(page, tripId).getByRole('button', { name: `Edit ${tripId}` })).toBeInViewport();
});

test('a deep link opened signed out, and again after the session ends, returns after sign-in; Reports list newest first', async ({
  page,
  baseURL,
}) => {
  const { accountant, truckNo, tripIds } = await addTodaysTrips(baseURL, ['First Entered', 'Second Entered']);
  const [older = '', newer = ''] = tripIds;
  const address = `/reports?${new URLSearchParams({ startDate: today, endDate: today, truckNumber: truckNo }).toString()}`;

  await page.goto(address);
  await expect(page).toHaveURL(`/?${new URLSearchParams({ next: address }).toString()}`);
  await signIn(page, accountant);
  await expect(page).toHaveURL(address);
  const links = page
    .getByRole('main')
    .getByRole('table')
    .getByRole('link', { name: /^T\d+$/ });
  await expect(links).toHaveText([newer, older]);

  // The session ends on the server (as after two idle hours): the next call signs the user out, and back again.
  await page.context().clearCookies();
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await signIn(page, accountant);
  await expect(page).toHaveURL(address);

  // Only this app's own pages: another site given as the return address is ignored.
  await page.context().clearCookies();
  await page.goto(`/?next=${encodeURIComponent('//evil.example/reports')}`);
  await signIn(page, accountant);
  await expect(page).toHaveURL('/home');
});

test.describe('Revise Bill', () => {
  test.use({ expectedConsoleError: /status of 500/ });

  test('searches by dates alone, and says "Error fetching the bill data" when a bill cannot be loaded', async ({
    page,
    baseURL,
  }) => {
    const { accountant, tripIds } = await addTodaysTrips(baseURL, ['Revise One', 'Revise Two'], true);
    const [older = '', newer = ''] = tripIds;
    await page.goto('/revise-bill');
    await signIn(page, accountant);
    await expect(page).toHaveURL('/revise-bill');

    const form = page.getByRole('form', { name: 'Search bill to revise' });
    await form.getByLabel('Start Date').fill(today);
    await form.getByLabel('End Date').fill(today);
    await form.getByRole('button', { name: 'Search' }).click();
    const acknowledgedTable = page.getByRole('table', { name: 'Acknowledged Trips' });
    const links = acknowledgedTable.getByRole('link', { name: new RegExp(`^(${older}|${newer})$`) });
    await expect(links).toHaveText([newer, older]);

    await page.route(/\/logistics\/list-to-revise-bill/, (route) => route.fulfill({ status: 500, body: '' }));
    await page.goto('/revise-bill?bill_id=B1');
    await expect(page.getByRole('alert').filter({ hasText: BILL_MESSAGES.fetchBillFailed })).toBeVisible();
  });
});
