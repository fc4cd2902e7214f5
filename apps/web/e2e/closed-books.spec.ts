import { TRIP_MESSAGES, formatDisplayDate, localDate } from '@freightdesk/domain';
import { request, type Locator, type Page } from '@playwright/test';
import { ADMIN, alertWith, createAccount, expect, logIn, ok, test, type Account } from './support/fixtures';
import { capitalised, letterTag } from './support/names';
import { addTrips, withApiAs } from './support/trips';

/** Issue 28: the admin closes the books; a trip dated in the closed period can no longer be changed. */

let accountant: Account;
let tripId: string;

test.beforeAll(async ({ baseURL }) => {
  accountant = await createAccount(baseURL, 'accountant');
  const tag = letterTag();
  const { tripIds } = await withApiAs(baseURL, accountant, (api) =>
    addTrips(api, {
      vendors: [`Closing Roadlines ${capitalised(tag)}`],
      companyOwner: 'Ravi Sharma',
      from: `Closepur${tag}`,
      to: `Closenagar${tag}`,
      rate: 1000,
      trips: [{ TruckType: 'Bag', Weight: '10', DriverName: 'Mahesh' }],
    }),
  );
  tripId = tripIds[0] ?? '';
});

/** The books are open again after each test, whatever it did: other specs enter and edit today's trips. */
test.afterEach(async ({ baseURL }) => {
  const admin = await request.newContext({ baseURL });
  try {
    await ok(await admin.post('/logistics/login', { data: ADMIN }));
    await ok(await admin.put('/logistics/api/settings/books-closed', { data: { through: null } }));
  } finally {
    await admin.dispose();
  }
});

/** The trip form's input with exactly this label. */
function field(page: Page, label: string): Locator {
  return page
    .getByRole('main')
    .locator('input, select')
    .and(page.getByLabel(label, { exact: true }));
}

/** Opens the trip, types a new driver's name and submits; returns the name it had. */
async function editDriver(page: Page, driver: string): Promise<string> {
  await page.goto(`/home/${tripId}`);
  await expect(field(page, 'Driver Name')).not.toHaveValue('');
  const before = await field(page, 'Driver Name').inputValue();
  await field(page, 'Driver Name').fill(driver);
  await page.getByRole('main').getByRole('button', { name: 'Submit' }).click();
  return before;
}

test("the bell sends the admin to Settings, who closes the books through today: editing today's trip is refused with the reason", async ({
  page,
}) => {
  const today = localDate();
  const shownToday = formatDisplayDate(today);
  await logIn(page, ADMIN);

  // Open books always leave some month ended 10 days ago open: the bell says so and leads to Settings.
  await page.getByRole('button', { name: /^Notifications/ }).click();
  const reminder = page.getByRole('dialog').getByRole('list', { name: 'Books to close' }).getByRole('listitem');
  await expect(reminder).toContainText(/^The books of [A-Z][a-z]+ \d{4} are still open\./);
  await reminder.getByRole('link', { name: /^Close them through \d\d\/\d\d\/\d{4} in Settings\.$/ }).click();
  await expect(page).toHaveURL('/settings');

  const books = page.getByRole('form', { name: 'Books closed through' });
  await expect(books.getByText('The books are open: no day is closed.')).toBeVisible();
  await books.getByLabel('Books closed through').fill(formatDisplayDate(localDate(new Date(Date.now() + 86_400_000))));
  await books.getByRole('button', { name: 'Close the books' }).click();
  await expect(books.getByText('The books can be closed through today at the latest.')).toBeVisible();

  await books.getByLabel('Books closed through').fill(shownToday);
  await books.getByRole('button', { name: 'Close the books' }).click();
  await expect(alertWith(page, `The books are closed through ${shownToday}.`)).toBeVisible();
  const closedMessage = `The books are closed up to ${shownToday}: nothing dated on or before that day can be created, changed or removed.`;
  await expect(books.getByText(closedMessage)).toBeVisible();

  await page.getByRole('button', { name: /^Notifications/ }).click();
  await expect(
    page.getByRole('dialog').getByRole('list', { name: 'Books to close' }),
    'closed: no reminder',
  ).toHaveCount(0);
  await page.keyboard.press('Escape');

  const driver = `Suresh ${capitalised(letterTag())}`;
  const before = await editDriver(page, driver);
  await expect(alertWith(page, closedMessage)).toBeVisible();
  const stored = (await ok(await page.request.get(`/logistics/api/trip/${tripId}`))) as { DriverName: string };
  expect(stored.DriverName, 'nothing was saved').toBe(before);

  // Opened again, the same edit goes through.
  await page.goto('/settings');
  await books.getByRole('button', { name: 'Open the books' }).click();
  await expect(alertWith(page, 'The books are open: no day is closed.')).toBeVisible();
  await editDriver(page, driver);
  await expect(alertWith(page, TRIP_MESSAGES.updated)).toBeVisible();
  const saved = (await ok(await page.request.get(`/logistics/api/trip/${tripId}`))) as { DriverName: string };
  expect(saved.DriverName).toBe(driver);
});
